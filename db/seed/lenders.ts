/** About a dozen lenders in both groups (spec: 'A Lenders - Big Banks' and 'Alternate Lenders'). */
export const demoLenders = [
  { name: 'RBC Royal Bank', type: 'a_lender' },
  { name: 'TD Canada Trust', type: 'a_lender' },
  { name: 'Scotiabank', type: 'a_lender' },
  { name: 'BMO Bank of Montreal', type: 'a_lender' },
  { name: 'CIBC', type: 'a_lender' },
  { name: 'National Bank', type: 'a_lender' },
  { name: 'First National Financial', type: 'a_lender' },
  { name: 'MCAP', type: 'a_lender' },
  { name: 'Equitable Bank', type: 'alternate_lender' },
  { name: 'Home Trust', type: 'alternate_lender' },
  { name: 'B2B Bank', type: 'alternate_lender' },
  { name: 'Haventree Bank', type: 'alternate_lender' },
  { name: 'Community Trust', type: 'alternate_lender' },
] as const;
