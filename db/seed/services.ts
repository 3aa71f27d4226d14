/** Mortgage services (docs/product/content.md#service-images: mortgage_services); features are a JSON array of strings. */
export const demoServices = [
  {
    name: 'Home Purchase Mortgages',
    description: 'Financing for your next home, from first condo to forever home.',
    content:
      'We compare offers from more than 50 lenders to find the mortgage that fits your purchase.\nWe handle the pre-approval, the rate hold and every document the lender asks for, and we stay with you until the keys are in your hand.',
    features: ['Pre-approval with up to a 120-day rate hold', 'Access to more than 50 lenders', 'Insured and conventional mortgages'],
  },
  {
    name: 'Mortgage Renewals',
    description: 'Do not sign your renewal letter before comparing the market.',
    content:
      'Your renewal is the best time to get a better rate, change your term or adjust your amortization.\nSwitching lenders at renewal usually costs nothing, and we do the paperwork.',
    features: ['Start 4 to 6 months early', 'Rate comparison across lenders', 'No cost to switch in most cases'],
  },
  {
    name: 'Refinancing & Debt Consolidation',
    description: 'Use your home equity to lower your monthly costs or fund renovations.',
    content:
      "Refinance up to 80% of your home's value to consolidate high-interest debt, renovate or invest.\nWe show you the penalty, the new payment and the savings before you decide.",
    features: ['Up to 80% of your home value', 'Penalty and savings calculated up front', 'Debt consolidation plans'],
  },
  {
    name: 'First-Time Home Buyers',
    description: 'Step-by-step guidance, programs and rebates for your first home.',
    content:
      "We explain the down payment rules, the First Home Savings Account, the Home Buyers' Plan and the land transfer tax refunds.\nFirst-time buyers can also choose a 30-year amortization on an insured mortgage.",
    features: ['Down payment from 5%', '30-year insured amortization', 'Land transfer tax refund guidance'],
  },
  {
    name: 'Self-Employed Mortgages',
    description: 'Mortgages for business owners, contractors and commission earners.',
    content:
      'Lenders read self-employed income differently. We know which lenders use stated income programs and how to present two years of returns at their best.',
    features: ['Stated income programs', 'A and alternative lenders', 'Business-for-self expertise'],
  },
  {
    name: 'Investment & Rental Properties',
    description: 'Financing for rental condos, multi-unit homes and second properties.',
    content: 'Whether it is your first rental condo or a fourplex, we find lenders who count rental income properly and structure your financing for growth.',
    features: ['Rental income offsets', 'Multi-unit financing', 'Portfolio planning'],
  },
];
