import { describe, expect, it } from 'vitest';
import { isApplyRequest } from '../../../../functions/chat/answers/apply';

describe('asking to apply, in people’s own words (ADR 52: the chat opens a file)', () => {
  it.each([
    'I want to apply for a mortgage',
    "I'd like to apply",
    'how do I get pre-approved',
    'start an application',
    'Can I apply online?',
    'where do I apply',
    'we are ready to apply',
    'I want to get pre approved',
    'how do i fill out the mortgage application',
  ])('"%s" is a request to apply', (wording) => {
    expect(isApplyRequest(wording)).toBe(true);
  });

  it.each([
    'does the stress test apply to my mortgage',
    'can you guarantee ill get approved at 3.5% if i apply today?',
    'can you check the status of my application',
    'what documents do i need to get pre approved',
    'can you proofread my job application essay',
    'I was pre-approved for $600k',
  ])('"%s" is another question', (wording) => {
    expect(isApplyRequest(wording)).toBe(false);
  });
});
