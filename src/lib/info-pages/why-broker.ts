import { siteSettings } from '../site-settings';

/** The five advantages of /why-broker (docs/product/public-site.md#why-use-a-broker: Why use a broker). */
export const BROKER_ADVANTAGES = [
  {
    title: 'Broader lender access',
    text: `One application reaches ${siteSettings.lenderCount} lenders: the big banks, credit unions, monoline lenders and alternative lenders. A bank can only offer its own products.`,
  },
  {
    title: 'Expert advice',
    text: 'A licensed mortgage professional explains fixed versus variable, term length, prepayment privileges and penalties, and recommends what fits your plans.',
  },
  {
    title: 'No direct cost to you',
    text: 'On most residential mortgages the lender pays the broker, so our advice costs you nothing. Any fee that would apply is disclosed in writing before you commit.',
  },
  {
    title: 'Efficiency',
    text: 'We gather your documents once, negotiate on your behalf and manage the file through approval and closing, saving you repeat appointments at several banks.',
  },
  {
    title: 'Solutions for diverse borrowers',
    text: 'Self-employed, new to Canada, rebuilding credit or buying a rental: we know which lenders say yes when a bank says no.',
  },
] as const;

/** The broker-versus-bank comparison table. */
export const BROKER_VS_BANK = [
  { topic: 'Lenders and products', broker: `${siteSettings.lenderCount} lenders compared`, bank: "One lender's products" },
  { topic: 'Rate shopping', broker: 'We negotiate with lenders for you', bank: 'You negotiate alone, bank by bank' },
  { topic: 'Cost to you', broker: 'Usually none: the lender pays the broker', bank: 'None' },
  { topic: 'Advice', broker: 'Works for you across lenders', bank: 'Works for the bank' },
  { topic: 'Credit checks', broker: 'One application for many lenders', bank: 'A new application at each bank' },
  { topic: 'Self-employed, new to Canada, bruised credit', broker: 'Specialist and alternative lenders', bank: 'Limited to bank policy' },
  { topic: 'At renewal', broker: 'Market compared again before your term ends', bank: 'Renewal offer from the same bank' },
] as const;
