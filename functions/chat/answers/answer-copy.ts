/** Said after every calculated answer: an estimate, never an approval or a personal rate. */
export const ESTIMATE_NOTE =
  'This is an estimate from our calculators, not an approval or a rate offer: the rate and amount you qualify for ' +
  'depend on your situation (OAC). A licensed mortgage agent can confirm your numbers: share your email or phone ' +
  'number, or use our Contact page.';

/** A link the chat widget shows as a link: [label](/path?query), site paths only. */
export function chatLink(label: string, path: string, params: URLSearchParams): string {
  return `[${label}](${path}?${params})`;
}
