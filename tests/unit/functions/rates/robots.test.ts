import { describe, expect, it } from 'vitest';
import { isAllowedByRobots } from '../../../../functions/rates/robots';

describe('robots.txt rules', () => {
  const robots = `# comment
User-agent: *
Disallow: /private/
Allow: /private/rates$

User-agent: MortgageRatesBot
User-agent: OtherBot
Disallow: /rates
Allow: /rates/public
`;
  it('uses the group naming our product token over the * group', () => {
    expect(isAllowedByRobots(robots, 'MortgageRatesBot', '/rates')).toBe(false);
    expect(isAllowedByRobots(robots, 'MortgageRatesBot', '/rates/public/today')).toBe(true);
    expect(isAllowedByRobots(robots, 'MortgageRatesBot', '/private/x')).toBe(true);
  });
  it('falls back to the * group, longest rule winning, $ anchoring', () => {
    expect(isAllowedByRobots(robots, 'SomeBot', '/private/x')).toBe(false);
    expect(isAllowedByRobots(robots, 'SomeBot', '/private/rates')).toBe(true);
    expect(isAllowedByRobots(robots, 'SomeBot', '/private/rates/2')).toBe(false);
    expect(isAllowedByRobots(robots, 'SomeBot', '/rates')).toBe(true);
  });
  it('allows everything for an empty file or an empty Disallow, refuses all for Disallow: /', () => {
    expect(isAllowedByRobots('', 'MortgageRatesBot', '/rates')).toBe(true);
    expect(isAllowedByRobots('User-agent: *\nDisallow:\n', 'MortgageRatesBot', '/rates')).toBe(true);
    expect(isAllowedByRobots('User-agent: *\nDisallow: /\n', 'MortgageRatesBot', '/rates')).toBe(false);
    expect(isAllowedByRobots('User-agent: *\nDisallow: /*.html$\n', 'MortgageRatesBot', '/rates.html')).toBe(false);
  });
});
