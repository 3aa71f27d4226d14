import { describe, expect, it } from 'vitest';
import { demoRates } from '../../../../db/seed/rates';
import { composeReply } from '../../../../functions/chat/compose-reply';
import type { RateRow } from '../../../../functions/chat/types';

const now = new Date('2026-03-02T15:00:00Z');
const rates: RateRow[] = demoRates().map((r, i) => ({ ...r, id: String(i), scraped_at: '2026-03-02T11:00:00Z' }));
const ask = (message: string) => composeReply(message, [], rates, undefined, now);

// An honest question about how income is counted is answered as one; misstating income still gets the plain no (ADR 37).
describe('income on an application: honest questions and misstatements', () => {
  it.each(['do banks count commission income', 'is it ok to use my bonus income on the application', "does my wife's overtime count"])(
    'how income counts: %s',
    (message) => {
      const { intent, reply } = ask(message);
      expect(intent).toBe('income-types');
      expect(reply).toMatch(/average over the last two years/);
    },
  );

  it.each(['can i say my contract job is permanent', 'could i bump my salary a bit on the form', 'can i add a few grand to my income so i qualify'])(
    'a misstatement: %s',
    (message) => {
      const { intent, reply } = ask(message);
      expect(intent).toBe('unsafe');
      expect(reply).toMatch(/^No\. .*mortgage fraud/);
    },
  );

  it('a question about an application’s status or documents is not called fraud', () => {
    expect(ask('can you check the status of my application').intent).not.toBe('unsafe');
    expect(ask('what documents do i need for my application').intent).toBe('documents');
  });
});
