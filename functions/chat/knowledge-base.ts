import type { KnowledgeEntry } from './types';

/**
 * The chat assistant's FAQ: the one module staff may edit.
 *
 * How matching works (match-intent.ts):
 * - Both the visitor's message and each trigger are lower-cased; hyphens, apostrophes and other punctuation are
 *   dropped to spaces, so 'pre-approval' also matches 'pre approval' and "what's" matches "whats".
 *   ('%' and '$' are kept, so '% down' works.)
 * - A trigger matches anywhere inside the message (substring). Put a space at the start and/or end of a trigger
 *   to require a whole word there: ' hi ' matches "Hi!" but not "this" or "high".
 * - The FIRST entry with a matching trigger wins, so ORDER IS PRIORITY: specific topics come first, the generic
 *   'mortgage' entry near the end, and greetings/thanks last, so "hi, what down payment do I need" gets the
 *   down payment answer rather than a hello.
 * - Rate questions ('rate', 'interest', 'mortgage cost') are answered from the live rates table before this list
 *   is consulted, except for the topics listed in RATE_TOPIC_INTENTS (compose-reply.ts), which explain a rate
 *   concept (rate holds, the stress test, fixed versus variable, insurance premiums, prepayment penalties,
 *   amortization) rather than ask for today's numbers.
 *
 * Wording rules: never promise approval or a personal rate; say OAC (on approved credit) and that a licensed
 * mortgage agent confirms. Federal rules changed on 15 December 2024 (down payment tiers up to $1.5M, 30-year
 * insured amortization for first-time buyers and new builds); keep answers in line with current rules.
 */
