import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import { animationsSettled } from './animations';

/** WCAG 2.2 at level AA, which every screen of the spec meets. */
const wcagAA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/**
 * axe finds no WCAG A/AA violation on the page, or in the part `include` selects. It scans once every animation and
 * transition has ended: a dialog still fading in is paler than it will be a moment later.
 */
export async function expectNoAxeViolations(page: Page, include?: string): Promise<void> {
  await animationsSettled(page);
  const builder = new AxeBuilder({ page }).withTags(wcagAA);
  if (include) builder.include(include);
  expect((await builder.analyze()).violations).toEqual([]);
}
