import { describe, expect, it } from 'vitest';
import { MAX_LEAD_CONVERSATION, mergeConversation } from '../../../../functions/chat/merge-conversation';
import type { ChatMessage } from '../../../../functions/chat/types';

const u = (content: string): ChatMessage => ({ role: 'user', content });
const a = (content: string): ChatMessage => ({ role: 'assistant', content });

describe('mergeConversation', () => {
  it('takes the incoming conversation when it starts with everything stored (the usual case)', () => {
    const stored = [a('hi'), u('q1'), a('r1')];
    const incoming = [...stored, u('q2'), a('r2')];
    expect(mergeConversation(stored, incoming)).toEqual(incoming);
  });

  it('joins a truncated window onto the stored beginning on their overlap', () => {
    const stored = [a('hi'), u('q1'), a('r1'), u('q2'), a('r2')];
    const incoming = [u('q2'), a('r2'), u('q3'), a('r3')];
    expect(mergeConversation(stored, incoming)).toEqual([...stored, u('q3'), a('r3')]);
  });

  it('keeps both branches after a shared beginning (a lost reply replaced by an apology, or two tabs)', () => {
    const stored = [a('hi'), u('q1'), a('r1'), u('q2'), a('r2')];
    const incoming = [a('hi'), u('q1'), a('r1'), u('q2'), a('sorry'), u('q3'), a('r3')];
    expect(mergeConversation(stored, incoming)).toEqual([...stored, a('sorry'), u('q3'), a('r3')]);
  });

  it('keeps both, stored first, when they have nothing in common', () => {
    expect(mergeConversation([u('x'), a('y')], [u('p'), a('q')])).toEqual([u('x'), a('y'), u('p'), a('q')]);
  });

  it('starts from the incoming conversation when nothing is stored', () => {
    expect(mergeConversation([], [a('hi'), u('q')])).toEqual([a('hi'), u('q')]);
  });

  it('compares role as well as content', () => {
    expect(mergeConversation([u('same')], [a('same'), u('next')])).toEqual([u('same'), a('same'), u('next')]);
  });

  it('prefers the longest overlap when messages repeat', () => {
    const stored = [a('hi'), u('yes'), a('ok'), u('yes'), a('ok')];
    const incoming = [u('yes'), a('ok'), u('yes'), a('ok'), u('more'), a('done')];
    expect(mergeConversation(stored, incoming)).toEqual([a('hi'), ...incoming]);
  });

  it(`keeps at most the last ${MAX_LEAD_CONVERSATION} messages`, () => {
    const stored = Array.from({ length: MAX_LEAD_CONVERSATION }, (_, i) => u(`m${i}`));
    const merged = mergeConversation(stored, [u(`m${MAX_LEAD_CONVERSATION - 1}`), a('new')]);
    expect(merged).toHaveLength(MAX_LEAD_CONVERSATION);
    expect(merged[0]).toEqual(u('m1'));
    expect(merged.at(-1)).toEqual(a('new'));
  });
});
