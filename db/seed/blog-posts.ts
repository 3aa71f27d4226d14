/** Published posts plus one draft; content keeps line breaks (the post page preserves them). */
export const demoPosts = [
  {
    title: 'Understanding the New Down Payment Rules for 2026',
    agent: 'sarahmitchell',
    published: true,
    daysAgo: 3,
    excerpt: 'Since December 2024 buyers need less money down on homes up to $1.5 million. Here is what that means for your purchase.',
    content:
      'The federal government changed the minimum down payment rules on December 15, 2024, and many buyers still have not heard about it.\n\nToday the minimum down payment is 5% of the first $500,000 of the purchase price and 10% of the portion between $500,000 and $1,500,000. Homes priced at $1,500,000 or more still need 20% down.\n\nFor a $900,000 home that means a minimum of $65,000: $25,000 on the first $500,000 plus $40,000 on the remaining $400,000.\n\nWith less than 20% down your mortgage needs default insurance. The premium is added to your mortgage, and in Ontario the 8% provincial sales tax on the premium is paid at closing.\n\nTalk to us before you make an offer: we will show you the numbers for your exact situation.',
  },
  {
    title: "Fixed or Variable: How to Choose in Today's Market",
    agent: 'davidchen',
    published: true,
    daysAgo: 10,
    excerpt: 'A fixed rate buys certainty; a variable rate can cost less over time. The right choice depends on your budget and your plans.',
    content:
      "A fixed rate keeps your payment the same for the whole term. A variable rate moves with the lender's prime rate, so your payment or your amortization can change.\n\nChoose fixed if a predictable payment matters most, or if a rise in payment would strain your budget.\n\nChoose variable if you can absorb some movement, want lower prepayment penalties (usually three months' interest), or may sell or refinance before the term ends.\n\nEither way, compare the penalty terms, the prepayment privileges and the portability of the mortgage, not only the rate.",
  },
  {
    title: 'Your Mortgage Renewal Checklist',
    agent: null,
    published: true,
    daysAgo: 18,
    adminCreated: true,
    excerpt: 'Start four to six months before your term ends. Lenders count on you signing the first renewal letter they send.',
    content:
      'Most borrowers sign the renewal offer their lender mails them. That offer is rarely the best rate available.\n\n1. Start four to six months before your term ends: most lenders will hold a rate for 120 days.\n2. Gather your latest mortgage statement, property tax bill and proof of income.\n3. Ask us to compare offers from more than 50 lenders.\n4. Switching lenders at renewal usually costs you nothing, and since November 2024 insured borrowers who switch at renewal are not stress tested again.',
  },
  {
    title: 'Five Things First-Time Buyers in Ontario Should Know',
    agent: 'priyasharma',
    published: true,
    daysAgo: 26,
    excerpt: "Land transfer tax refunds, the FHSA and the Home Buyers' Plan can add up to thousands of dollars for first-time buyers.",
    content:
      "Buying your first home in Ontario comes with real savings if you know where to look.\n\n1. The Ontario land transfer tax refund is worth up to $4,000, and Toronto adds up to $4,475 more.\n2. A First Home Savings Account lets you save up to $40,000 tax-free.\n3. The Home Buyers' Plan lets you withdraw up to $60,000 from your RRSP.\n4. First-time buyers can choose a 30-year amortization on an insured mortgage.\n5. Budget 1.5% to 4% of the price for closing costs.",
  },
  {
    title: 'Draft: Spring Market Outlook',
    agent: 'sarahmitchell',
    published: false,
    daysAgo: 1,
    excerpt: 'What we expect for rates and prices this spring.',
    content: 'This post is still being written and must never appear on the public site.',
  },
];
