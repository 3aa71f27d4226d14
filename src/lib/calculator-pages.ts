/** The public calculators, for the /calculators cards and the links each calculator page shows to the others. */
import { messages } from './messages';
import { cashToCloseMessages, penaltyMessages } from './messages-calculators';

export interface CalculatorPage {
  href: string;
  title: string;
  text: string;
  /** An SVG path on a 24×24 grid. */
  icon: string;
}

export const CALCULATOR_PAGES: readonly CalculatorPage[] = [
  {
    href: '/mortgage-calculator',
    title: 'Mortgage Payment Calculator',
    text: "Your payment for any amount, rate, amortization and payment frequency, with today's rates by province and the interest you'll pay.",
    icon: 'M4 3h16v18H4zM8 7h8M8 11h2M12 11h2M16 11h0M8 15h2M12 15h2M8 19h0',
  },
  {
    href: '/affordability-calculator',
    title: messages.calculators.affordabilityHeading,
    text: 'The home price you can afford from your income, debts, down payment and costs, using the lenders’ 32% and 40% ratios.',
    icon: 'M3 11l9-8 9 8M5 10v10h14V10M10 20v-6h4v6',
  },
  {
    href: '/land-transfer-tax-calculator',
    title: 'Land Transfer Tax Calculator',
    text: 'The land transfer tax or registration fees in your province, with Toronto’s municipal tax and first-time buyer refunds and exemptions.',
    icon: 'M12 2v20M17 5H9.5a3.5 3.5 0 0 0 0 7h5a3.5 3.5 0 0 1 0 7H6',
  },
  {
    href: '/cash-to-close-calculator',
    title: cashToCloseMessages.title,
    text: 'The cash you need on closing day: down payment, land transfer tax, the tax on the insurance premium, fees, and what your FHSA and RRSP cover.',
    icon: 'M3 7h18v12H3zM3 11h18M7 15h3',
  },
  {
    href: '/prepayment-penalty-calculator',
    title: penaltyMessages.title,
    text: "What breaking your mortgage costs: three months' interest or the interest rate differential, and whether today's rate saves money after the penalty.",
    icon: 'M12 3l9 16H3zM12 10v4M12 17h0',
  },
];
