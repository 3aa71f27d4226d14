import { describe, expect, it } from 'vitest';
import { demoRates } from '../../../../db/seed/rates';
import { composeReply } from '../../../../functions/chat/compose-reply';
import type { RateRow } from '../../../../functions/chat/types';
import type { CorpusContext } from './corpus/expectations';
import { CORPUS } from './corpus/questions';

/** The score the chat must reach on its corpus (exact: the right kind of answer and every figure right). */
const REQUIRED_SCORE = 0.95;

const context: CorpusContext = {
  now: new Date('2026-03-02T15:00:00Z'),
  rates: demoRates().map((r, i): RateRow => ({ ...r, id: String(i), scraped_at: '2026-03-02T11:00:00Z' })),
  prime: { rate: 4.45, date: '2026-02-25' },
};

describe('the chat corpus', () => {
  it(`answers at least ${REQUIRED_SCORE * 100}% of ${CORPUS.length} questions exactly, with the calculators' figures`, () => {
    expect(CORPUS.length).toBeGreaterThanOrEqual(100);
    const misses: string[] = [];
    for (const [question, check] of CORPUS) {
      const reply = composeReply(question, [], context.rates, undefined, context.now, { prime: context.prime });
      const problem = check(reply, context);
      if (problem) misses.push(`${question}\n    ${problem}`);
    }
    const score = (CORPUS.length - misses.length) / CORPUS.length;
    // The score and the misses are the corpus's report: printed whatever the outcome.
    console.info(
      `chat corpus: ${CORPUS.length - misses.length}/${CORPUS.length} (${(score * 100).toFixed(1)}%)${misses.length ? `\n  ${misses.join('\n  ')}` : ''}`,
    );
    expect(score, misses.join('\n')).toBeGreaterThanOrEqual(REQUIRED_SCORE);
  });
});
