import { messages } from '../messages';

export interface MortgageOption {
  id: string;
  title: string;
  summary: string;
  points: string[];
  bestFor: string;
}

const t = messages.mortgageOptions.options;

/** The eight cards of /mortgage-options (docs/product/public-site.md#mortgage-options: Mortgage options), each with its 'Best for' line. */
export const MORTGAGE_OPTIONS: readonly MortgageOption[] = [
  {
    id: 'fixed-rate',
    title: t.fixed,
    summary: 'Your interest rate and payment stay the same for the whole term, usually one to seven years.',
    points: ['Predictable payments for budgeting', 'Protection if rates rise', 'Prepayment penalties can be higher'],
    bestFor: 'Buyers who value certainty and a stable monthly budget.',
  },
  {
    id: 'variable-rate',
    title: t.variable,
    summary: "Your rate moves with the lender's prime rate; your payment usually stays the same while the share going to principal changes.",
    points: ['Historically lower total cost', 'Penalty usually three months of interest', 'Can often convert to fixed'],
    bestFor: 'Borrowers comfortable with some rate movement who want flexibility.',
  },
  {
    id: 'adjustable-rate',
    title: t.adjustable,
    summary: 'Like a variable mortgage, but your payment itself adjusts whenever prime changes, so your amortization stays on track.',
    points: ['Payment follows the rate up and down', 'Amortization never stretches', 'Savings arrive as soon as rates fall'],
    bestFor: 'Borrowers with room in their budget who want every rate cut passed on at once.',
  },
  {
    id: 'first-time-homebuyer',
    title: t.firstTime,
    summary: 'Insured mortgages with as little as 5% down, 30-year amortization for first-time buyers, and help with the FHSA and RRSP Home Buyers’ Plan.',
    points: ['Minimum down payment from 5%', 'Land transfer tax rebates in Ontario', 'Pre-approval with a rate hold up to 120 days'],
    bestFor: 'Buyers purchasing their first home who want guidance from pre-approval to closing.',
  },
  {
    id: 'refinancing',
    title: t.refinancing,
    summary: 'Replace your mortgage with a new one to access home equity, consolidate higher-interest debt or secure a better rate.',
    points: ['Borrow up to 80% of your home’s value', 'Roll credit card and loan balances into one payment', 'We compare the penalty against the savings'],
    bestFor: 'Homeowners with equity who want lower total payments or funds for renovations.',
  },
  {
    id: 'investment-property',
    title: t.investment,
    summary: 'Financing for rental properties, from a basement suite to a multi-unit building, using rental income to help you qualify.',
    points: ['Minimum 20% down for rentals', 'Rental income offsets in qualifying', 'Lenders that specialise in portfolios'],
    bestFor: 'Investors buying or refinancing income-producing property.',
  },
  {
    id: 'second-mortgages-heloc',
    title: t.secondHeloc,
    summary: 'Borrow against your home’s equity without breaking your first mortgage, as a lump sum or a revolving line of credit.',
    points: ['Keep your existing rate and term', 'Interest-only options on a HELOC', 'Fast access for renovations or bridge financing'],
    bestFor: 'Owners who need funds but want to keep a low first-mortgage rate.',
  },
  {
    id: 'reverse-mortgages',
    title: t.reverse,
    summary: 'For homeowners aged 55 or older: turn part of your home equity into tax-free cash, with no monthly payments while you live in the home.',
    points: ['Homeowners aged 55 or older', 'Tax-free funds, as a lump sum or over time', 'No monthly payments; repaid when the home is sold'],
    bestFor: 'Retirees who want to stay in their home and add to their income.',
  },
];
