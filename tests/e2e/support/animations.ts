import type { Page } from '@playwright/test';

/**
 * Waits until every running animation and transition that has an end has ended. axe measures colour contrast on what
 * is painted: a dialog still fading in, or a sidebar mid-collapse, is paler than it will be a moment later.
 */
export async function animationsSettled(page: Page): Promise<void> {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().iterations !== Number.POSITIVE_INFINITY)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
}
