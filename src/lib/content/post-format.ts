/** How a post's content is written: Markdown (the back office's editor) or plain text (posts from before it). */
export type PostFormat = 'plain' | 'markdown';
export const POST_FORMATS = ['markdown', 'plain'] as const satisfies readonly PostFormat[];
