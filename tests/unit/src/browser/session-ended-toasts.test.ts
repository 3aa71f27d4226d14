import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiRequest, setUnauthorizedHandler } from '../../../../src/browser/api-client';
import { watchForEndedSession } from '../../../../src/browser/session-ended';
import { toast } from '../../../../src/browser/toast';

/** Just enough of a page: the toaster region, session storage, and a location that records where it was sent. */
function fakePage() {
  const shown: { text: string; variant: string }[] = [];
  const storage = new Map<string, string>();
  const assign = vi.fn();
  const element = () => {
    const item = { dataset: {} as Record<string, string>, textContent: '', className: '', setAttribute: () => {}, remove: () => {} };
    return item;
  };
  vi.stubGlobal('document', {
    getElementById: () => ({
      append: (item: { textContent: string; dataset: { variant: string } }) => shown.push({ text: item.textContent, variant: item.dataset.variant }),
    }),
    createElement: element,
  });
  vi.stubGlobal('window', { setTimeout: () => 0, dispatchEvent: () => true, location: { pathname: '/super-admin', search: '?tab=lenders', assign } });
  vi.stubGlobal('sessionStorage', { setItem: (key: string, value: string) => storage.set(key, value), getItem: (key: string) => storage.get(key) ?? null });
  vi.stubGlobal('fetch', async () => new Response(JSON.stringify({ error: { code: 'unauthorized', message: 'Sign in.' } }), { status: 401 }));
  return { shown, storage, assign };
}

afterEach(() => {
  vi.unstubAllGlobals();
  setUnauthorizedHandler(null);
});

describe('an ended session is the only message', () => {
  it("a panel's own 'Failed to…' toast after the 401 is not shown; the session message goes to sign-in", async () => {
    const { shown, storage, assign } = fakePage();
    toast('Saved before', 'success');
    watchForEndedSession('Your session ended. Sign in again to carry on.');
    const result = await apiRequest('/api/admin/lenders', { body: { name: 'Bank' } });
    if (!result.ok) toast('Failed to save lender', 'error');
    toast('Still informative', 'info');
    expect(shown).toEqual([
      { text: 'Saved before', variant: 'success' },
      { text: 'Still informative', variant: 'info' },
    ]);
    expect([...storage.values()].join()).toContain('Your session ended. Sign in again to carry on.');
    expect(assign).toHaveBeenCalledWith(`/auth?next=${encodeURIComponent('/super-admin?tab=lenders')}`);
  });
});
