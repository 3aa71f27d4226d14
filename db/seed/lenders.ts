/**
 * About a dozen lenders in both groups (docs/product/back-office-catalogue.md#lender-management: 'A Lenders - Big Banks' and 'Alternate Lenders'), each with a demo
 * wordmark (public/images/demo/lenders/; not the lenders' own logos, which staff upload in the Lenders tab).
 */
export const demoLenders = [
  { name: 'RBC Royal Bank', type: 'a_lender', logo: '/images/demo/lenders/rbc-royal-bank.svg' },
  { name: 'TD Canada Trust', type: 'a_lender', logo: '/images/demo/lenders/td-canada-trust.svg' },
  { name: 'Scotiabank', type: 'a_lender', logo: '/images/demo/lenders/scotiabank.svg' },
  { name: 'BMO Bank of Montreal', type: 'a_lender', logo: '/images/demo/lenders/bmo-bank-of-montreal.svg' },
  { name: 'CIBC', type: 'a_lender', logo: '/images/demo/lenders/cibc.svg' },
  { name: 'National Bank', type: 'a_lender', logo: '/images/demo/lenders/national-bank.svg' },
  { name: 'First National Financial', type: 'a_lender', logo: '/images/demo/lenders/first-national-financial.svg' },
  { name: 'MCAP', type: 'a_lender', logo: '/images/demo/lenders/mcap.svg' },
  { name: 'Equitable Bank', type: 'alternate_lender', logo: '/images/demo/lenders/equitable-bank.svg' },
  { name: 'Home Trust', type: 'alternate_lender', logo: '/images/demo/lenders/home-trust.svg' },
  { name: 'B2B Bank', type: 'alternate_lender', logo: '/images/demo/lenders/b2b-bank.svg' },
  { name: 'Haventree Bank', type: 'alternate_lender', logo: '/images/demo/lenders/haventree-bank.svg' },
  { name: 'Community Trust', type: 'alternate_lender', logo: '/images/demo/lenders/community-trust.svg' },
] as const;
