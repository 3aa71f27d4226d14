import { describe, expect, it } from 'vitest';
import { readEnv } from '../../../config/env';
import { outsideLinks } from '../../../config/outside-links';

/** The outside links are configuration; unset, nothing invented is linked (ADR 48). */
describe('outside links', () => {
  it('point to the site\u2019s own pages, and show no store button, when not configured', () => {
    expect(outsideLinks(readEnv({}))).toEqual({
      getStarted: { href: '/contact', external: false },
      onlineApplication: { href: '/applications', external: false },
      appStore: null,
      playStore: null,
    });
  });

  it('use the configured addresses', () => {
    const links = outsideLinks(readEnv({ GET_STARTED_URL: 'https://apply.brokerage.ca/start', APP_STORE_URL: 'https://apps.apple.com/ca/app/x/id1' }));
    expect(links.getStarted).toEqual({ href: 'https://apply.brokerage.ca/start', external: true });
    expect(links.appStore).toBe('https://apps.apple.com/ca/app/x/id1');
    expect(links.playStore).toBeNull();
  });
});
