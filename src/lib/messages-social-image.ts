/**
 * (ours) The text drawn on the social preview images (ADR 31). Kept apart from `messages.ts` because only the build
 * uses it: no island bundle needs to carry it.
 */
export const socialImageMessages = {
  tagline: 'Today’s mortgage rates from 50+ lenders, and advice from licensed Ontario brokers',
  licence: (licence: string) => `Licensed Ontario mortgage brokerage · Licence #${licence}`,
  blogKicker: 'From the blog',
  byline: (author: string) => `By ${author}`,
};
