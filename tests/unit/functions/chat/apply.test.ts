import { describe, expect, it } from 'vitest';
import { isApplyRequest } from '../../../../functions/chat/answers/apply';

describe('asking to apply, in people’s own words (ADR 52: the chat opens a file)', () => {
  it.each([
    ['I want to apply for a mortgage', true],
    ["I'd like to apply", true],
    ['how do I get pre-approved', true],
    ['start an application', true],
    ['Can I apply online?', true],
    ['where do I apply', true],
    ['we are ready to apply', true],
    ['I want to get pre approved', true],
    ['how do i fill out the mortgage application', true],
    ['does the stress test apply to my mortgage', false],
    ['can you guarantee ill get approved at 3.5% if i apply today?', false],
    ['can you check the status of my application', false],
    ['what documents do i need to get pre approved', false],
    ['can you proofread my job application essay', false],
    ['I was pre-approved for $600k', false],
  ] as const)('"%s" is a request to apply: %s', (wording, asks) => {
    expect(isApplyRequest(wording)).toBe(asks);
  });
});
