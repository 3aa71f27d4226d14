/**
 * Whether this browser's session owes its second sign-in step (ADR 41): /auth's sign-in island hydrates at the first
 * interaction (ADR 54), but a reload at the code or enrolment step must show that step at once, so the island marks
 * it here and the page's `client:interaction={{ restores: SIGN_IN_STEP_KEY }}` hydrates at idle while it is marked.
 * Only a hint: the island asks the API which step is owed, and a stale mark costs one early hydration.
 */
export const SIGN_IN_STEP_KEY = 'sign-in-step-owed';

export function markSignInStep(owed: boolean): void {
  try {
    if (owed) window.localStorage.setItem(SIGN_IN_STEP_KEY, '1');
    else window.localStorage.removeItem(SIGN_IN_STEP_KEY);
  } catch {
    // Storage refused (private mode): the step still shows at the first interaction.
  }
}
