import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { TwoFactorCodeStep } from '../../../../src/islands/account/TwoFactorCodeStep';

describe("the sign-in page's code step", () => {
  it('is the h1 of /auth, where it replaces the form titled h1 (axe page-has-heading-one), and an h2 in the header dialog', () => {
    const onPage = renderToStaticMarkup(createElement(TwoFactorCodeStep, { headingId: 'step', headingLevel: 1, onDone: () => {} }));
    expect(onPage).toMatch(/<h1 id="step"/);
    const inDialog = renderToStaticMarkup(createElement(TwoFactorCodeStep, { headingId: 'step', onDone: () => {} }));
    expect(inDialog).toMatch(/<h2 id="step"/);
  });
});
