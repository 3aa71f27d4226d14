/**
 * The standard Canadian document checklist an agent picks a borrower's needs from, by file type (ADR 53). Keys are
 * stable (stored on the need); labels are what the borrower reads. (ours)
 */
export const FILE_TYPES = ['purchase', 'refinance', 'renewal', 'self_employed'] as const;
export type BorrowerFileType = (typeof FILE_TYPES)[number];

export const FILE_TYPE_LABELS: Record<BorrowerFileType, string> = {
  purchase: 'Purchase',
  refinance: 'Refinance',
  renewal: 'Renewal or switch',
  self_employed: 'Self-employed',
};

export const CHECKLIST_ITEMS = {
  photo_id: 'Government photo ID (driver’s licence or passport)',
  pay_stubs: 'Two recent pay stubs (within 30 days)',
  job_letter: 'Employment letter (position, start date, salary, hours)',
  t4s: 'T4 slips for the last two years',
  noas: 'Notices of Assessment for the last two years',
  t1_generals: 'T1 General returns for the last two years',
  business_registration: 'Business registration or articles of incorporation',
  business_statements: 'Business bank statements for the last six months',
  financial_statements: 'Company financial statements for the last two years (incorporated)',
  down_payment: '90 days of history for the down payment account',
  gift_letter: 'Signed gift letter (if part of the down payment is a gift)',
  purchase_agreement: 'Signed agreement of purchase and sale, with waivers',
  mls_listing: 'MLS listing of the property',
  property_tax: 'Latest property tax bill',
  mortgage_statement: 'Latest mortgage statement',
  renewal_offer: 'Your lender’s renewal offer',
  home_insurance: 'Home insurance details',
  condo_fees: 'Condo fee statement (if a condo)',
  void_cheque: 'Void cheque or direct deposit form',
  separation_agreement: 'Separation agreement (if separated or divorced)',
} as const;
export type ChecklistKey = keyof typeof CHECKLIST_ITEMS;

/** The items each file type usually needs; the agent ticks what applies and may add their own. */
export const CHECKLIST_BY_TYPE: Record<BorrowerFileType, readonly ChecklistKey[]> = {
  purchase: [
    'photo_id',
    'job_letter',
    'pay_stubs',
    't4s',
    'noas',
    'down_payment',
    'gift_letter',
    'purchase_agreement',
    'mls_listing',
    'condo_fees',
    'void_cheque',
  ],
  refinance: [
    'photo_id',
    'job_letter',
    'pay_stubs',
    't4s',
    'noas',
    'mortgage_statement',
    'property_tax',
    'home_insurance',
    'condo_fees',
    'separation_agreement',
  ],
  renewal: ['photo_id', 'mortgage_statement', 'renewal_offer', 'property_tax', 'home_insurance', 'job_letter', 'pay_stubs'],
  self_employed: [
    'photo_id',
    't1_generals',
    'noas',
    'business_registration',
    'business_statements',
    'financial_statements',
    'down_payment',
    'mortgage_statement',
    'property_tax',
  ],
};

export const isChecklistKey = (key: string): key is ChecklistKey => key in CHECKLIST_ITEMS;
