import { useDeferredValue, useEffect, useState } from 'react';
import { messages } from '../../../lib/messages-staff';

type Renderer = typeof import('../../../lib/content/markdown').renderPostHtml;
let loading: Promise<Renderer> | undefined;
// The Markdown pipeline is the one the build uses (src/lib/content/markdown.ts), loaded only when an editor opens.
const loadRenderer = () => (loading ??= import('../../../lib/content/markdown').then((module) => module.renderPostHtml));

// The public page's post styles (PostBody.astro), in the panel's utilities.
const PROSE =
  'space-y-3 [&_h2]:text-lg [&_h2]:font-bold [&_h3]:font-semibold [&_h4]:font-semibold [&_ul]:list-disc [&_ul]:pl-5 [&_ol]:list-decimal [&_ol]:pl-5 [&_blockquote]:border-l-4 [&_blockquote]:border-slate-300 [&_blockquote]:pl-3 [&_blockquote]:italic [&_a[href]]:text-primary [&_a[href]]:underline [&_img]:max-w-full [&_img]:rounded-md [&_code]:rounded [&_code]:bg-slate-100 [&_code]:px-1 [&_pre]:overflow-x-auto [&_pre]:bg-slate-100 [&_pre]:p-2';

/** The post as the public page will show it, updated as the person types. */
export function MarkdownPreview({ content, format, id }: { content: string; format: 'markdown' | 'plain'; id: string }) {
  const [render, setRender] = useState<Renderer | null>(null);
  const deferred = useDeferredValue(content);
  useEffect(() => {
    let alive = true;
    void loadRenderer().then((renderer) => alive && setRender(() => renderer));
    return () => {
      alive = false;
    };
  }, []);
  // Safe: renderPostHtml's output passed the allow-list sanitiser (or is escaped plain text).
  const html = render && deferred.trim() ? render(deferred, format) : '';
  const preview = html ? (
    // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised by renderPostHtml's allow-list (ADR 13), as on the public page.
    <div className={PROSE} dangerouslySetInnerHTML={{ __html: html }} />
  ) : (
    <p className="text-slate-500">{messages.backOffice.blog.previewEmpty}</p>
  );
  return (
    <div
      id={id}
      className="post-preview max-h-96 min-h-24 overflow-y-auto rounded-md border border-border bg-white p-3 text-sm leading-relaxed"
      data-testid="post-preview"
      aria-live="off"
    >
      {preview}
    </div>
  );
}
