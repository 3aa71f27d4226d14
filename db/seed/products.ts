/** Products (docs/product/back-office-catalogue.md#product-entity: products): priced advisory packages and mortgage products the team offers. */
export const demoProducts = [
  {
    name: 'Mortgage Pre-Approval Package',
    description: 'A full pre-approval with a rate hold of up to 120 days.',
    price: 0,
    content:
      'We review your income, credit and down payment, then secure a pre-approval with a rate hold so you can shop with confidence.\nNo cost to you: lenders pay our fee on approved mortgages.',
  },
  {
    name: 'Home Equity Line of Credit (HELOC)',
    description: "Flexible access to up to 65% of your home's value.",
    price: null,
    content:
      "A HELOC lets you borrow against your home equity when you need it and pay interest only on what you use.\nCombine it with a mortgage for up to 80% of your home's value.",
  },
  {
    name: 'Mortgage Strategy Session',
    description: 'A one-hour planning session for investors and complex files.',
    price: 149.99,
    content:
      'For investors and buyers with complex income, a one-hour session with a senior broker to plan financing across several properties.\nThe fee is credited back if you fund your mortgage with us.',
  },
  {
    name: 'Renewal Rate Review',
    description: 'We compare your renewal offer with the market.',
    price: 0,
    content: 'Send us your renewal letter and we will compare it with offers from more than 50 lenders within one business day.',
  },
];
