/**
 * ADR 4: any API write that changes public content calls `requestRebuild(reason)`.
 * On Netlify it POSTs the build hook; on the Node host it rebuilds `dist/` in place (server/local-rebuild.ts).
 * Callers never wait for the build and a failure never fails the write that asked for it.
 */
export interface RebuildService {
  requestRebuild(reason: string): Promise<void>;
}

/** Content tables whose change must show on the public site. */
export type PublicContent = 'agents' | 'posts' | 'testimonials' | 'lenders' | 'services' | 'products' | 'rates' | 'news';
