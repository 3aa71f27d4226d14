import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import { animationsSettled } from './animations';

/** WCAG 2.2 at level AA, which every screen of the product description meets (docs/product/public-site.md#accessibility). */
const wcagAA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/**
 * axe finds no WCAG A/AA violation on the page, or in the part `include` selects. It scans once every animation and
 * transition has ended: a dialog still fading in is paler than it will be a moment later. `soft` records a finding
 * and goes on (a test scanning many screens then names every screen with one), `label` says which screen it was;
 * `exclude` leaves a part out (the same markup repeated, whose cost grows with each copy).
 */
export async function expectNoAxeViolations(
  page: Page,
  include?: string,
  options: { soft?: boolean; label?: string; exclude?: string; disableRules?: string[] } = {},
): Promise<void> {
  await animationsSettled(page);
  // In the page itself (axe.run, "legacy mode") unless a frame is from another origin: by default every scan opens a
  // blank page to merge the frames' results in and loads axe into it, which doubled a scan's time on two cores
  // (ADR 34). Legacy mode leaves cross-origin frames out, so a page with one is scanned the default way.
  const crossOriginFrame = page.frames().some((frame) => !sameOrigin(frame.url(), page.url()));
  const builder = new AxeBuilder({ page }).withTags(wcagAA).setLegacyMode(!crossOriginFrame);
  if (include) builder.include(include);
  if (options.exclude) builder.exclude(options.exclude);
  if (options.disableRules) builder.disableRules(options.disableRules);
  const { violations } = await builder.analyze();
  (options.soft ? expect.soft : expect)(violations, options.label).toEqual([]);
}

/** Whether a frame's address shares the page's origin; a frame with no document of its own (about:blank) does. */
function sameOrigin(frameUrl: string, pageUrl: string): boolean {
  if (!frameUrl.startsWith('http')) return true;
  return new URL(frameUrl).origin === new URL(pageUrl).origin;
}
