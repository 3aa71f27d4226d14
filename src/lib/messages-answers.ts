/**
 * Words of the calculators' and rates' answer pages, the plain HTML the API renders for a form sent without
 * JavaScript (ADR 58). All ours.
 */
export const answerMessages = {
  /** (ours) The answer pages' titles, the calculators' names. */
  titles: {
    payment: 'Mortgage Payment Calculator',
    affordability: 'Affordability Calculator',
    landTransfer: 'Land Transfer Tax Calculator',
    cashToClose: 'Cash to Close Calculator',
    penalty: 'Prepayment Penalty Calculator',
  },
  /** (ours) The button a calculator shows only without JavaScript. */
  calculate: 'Calculate',
  /** (ours) */
  resultHeading: 'Your result',
  /** (ours) */
  yourFigures: 'What you entered',
  /** (ours) The link back to the full calculator, carrying the same figures. */
  changeFigures: 'Change these figures in the calculator',
  /** (ours) The answer page's own form, filled in with the figures sent. */
  changeHeading: 'Change your figures',
  /** (ours) */
  changeHint: 'Your other choices are kept as you sent them.',
  /** (ours) */
  problemHeading: 'Some figures need a look',
  /** (ours) */
  notUsable: (label: string, value: string) =>
    value.trim() === '' ? `${label}: enter an amount.` : `${label}: "${value}" is not an amount this calculator can use.`,
  /** (ours) A figure sent that the calculation did not use, and why. */
  notCounted: (label: string, value: string, why: string) => `Not used: ${label} (${value}). ${why}`,
  /** (ours) The value named for a box ticked that the calculation did not use. */
  ticked: 'ticked',
  /** (ours) Why: the figure counts only with a box ticked, on the calculator's form. */
  onlyWhenTicked: (box: string) => `Counted only when "${box}" is ticked on the calculator's form.`,
  /** (ours) Why: the figure counts only in some provinces (`onlyFor`, the calculator form's own legend). */
  onlyInProvinces: (onlyFor: string) => `${onlyFor}: not counted for the province chosen.`,
  /** (ours) */
  estimates: 'Results are estimates for information only and are not an offer or approval.',
  /** (ours) */
  yes: 'Yes',
  /** (ours) */
  no: 'No',
  payment: {
    /** (ours) */
    payment: (frequency: string) => `${frequency} payment`,
    /** (ours) */
    rate: 'Interest rate used',
    /** (ours) */
    postedRate: (term: string, type: string, mortgageType: string) => `today's ${term} ${type} ${mortgageType} rate`,
    /** (ours) */
    customRate: 'the rate you entered',
    /** (ours) The custom rate's term, as the calculator's form names it. */
    term: 'Term',
    /** (ours) The balance owing when the term used ends, as the calculator shows it. */
    endBalance: (termYears: number) => `Balance at the end of the ${termYears < 1 ? `${Math.round(termYears * 12)}-month` : `${termYears}-year`} term`,
    /** (ours) */
    totalInterest: 'Total interest',
    /** (ours) */
    totalPaid: 'Total paid',
  },
  affordability: {
    /** (ours) */
    maxPrice: 'Highest purchase price',
    /** (ours) */
    borrowingLimit: 'Borrowing limit',
    /** (ours) */
    monthlyPayment: 'Monthly mortgage payment',
    /** (ours) */
    qualifyingRate: 'Stress-test qualifying rate',
  },
  rates: {
    /** (ours) The province select's button, shown only without JavaScript. */
    show: 'Show rates',
    /** (ours) */
    heading: (province: string) => `Mortgage rates in ${province}`,
    /** (ours) */
    allRates: 'See every rate on the rates page',
    /** (ours) */
    unknownProvince: 'Choose a province or territory from the list.',
  },
} as const;
