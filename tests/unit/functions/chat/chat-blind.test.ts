import { describe, expect, it } from 'vitest';
import { loadBlindItems } from '../../../../scripts/support/chat-blind/items';
import { evaluate, formatReport, scoresByFile } from '../../../../scripts/support/chat-blind/run';

/**
 * The blind sets in tests/fixtures/chat-blind (ADR 37), each scored strictly and on its own. The development set
 * (dev.json) must reach 95 %. Each held-out set was scored once, unseen, before any fix that looked at it; it must
 * keep at least the score it had when it was added here, so a change cannot quietly undo what was learned from it.
 * A new blind file needs its floor here (the test fails without one).
 */
const DEV_REQUIRED_SCORE = 0.95;
const HELD_OUT_FLOORS: Record<string, number> = {
  'held-out-1.json': 54 / 54,
  'held-out-2.json': 60 / 60,
  // 60/60 since the scorer reads "with the minimum down" as that price's minimum down payment (ADR 37).
  'held-out-3.json': 60 / 60,
  'held-out-4.json': 60 / 60,
  // The fifth set's development part (written with held-out-5, without sight of the code) is held to the same 95 %.
  'dev-5.json': DEV_REQUIRED_SCORE,
  // Scored unseen at 14/20 strict (18/20 as a person reads the replies), ADR 37; 17/20 since its two new kinds of question,
  // 20/20 since the canned answers say their numbers in digits and an uninsurable price's figure is its 20 % minimum.
  'held-out-5.json': 20 / 20,
  // The sixth set's development part, scored 41/44 before its fixes, is held to the same 95 %.
  'dev-6.json': DEV_REQUIRED_SCORE,
  // Scored unseen at 20/22 strict (21/22 once the scorer reads 'three' as 3), ADR 37; 22/22 since '25y' is read as years.
  'held-out-6.json': 22 / 22,
};

describe('the blind chat evaluation', () => {
  it(`answers at least ${DEV_REQUIRED_SCORE * 100}% of the development set, and no held-out set below its floor`, async () => {
    const items = loadBlindItems();
    expect(items.length).toBeGreaterThanOrEqual(100);
    const report = await evaluate(items);
    // The per-file and per-topic scores and every miss with its reply: printed whatever the outcome.
    console.info(formatReport(report));
    const summary = formatReport(report, { showReplies: false });
    for (const [file, { passed, counted }] of scoresByFile(report)) {
      const required = file === 'dev.json' ? DEV_REQUIRED_SCORE : HELD_OUT_FLOORS[file];
      expect(required, `${file} has no floor in this test`).toBeDefined();
      expect(passed / counted, `${file}\n${summary}`).toBeGreaterThanOrEqual(required!);
    }
  }, 120_000);
});
