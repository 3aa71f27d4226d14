import { describe, expect, it } from 'vitest';
import { composeReply } from '../../../../functions/chat/compose-reply';
import { findEmail, findName } from '../../../../functions/chat/extract-contact';
import { KNOWLEDGE_BASE } from '../../../../functions/chat/knowledge-base';
import type { RateRow } from '../../../../functions/chat/types';
import { demoRates } from '../../../../db/seed/rates';
import { CHAT_MESSAGE_MAX_LENGTH } from '../../../../src/lib/chat/suggested-questions';

/**
 * Every reply goes back to the server in the next request's history, which refuses items over 2,000 characters:
 * a longer reply would break the conversation from then on.
 */
describe('reply length', () => {
  const rates: RateRow[] = demoRates().map((r, i) => ({ ...r, id: String(i), scraped_at: '2026-01-05T12:00:00Z' }));
  const longEmail = `${'a'.repeat(60)}@${'b'.repeat(180)}.example.com`;
  const contact = ` My name is ${'Z'.repeat(40)} ${'Y'.repeat(40)} ${'X'.repeat(40)}, email ${longEmail}, phone 416-555-0100.`;

  it('stays within the history limit for every knowledge-base answer and the rates list, with the longest thanks', () => {
    const questions = [...KNOWLEDGE_BASE.map((e) => e.triggers[0]!.trim()), "What are today's rates in Newfoundland?", 'gibberish'];
    for (const question of questions) {
      const { reply } = composeReply(`${question}.${contact}`, [], rates);
      expect(reply.length, question).toBeLessThanOrEqual(CHAT_MESSAGE_MAX_LENGTH);
    }
  });

  it('does not repeat an e-mail longer than 254 characters or a name word longer than 40 letters', () => {
    const tooLong = `${'a'.repeat(250)}@example.com`;
    expect(findEmail(`write to ${tooLong} or ok@example.com`)?.value).toBe('ok@example.com');
    expect(findEmail(`write to ${tooLong}`)).toBeUndefined();
    expect(findName(`My name is ${'Q'.repeat(41)}`)).toBeUndefined();
    expect(findName(`My name is Ann ${'Q'.repeat(41)}`)?.value).toBe('Ann');
    const { reply } = composeReply(`My name is ${'Q'.repeat(1900)} and my email is ok@example.com`, [], []);
    expect(reply.length).toBeLessThan(600);
  });
});