export const KNOWLEDGE_BASE: readonly KnowledgeEntry[] = [
  {
    id: 'documents',
    triggers: [
      'document',
      'paperwork',
      'pay stub',
      'paystub',
      'payslip',
      ' t4',
      ' noa ',
      'notice of assessment',
      'bank statement',
      'employment letter',
      'job letter',
      'proof of income',
      'tax return',
      'what do i need to bring',
      'what do i need to provide',
      'what do i need to apply',
      'what do you need from me',
    ],
    answer:
      'Most lenders ask for:\n' +
      '• Government photo ID\n' +
      '• A recent employment letter and pay stubs\n' +
      '• Your last 2 years of T4s or Notices of Assessment\n' +
      '• 90 days of bank statements showing your down payment (or a signed gift letter)\n' +
      '• For a purchase: the agreement of purchase and sale and the listing; for a renewal or refinance: your current mortgage statement and property tax bill\n' +
      'Self-employed borrowers usually add 2 years of T1 Generals and business financial statements. A mortgage agent will send you a checklist tailored to your situation.',
  },
  {
    id: 'first-time-buyers',
    triggers: [
      'first time',
      'firsttime',
      'first home',
      '1st time',
      '1st home',
      'fthb',
      'never owned',
      'home buyers plan',
      'homebuyers plan',
      ' hbp ',
      'fhsa',
      'first property',
    ],
    answer:
      'Welcome! A few things help first-time buyers in Ontario:\n' +
      '• The minimum down payment is 5% of the first $500,000 and 10% of the portion from $500,000 up to $1,500,000; with less than 20% down you need mortgage default insurance.\n' +
      '• Since December 15, 2024, first-time buyers can choose a 30-year amortization on an insured mortgage, which lowers the payment.\n' +
      "• You can use a First Home Savings Account (FHSA) and the RRSP Home Buyers' Plan toward your down payment, and Ontario refunds up to $4,000 of land transfer tax for first-time buyers.\n" +
      '• Budget 1.5% to 4% of the price for closing costs.\n' +
      'A good first step is a pre-approval, which holds a rate for 90 to 120 days. A mortgage agent can walk you through it at no cost to most borrowers.',
  },
  {
    id: 'stress-test',
    triggers: ['stress test', 'stresstest', 'qualifying rate', 'qualify at', 'minimum qualifying', ' mqr ', ' b 20 ', ' b20 '],
    answer:
      'The mortgage stress test checks that you could still afford your payments if rates rose. You qualify at the greater of your contract rate plus 2% or 5.25%. For example, with a 4.50% contract rate you would qualify at 6.50%.\n' +
      'It applies to insured and uninsured mortgages at federally regulated lenders. Since November 21, 2024, a straight switch to a new lender at renewal no longer has to pass it again. A mortgage agent can run the numbers for your situation.',
  },
  {
    id: 'self-employed',
    triggers: [
      'self employed',
      'selfemployed',
      'self employment',
      'business owner',
      'own business',
      'own a business',
      'my business',
      'run my own',
      'sole proprietor',
      'freelanc',
      'contractor',
      'incorporated',
      'gig work',
    ],
    answer:
      'Yes, self-employed borrowers get mortgages every day. Lenders usually look at your last two years of personal tax returns (T1 Generals and Notices of Assessment), business financial statements or articles of incorporation, and bank statements.\n' +
      'If your taxable income is low because of write-offs, some lenders can use stated or adjusted income, often with a larger down payment. Because we work with 50+ lenders, a mortgage agent can match you with one that understands your business. Approval is always OAC (on approved credit).',
  },
  {
    // (ours) How lenders count income other than a base salary: an honest question, answered as one.
    id: 'income-types',
    triggers: ['overtime', 'bonus', 'commission', 'shift premium', 'part time job', 'part-time job', 'second job', 'rental income', 'tips income'],
    answer:
      'Lenders count a salaried or hourly base income in full. Overtime, bonuses and commission usually count at their average over the last two years, shown on your T4s or Notices of Assessment, and a part-time or second job once it has a steady history (often two years). Rental income can count in part.\n' +
      'Every figure on the application must be what you really earn: lenders check with your employer and the CRA. A mortgage agent can find a lender that counts your kind of income, OAC.',
  },
  {
    id: 'pre-approval',
    triggers: [
      'préapprobation',
      'pré-approbation',
      'preapprobation',
      'pre approv',
      'preapprov',
      'pre qualif',
      'prequalif',
      'rate hold',
      'hold a rate',
      'hold my rate',
      'hold the rate',
      'hold a mortgage rate',
      'lock in a rate',
      'lock a rate',
      'rate lock',
    ],
    answer:
      'A pre-approval tells you how much you may borrow and holds a rate for 90 to 120 days while you shop, so you are protected if rates rise. It usually takes 1 to 3 days once we have your documents, and there is no cost to apply.\n' +
      'A pre-approval is not a guarantee: final approval (usually 5 to 7 days) depends on verifying your documents and the property, OAC. Share your email or phone number and a mortgage agent will help you get started.',
  },
  {
    id: 'closing-costs',
    triggers: [
      'closing cost',
      // French: "frais de clôture", "frais de fermeture", "coûts de clôture".
      'frais de cloture',
      'frais de fermeture',
      'couts de cloture',
      'frais a la cloture',
      'frais de notaire',
      'closing fee',
      'cost to close',
      'costs to close',
      'land transfer',
      'legal fee',
      'lawyer',
      'title insurance',
      'home inspection',
      'appraisal',
      'extra costs',
      'hidden costs',
      'other costs',
      'upfront costs',
      'up front costs',
      'costs of buying',
      'cost of buying',
    ],
    answer:
      "Plan for closing costs of about 1.5% to 4% of the purchase price, on top of your down payment. They typically include land transfer tax (Ontario, plus Toronto's municipal tax inside Toronto), legal fees and disbursements, title insurance, a home inspection, an appraisal if the lender needs one, property tax and utility adjustments, and the provincial sales tax on any mortgage insurance premium. First-time buyers can get up to $4,000 of Ontario land transfer tax refunded.",
  },
  {
    // (ours) Home insurance is not mortgage default insurance; placed first so its words win.
    id: 'home-insurance',
    triggers: [
      'home insurance',
      'house insurance',
      'property insurance',
      'homeowner insurance',
      'homeowners insurance',
      "homeowner's insurance",
      'fire insurance',
    ],
    answer:
      'Yes: every lender asks for home (property) insurance on the home from the day you take possession, with the lender named on the policy; your lawyer checks it before closing. It is not the same as mortgage default insurance (CMHC, Sagen or Canada Guaranty), which is needed only with less than 20% down and protects the lender.\n' +
      'We do not sell home insurance: an insurance broker can quote it. A mortgage agent can tell you what your lender needs, OAC.',
  },
  {
    id: 'mortgage-insurance',
    triggers: [
      'cmhc',
      'mortgage insurance',
      'default insurance',
      'mortgage default',
      'mortgage loan insurance',
      'sagen',
      'genworth',
      'canada guaranty',
      'insured mortgage',
      'high ratio',
      'insurance premium',
      ' insurance',
    ],
    answer:
      'With less than 20% down, your mortgage needs default insurance from CMHC, Sagen or Canada Guaranty. It protects the lender, not you, but it lets you buy with as little as 5% down.\n' +
      'The premium is a percentage of the mortgage, typically 2.80% to 4.00% depending on your down payment, and is usually added to the mortgage. In Ontario the provincial sales tax on the premium is paid in cash at closing.\n' +
      'This is different from home insurance, which every lender requires, and optional mortgage life insurance. A mortgage agent can calculate the exact premium for you.',
  },
  {
    // (ours) A missed or late payment: a careful general answer that sends the visitor to their lender and an agent.
    id: 'missed-payment',
    triggers: [
      'miss a payment',
      'miss a mortgage payment',
      'miss my mortgage payment',
      'miss my payment',
      'missed a payment',
      'missed a mortgage payment',
      'missed my mortgage payment',
      'missed my payment',
      'missed payment',
      'missing a payment',
      'missing payments',
      'skipped a payment',
      'skipped my mortgage payment',
      'skipped my payment',
      'be late on my mortgage',
      'late on a mortgage payment',
      'late on my payment',
      'late payment',
      'late on my mortgage',
      'late with my mortgage',
      'behind on my mortgage',
      'behind on mortgage',
      'behind on our mortgage',
      'months behind',
      'behind on payments',
      'behind on my payments',
      'cant make my payment',
      'cant make my mortgage payment',
      'cant pay my mortgage',
      'cannot pay my mortgage',
      'unable to pay my mortgage',
      'afford my payments',
      'default on my mortgage',
      'in arrears',
      'arrears',
    ],
    answer:
      'Missing a mortgage payment is serious, but it can usually be managed if you act early. Call your lender before the payment is due, or as soon as you know you will be short: lenders would rather agree on a plan than chase a missed payment, and some can offer a payment deferral, a skipped or reduced payment, or a longer amortization.\n' +
      'A missed payment usually brings a late or NSF fee and interest on the amount owed, and a payment more than 30 days late can be reported to the credit bureaus and lower your credit score. Payments left in arrears can lead the lender to demand the whole balance and, in Ontario, to start a power of sale. Each lender and each mortgage is different, so your own mortgage terms and your lender have the exact answer.\n' +
      'A licensed mortgage agent can look at your options, such as refinancing or consolidating debts, OAC: share your email or phone number, or use our Contact page.',
  },
  {
    // (ours) Moving the mortgage to the next home, rather than breaking it.
    id: 'porting',
    triggers: ['port my', 'port the', 'porting', 'portable', 'port it', 'take my mortgage with', 'move my mortgage to', 'transfer my mortgage to'],
    answer:
      'Many mortgages, most fixed-rate ones, are portable: when you sell and buy, you can move your balance, rate and term to the new home without a prepayment penalty, usually if the new purchase closes within a set time (often 30 to 120 days) and you qualify again. If you need more money, the lender blends your rate with today\u2019s rate on the extra amount.\n' +
      'Check your own mortgage terms, since each lender sets its rules. A mortgage agent can compare porting with breaking and starting fresh, OAC.',
  },
  {
    id: 'prepayment',
    triggers: [
      'prepay',
      'pre pay',
      'lump sum',
      'extra payment',
      'double up',
      'increase my payment',
      'pay down',
      'off early',
      'mortgage early',
      'off faster',
      'off sooner',
      'penalty',
      'penalties',
      'break my mortgage',
      'breaking my mortgage',
      'break the mortgage',
      'break a mortgage',
      ' ird ',
      'interest rate differential',
    ],
    answer:
      'Most closed mortgages let you pay extra each year without a penalty. Many of our products allow up to 20% of the original amount as an annual lump sum, plus payment increases; the exact privileges vary by lender.\n' +
      "Breaking a mortgage before the term ends usually costs three months' interest on a variable mortgage, and the greater of three months' interest or the interest rate differential (IRD) on most fixed mortgages. A mortgage agent can compare prepayment privileges before you sign.",
  },
  {
    id: 'down-payment',
    triggers: [
      'down payment',
      'downpayment',
      'down paym',
      'minimum down',
      'how much down',
      'how much do i need down',
      'need down',
      'need to put down',
      '0 down',
      'zero down',
      'nothing down',
      'no money down',
      'put down',
      'putting down',
      '% down',
      'k down',
      'deposit',
      'how much do i need to save',
      'how much should i save',
      'save for a home',
      'save for a house',
    ],
    answer:
      'The minimum down payment depends on the purchase price:\n' +
      '• 5% of the first $500,000\n' +
      '• 10% of the portion from $500,000 up to $1,500,000\n' +
      '• 20% for homes of $1,500,000 or more\n' +
      'For example, a $650,000 home needs at least $40,000 down ($25,000 + $15,000). With less than 20% down you will need mortgage default insurance; with 20% or more you avoid it. Rental properties usually need at least 20% down.',
  },
  {
    id: 'renewal',
    triggers: [
      'renew',
      'renouvel',
      'echeance',
      'maturity',
      'maturing',
      'term is ending',
      'term ends',
      'term ending',
      'end of my term',
      'switch lender',
      'switching lender',
      'transfer my mortgage',
    ],
    answer:
      "Start shopping your renewal 4 to 6 months before your term ends. Many lenders can hold a rate for you ahead of time, and your current lender's renewal offer is not always its best rate.\n" +
      'Switching lenders at renewal is often free, and since November 21, 2024 a straight switch (same amount and amortization) does not have to pass the stress test again. A mortgage agent can compare your renewal offer with 50+ lenders at no cost to most borrowers.',
  },
  {
    id: 'reverse-mortgage',
    triggers: ['reverse mortgage', 'reverse', 'chip mortgage', 'over 55', 'aged 55', '55 or older'],
    answer:
      'A reverse mortgage is for homeowners aged 55 or older. It lets you turn part of your home equity into tax-free cash with no monthly mortgage payments; the loan is repaid when you sell or move out. Interest rates are higher than on a regular mortgage, so it is worth comparing with a line of credit. A mortgage agent can explain whether it fits your plans.',
  },
  {
    id: 'refinancing',
    triggers: ['refinanc', ' refi ', 'equity', 'cash out', 'take out money', 'heloc', 'line of credit', 'second mortgage', 'consolidat'],
    answer:
      "Refinancing replaces your mortgage with a new one, usually to access home equity, consolidate higher-interest debt or change your terms. You can generally borrow up to 80% of your home's appraised value.\n" +
      'Costs can include a prepayment penalty if you are mid-term, plus legal and appraisal fees, so it often makes sense near renewal. A home equity line of credit (HELOC) or a second mortgage are alternatives. A mortgage agent can compare the options for you, OAC.',
  },
  {
    id: 'credit-score',
    triggers: ['credit', 'pointage', 'cote de credit', 'dossier de credit', 'beacon', 'fico', 'bankrupt', 'consumer proposal', 'collections'],
    answer:
      'Lenders prefer a credit score of 650 or higher for the best rates and terms. With less than 20% down, the mortgage insurers (CMHC, Sagen, Canada Guaranty) need at least one borrower with a score of 600 or more. Pay bills on time, keep credit card balances below about 30% of their limits and avoid new credit applications before you apply.\n' +
      'A lower score, a past consumer proposal or bankruptcy does not always mean no: alternative lenders may still help, usually at a higher rate. A mortgage agent can review your options, OAC.',
  },
  {
    id: 'fixed-vs-variable',
    triggers: [
      'fixed or variable',
      'variable or fixed',
      'fixed vs',
      'variable vs',
      'fixed versus',
      'variable versus',
      'difference between fixed',
      'difference between variable',
      'difference between a fixed',
      'difference between a variable',
      'should i go fixed',
      'should i go variable',
      'should i choose fixed',
      'should i choose variable',
      'should i get a fixed',
      'should i get a variable',
      'adjustable',
      'what is a variable',
      'what is a fixed',
      'how does a variable',
      ' prime',
    ],
    answer:
      "A fixed rate stays the same for your whole term, so your payment is predictable. A variable rate moves with your lender's prime rate, which follows the Bank of Canada: you benefit when rates fall but pay more when they rise (an adjustable-rate mortgage changes the payment itself).\n" +
      'Variable mortgages usually have a smaller penalty to break (3 months\' interest). The right choice depends on your budget and comfort with risk. Ask "What are today\'s rates?" to see our current fixed and variable rates.',
  },
  {
    id: 'amortization',
    triggers: [
      'amortiz',
      'amortis',
      '30 year mortgage',
      '30 year amort',
      '25 year amort',
      '35 year',
      'how long to pay off',
      'how many years',
      'pay off my mortgage',
      'length of my mortgage',
      'how long is a mortgage',
    ],
    answer:
      'The amortization is the total time to pay off your mortgage; the term (often 1 to 10 years) is how long your rate and conditions last.\n' +
      '• With less than 20% down (insured), the maximum is 25 years, or 30 years for first-time buyers and buyers of newly built homes (since December 15, 2024).\n' +
      '• With 20% or more down, most lenders offer up to 30 years.\n' +
      'A longer amortization lowers your payment but increases the total interest you pay.',
  },
  {
    id: 'approval-timelines',
    triggers: [
      'how long does it take',
      // French: "combien de temps", "quel délai", "en combien de jours".
      'combien de temps',
      'quel delai',
      'quels delais',
      'combien de jours',
      'combien de semaines',
      'how long will it take',
      'how long does approval',
      'how long does the process',
      'how long does closing',
      'how long to get',
      'how long to close',
      'how long until',
      'timeline',
      'time frame',
      'timeframe',
      'how quickly',
      'how fast',
      'how soon',
      'final approval',
      'closing date',
      'days to close',
      'weeks to close',
      'approval process',
      // The same timing asked from the buyer's side: the offer, the firm deal, the keys (ADR 37).
      'accepted offer',
      'offer accepted',
      'offer was accepted',
      'offer got accepted',
      'firm offer',
      'firm deal',
      'went firm',
      'the keys',
      'my keys',
      'our keys',
      'how long from',
      'how long before',
      'how long between',
      'how long after',
      'how long for',
      'how long do',
      'how long is closing',
      'how long is the closing',
      'how many days',
      'how many weeks',
      'approval take',
      'approval usually take',
      'combien de temps',
    ],
    answer:
      'Typical timelines:\n' +
      '• Pre-approval: 1 to 3 days once we have your documents\n' +
      '• Final approval: 5 to 7 days after your offer is accepted\n' +
      '• Closing: 2 to 4 weeks\n' +
      'Sending complete documents early is the best way to keep things moving. A mortgage agent will keep you updated at each step.',
  },
  {
    id: 'investment-property',
    triggers: ['investment', 'investor', 'rental', 'rent out', 'income property'],
    answer:
      'Rental and investment properties usually need at least 20% down, unless you live in one unit of a 2- to 4-unit home, which can qualify with less. Lenders often count part of the expected rent toward your income. Rates and rules vary by lender, so a mortgage agent can find the best fit, OAC.',
  },
  {
    id: 'broker-fees',
    triggers: [
      ' fee ',
      ' fees ',
      ' charge',
      'cost to use',
      'cost me to use',
      'pay you',
      'how do you get paid',
      'how are you paid',
      'how do brokers get paid',
      'how do you make money',
      'broker commission',
      'whats a broker',
      'whats a mortgage broker',
      'what is a broker',
      'what is a mortgage broker',
      'what does a broker',
      'what does a mortgage broker',
      'why use a broker',
      'why should i use a broker',
      'broker or bank',
      'bank or broker',
      'broker vs',
      'bank vs',
      'better than a bank',
      'better than my bank',
      'is it free',
      'use a broker',
      'pay anything',
      'cost anything',
    ],
    answer:
      'For most borrowers, using our brokerage costs nothing: the lender pays the broker when your mortgage closes. In rare cases, such as some private or alternative lending, there can be a fee, and it is always disclosed in writing before you commit.\n' +
      'Because we work with 50+ lenders instead of one bank, we can compare rates and terms for you and handle the paperwork. We are a licensed Ontario brokerage (licence 10530).',
  },
  {
    id: 'become-agent',
    triggers: [
      'become an agent',
      'become a mortgage agent',
      'become a broker',
      'become a mortgage broker',
      'join your team',
      'work for you',
      'career',
      'hiring',
      'level 1',
      'level 2',
    ],
    answer:
      'We would love to hear from you! Level 1 mortgage agents need no experience; Level 2 needs Level 1 plus 12 months of experience; a broker needs at least 24 months as a Level 2 agent plus the provincial broker education program. Apply on our Become an Agent page and our team will be in touch.',
  },
  {
    id: 'affordability',
    triggers: [
      'afford',
      'how much can i borrow',
      'how much can i get',
      'how much mortgage can i',
      'how much house',
      'qualify for',
      'borrowing power',
      'max mortgage',
      'maximum mortgage',
    ],
    answer:
      'How much you can borrow depends on your income, debts, down payment and the stress test. As a rule of thumb, housing costs should stay within about 32% of your gross monthly income, and all debt payments within about 40%. Try our affordability calculator for an estimate, then a mortgage agent can confirm what you qualify for with a pre-approval, OAC.',
  },
  {
    id: 'payment-calculator',
    triggers: ['calculator', 'calculate', 'monthly payment', 'my payment', 'payment be', 'payments be', 'mortgage payment'],
    answer:
      'Our payment calculator shows your payment for any amount, rate, amortization and payment frequency, including bi-weekly and accelerated options. Accelerated bi-weekly or weekly payments pay your mortgage off faster. A mortgage agent can also prepare exact numbers for you.',
  },
  {
    id: 'agent',
    triggers: [
      ' agent',
      'broker',
      'human',
      'real person',
      'someone',
      'speak to',
      'speak with',
      'talk to',
      'talk with',
      'call me',
      'call back',
      'callback',
      'contact',
      'reach you',
      'phone number',
      'appointment',
      'book a',
      'consultation',
      'representative',
    ],
    answer:
      'I would be happy to connect you with a licensed mortgage agent. Share your name and your email or phone number here and an agent will reach out. You can also use our Contact page or Find An Agent page.',
  },
  {
    id: 'mortgage-general',
    triggers: ['mortgage', 'home loan', 'buy a home', 'buying a home', 'buy a house', 'buying a house', 'purchase a home'],
    answer:
      "We are a licensed Ontario mortgage brokerage (licence 10530) working with 50+ lenders to find the right mortgage for buyers, owners and investors. I can help with today's rates, down payments, pre-approval, closing costs, renewals, refinancing and more. What would you like to know? For personal advice, a licensed mortgage agent can help at no cost to most borrowers.",
  },
  {
    id: 'thanks',
    triggers: ['thank', 'thx', ' ty ', 'appreciate', 'cheers', 'helpful'],
    answer: "You're welcome! If anything else comes up, just ask. If you would like a mortgage agent to follow up, leave your email or phone number.",
  },
  {
    id: 'goodbye',
    triggers: [' bye', 'goodbye', 'see you', 'thats all', 'that is all'],
    answer: 'Thanks for chatting! Come back any time, and good luck with your home plans.',
  },
  {
    id: 'greeting',
    triggers: [' hi ', ' hello', ' hey', ' hiya', 'good morning', 'good afternoon', 'good evening', 'greetings', 'howdy', ' bonjour', ' yo '],
    answer:
      "Hello! I can share today's rates, explain down payments, mortgage insurance, closing costs, pre-approval, renewals and more, or connect you with a licensed mortgage agent. What would you like to know?",
  },
];
