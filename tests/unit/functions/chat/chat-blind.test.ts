import { describe, expect, it } from 'vitest';
import { loadBlindItems } from '../../../../scripts/support/chat-blind/items';
import { evaluate, formatReport } from '../../../../scripts/support/chat-blind/run';

/** The score the chat must reach on every blind file in tests/fixtures/chat-blind (ADR 37). */
const REQUIRED_SCORE = 0.95;

describe('the blind chat evaluation', () => {
  it(`answers at least ${REQUIRED_SCORE * 100}% of the blind items right, each scored strictly`, async () => {
    const items = loadBlindItems();
    expect(items.length).toBeGreaterThanOrEqual(100);
    const report = await evaluate(items);
    // The per-topic scores and every miss with its reply: printed whatever the outcome.
    console.info(formatReport(report));
    expect(report.passed / report.counted, formatReport(report, { showReplies: false })).toBeGreaterThanOrEqual(REQUIRED_SCORE);
  }, 60_000);
});
