import type { Understanding } from '../understand/understand';

/** Both rate types named, in either order ("variable or fixed", "fixed vs variable", "fixe ou variable"). */
const BOTH_TYPES = /\b(?:fixed|fixe)\b[^.?!]{0,40}\bvariable\b|\bvariable\b[^.?!]{0,40}\b(?:fixed|fixe)\b/i;
/** Words of choosing: the visitor asks which to take, not what each costs today. */
const CHOOSING =
  /\b(?:should|shall|pick|choose|choosing|choice|go with|go for|better|best for (?:me|us)|recommend\w*|advi[cs]e|decide|deciding|prefer\w*|smarter|wiser|safer|makes? (?:more )?sense|worth it|devrais|devrait|devrions|choisir|mieux|pr[ée]f[ée]rable)\b/i;
/** The penalty of breaking a mortgage, or a renewal, has its own answer that weighs fixed against variable. */
const OWN_ANSWER = /\b(?:break\w*|penalt\w*|ird|interest rate differential|get out|exit\w*|renew\w*|maturity|matures|p[ée]nalit[ée])\b/i;

/**
 * "Should I pick a variable or fixed mortgage?": choosing between the two rate types is the fixed-or-variable
 * explanation, whatever topic the rest of the words resemble (a penalty's rate type, a rates list). A request for
 * today's rates names no choice ("fixed vs variable rates today") and still lists rates; figures of the visitor's own
 * (an amount, a rate) keep it a figure question (ADR 37).
 */
export function isFixedOrVariableChoice(message: string, understood: Understanding): boolean {
  if (!BOTH_TYPES.test(message) || OWN_ANSWER.test(message)) return false;
  if (understood.topic === 'renewal') return false;
  // A term is part of the choice ("5 year fixed or variable"); a place or a first home is not a figure.
  const figures = Object.entries(understood.inputs).filter(([key, value]) => key !== 'termYears' && (typeof value === 'number' || Array.isArray(value)));
  if (figures.length > 0) return false;
  return CHOOSING.test(message);
}
