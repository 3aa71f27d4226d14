/**
 * The fixed copy of every agent profile (docs/product/agents-directory.md#agent-sections: "a services grid of six static items", "guidance on fixed versus
 * variable and reasons to use a broker"). Icons are SVG path data drawn on a 24-unit grid.
 */
export const agentServices = [
  {
    title: 'Home Purchase',
    text: 'Pre-approval, rate holds of up to 120 days and a lender matched to your purchase.',
    icon: 'M3 11 12 4l9 7M5 10v10h14V10M10 20v-6h4v6',
  },
  {
    title: 'Mortgage Renewal',
    text: 'Compare your renewal offer with the market before you sign; switching usually costs nothing.',
    icon: 'M4 12a8 8 0 0 1 14-5.3M20 12a8 8 0 0 1-14 5.3M18 3v4h-4M6 21v-4h4',
  },
  {
    title: 'Refinancing',
    text: 'Use your equity to consolidate debt, renovate or invest, with the savings shown up front.',
    icon: 'M4 17l5-5 4 4 7-8M15 8h5v5',
  },
  {
    title: 'First-Time Buyers',
    text: 'Down payment rules, the FHSA, the Home Buyers\u2019 Plan and land transfer tax refunds explained.',
    icon: 'M12 3l2.5 5 5.5.8-4 3.9.9 5.5L12 15.6 7.1 18.2l.9-5.5-4-3.9 5.5-.8z',
  },
  {
    title: 'Self-Employed',
    text: 'Lenders who understand business income, stated income programs and commission earnings.',
    icon: 'M4 8h16v11H4zM9 8V5h6v3M4 13h16',
  },
  {
    title: 'Investment Properties',
    text: 'Financing for rentals and multi-unit homes, with rental income counted properly.',
    icon: 'M3 21V9l6-4 6 4v12M15 21V12l6-3v12M7 12h4M7 16h4',
  },
] as const;

export const fixedVersusVariable = {
  fixed: {
    title: 'Fixed rate',
    points: [
      'Your payment stays the same for the whole term.',
      'Best when a predictable budget matters most.',
      'Breaking early can cost an interest rate differential penalty.',
    ],
  },
  variable: {
    title: 'Variable rate',
    points: [
      'Moves with the lender\u2019s prime rate during the term.',
      'Often lower over time if you can absorb some movement.',
      'Penalty to break is usually three months\u2019 interest.',
    ],
  },
} as const;

export const brokerReasons = [
  'Access to 50+ lenders, not just one bank\u2019s products',
  'Expert advice for your situation, at no direct cost to you: lenders pay the broker',
  'One application, many offers: we do the shopping and the paperwork',
  'Solutions for self-employed, newcomer and credit-rebuilding borrowers',
] as const;
