import type { FrequencyId } from '../../../src/lib/calc/payment-options';
import type { ProvinceCode } from '../../../src/lib/provinces';
import { minimumDownPayment } from '../../../src/lib/calc/down-payment';
import { bindHousingCosts } from './bind-labels';
import { readPlace } from './read-place';
import { type Quantity, recogniseNumbers } from './recognise-numbers';

/**
 * What a visitor's message says about their numbers, as named inputs. The numbers come from the recogniser
 * (recognise-numbers.ts); this file only decides which input each one is, from the words around it (ADR 37).
 */
export interface ChatInputs {
  /** A mortgage amount the visitor names ("625k mortgage", "if I borrow 1.1 million"). */
  loanAmount?: number;
  /** What is still owed on an existing mortgage ("350k left", "balance 288k"). */
  balance?: number;
  price?: number;
  downAmount?: number;
  downPercent?: number;
  /** "with the minimum down": the down payment is the price's minimum, said in words (`downAmount` holds it). */
  downIsMinimum?: boolean;
  /** A large amount with no word saying what it is: the topic decides (price, mortgage or balance). */
  amount?: number;
  /** The contract rate, in percent. */
  rate?: number;
  /** A second rate to compare the payment at ("4.89 vs 4.39 on 600k"). */
  rateAlt?: number;
  postedRateAtSigning?: number;
  /** The lender's posted rate today for the term left ("their posted 2 yr rate now is 5.24"): never replaced by ours. */
  postedRateToday?: number;
  /** The lender's rate today for the term left, not said to be posted ("lenders 2 yr rate is 4.19 now"): the IRD's comparison rate. */
  lenderRateToday?: number;
  /** A rate waited for ("when 5yr fixed drops under 4%"): a rate alert's threshold, never the visitor's rate. */
  alertRate?: number;
  amortizationYears?: number;
  /** A second amortization to compare the payment over ("20 years instead of 25"). */
  amortizationYearsAlt?: number;
  /** The most the visitor wants to pay each period ("keep the payment at 4k a month"), paid at `frequency`. */
  paymentBudget?: number;
  termYears?: number;
  monthsRemaining?: number;
  frequency?: FrequencyId;
  incomes?: number[];
  incomeMonthly?: number;
  debtsMonthly?: number;
  /** Rent paid today ("pay 1800 rent", "rent is 2400 a month"): it stops when one buys, so it is never a debt. */
  rentMonthly?: number;
  /** Gross rent received from part of the home ("rent out our basement for 1500", "tenant pays us 1,200"), a month. */
  rentalIncomeMonthly?: number;
  propertyTaxAnnual?: number;
  heatingMonthly?: number;
  condoFeesMonthly?: number;
  firstTimeBuyer?: boolean;
  newBuild?: boolean;
  inToronto?: boolean;
  /** The province a place named fixes (read-place.ts); absent means Ontario, as before provinces existed. */
  province?: ProvinceCode;
  inMontreal?: boolean;
  /** Halifax named: Nova Scotia's default deed transfer rate is Halifax's. */
  inHalifax?: boolean;
  rateType?: 'fixed' | 'variable';
  mortgageType?: 'insured' | 'conventional' | 'refinance';
  bigBank?: boolean;
}

const WINDOW = 45;
const YEARS_AFTER = /^\s*-?\s*(?:years?|yrs?|ans?|y)\b/i;
const MONTHS_AFTER = /^\s*-?\s*(?:months?|mos?|mois)\b/i;
const PER_MONTH_AFTER =
  /^\s*\$?\s*(?:\/\s*m(?:o(?:nth)?)?\b|a month|per month|monthly(?!\s*(?:payments?|pmt|mortgage|cost))|each month|every month|par mois|mo\b)/i;
const PER_YEAR_AFTER = /^\s*\$?\s*(?:\/\s*y(?:(?:ea)?r)?\b|a year|per year|annually|yearly|per annum|par an(?:née)?)/i;
/** "4800 a month take home", "6k/month after tax": a monthly income named after the amount. */
const INCOME_AFTER_MONTHLY = /^\s*\$?\s*(?:\/\s*mo(?:nth)?|a month|per month|monthly)\s*(?:take[ -]?home|net|gross|income|salary|after tax|pay\b)/i;
const MONTHLY_INCOME_BEFORE =
  /(?:\b(?:monthly|per month|a month|each month|mensuel(?:le)?|par mois)\s+(?:gross\s+|net\s+|household\s+|family\s+)?(?:income|salary|pay|take[ -]?home|earnings|revenus?|salaire)|\b(?:income|salary|pay|take[ -]?home|earnings|revenus?|salaire)\s+(?:per|a|each|every|by the)\s+month|\b(?:make|earn|gross|bring in|take home|net)\s+(?:monthly|per month|a month|each month)|\b(?:revenus?|salaire)\s+(?:mensuel(?:le)?s?|par mois))(?:\s+(?:is|are|of|about|around|roughly|approx\.?|approximately|before tax(?:es)?|after tax(?:es)?|gross|net|est|de|d'environ|environ|avant impôts?))*\s*:?\s*\$?\s*$/i;
/** The other earner, named right before a monthly amount: "my girlfriend 5000 a month", "and she brings in 4k/mo". */
const SECOND_EARNER_BEFORE =
  /\b(?:wife|husband|partner|spouse|girlfriend|boyfriend|gf|bf|fianc[eé]e?|co-?borrower|co-?signer|hubby|she|he|her|his)(?:\s+(?:makes?|earns?|brings? in|gets?|takes? home|is at|does|has|about|around|another))*\s*:?\s*\$?\s*$/i;
const DEBT_WORDS = /\b(?:car|auto|truck|student|loans?|debts?|credit(?! union)|line of credit|loc|lease|payments? (?:of|is)|visa|card|alimony|support)\b/i;
const INCOME_BEFORE =
  /(?:\bmake|\bmakes|\bmaking|\bearn|\bearns|\bearning|\bincomes?|\bsalary|\bsalaries|\bbring (?:in|home)|\bbrings (?:in|home)|\btake home|\bgross|\brevenus?(?: (?:familial|du ménage|annuel|combiné))?|\bsalaires?|\bgagn(?:e|es|ons|ez|ent|er|ant)|\bfais(?:ons)?)(?:\s+(?:is|are|of|about|around|like|roughly|approx\.?|approximately|just|only|est|sont|de|d'environ|environ|chacun|chacune))*\s*:?\s*\$?\s*$/i;
const INCOME_AFTER =
  /^\s*\$?\s*(?:k\b)?\s*(?:a year|per year|annually|yearly|\/\s*y(?:ea)?r|income|salary|household income|combined|declared|gross|each|revenu|chacun|chacune|par an(?:née)?|annuellement|brut)/i;
const DOWN_AFTER =
  /^\s*(?:%|percent|per ?cent)?\s*\$?\s*(?:dollars?\s+)?(?:(?:is\s+)?(?:enough|plenty)\s+(?:for\s+(?:a|the|my|our)\s+)?)?(?:down\b(?!\s*payment\s+(?:of|is)\b)(?!\s*(?:payment\s*)?(?:of\s*|is\s*|:\s*)?\$?\d[\d,. ]*(?:k\b|m\b|thousand|million|\d{3}))|as (?:a |my |the |our )?down|for (?:a |my |the |our )?down|(?:in |of )?(?:down ?payment|downpayment)\b|de mise de fonds|mise de fonds|saved|in savings|set aside|put aside|deposit)/i;
const DOWN_BEFORE =
  /(?:down ?payments?|downpayment|downpaymnt|deposit|put(?:ting)?(?: down)?|(?<!(?:min|minimum|lowest|smallest|least|much)\s)\bdown|mise de fonds(?: de)?|saved(?: up)?|savings(?: of)?|have)(?:\s+(?:of|is|will be|would be|about|around|only|just|like))*\s*:?\s*\$?\s*$/i;
const PRICE_AFTER =
  /^\s*\$?\s*(?:dollars?\s+)?(?!household)(?:home|house|condo|townho|semi|detached|property|place|purchase|cottage|bungalow|duplex|maison|propriété|resale|new build|pre-?construction)/i;
const PRICE_BEFORE =
  /(?:\bhome|\bhouse|\bprice|\bpriced|\bworth|\bcosts?|\bbuy|\bbuying|\bpurchase|\bpurchasing|\blisted(?: at)?|\bmaison de|\bachat de|\bvalued|\b(?:condo|propriété|maison|logement|chalet|jumelé|duplex|unifamiliale|prix|valeur|coûte|coûtant|achète|acheter)\s+(?:de|d'une valeur de|à|au prix de|évalué(?:e)? à)?)(?:\s+(?:at|of|for|is|around|about|exactly))*\s*:?\s*\$?\s*$/i;
const LOAN_AFTER = /^\s*\$?\s*(?:dollars?\s+)?(?:mortgage|loan|prêt|hypoth[eè]que|mtg)/i;
const LOAN_BEFORE =
  /(?:mortgage|loan|borrow(?:ing)?|loan'?s|prêt(?: hypothécaire)?(?: de)?|mortgage (?:will|would) be|mtg)(?:\s+(?:of|is|be|about|around|for|amount|would be|will be|roughly))*\s*:?\s*\$?\s*$/i;
const BALANCE_AFTER = /^\s*\$?\s*(?:left|owing|owed|remaining|outstanding|balance)/i;
const BALANCE_BEFORE = /(?:balance|\bowing|\bowe|left on|remaining on)(?:\s+(?:of|is|about|around))*\s*:?\s*\$?\s*$/i;
const RATE_BEFORE =
  /(?:\bat|@|\brate|\brates|\binterest|\boffer(?:ed|ing)?(?: me)?|\bqualify(?:ing)?(?: rate)?(?: for| at)?|\bfor|\bis|\bà|\btaux(?: de)?|\bcontract rate|\bgot)(?:\s+(?:of|is|was|at|about|around))*\s*:?\s*$/i;
const POSTED_BEFORE = /posted(?:\s+rate)?(?:\s+(?:was|is|of|at))*\s*:?\s*$/i;
const POSTED_AFTER = /^\s*%?\s*(?:posted|when (?:i|we) signed|at signing)/i;
/** "posted" earlier in the same clause ("posted at signing was 6.3", "their posted 2 yr rate now is 5.24"). */
const POSTED_IN_CLAUSE = /\bposted\b|\baffiché/i;
/** A posted rate said to be the one at signing. */
const AT_SIGNING = /\bsign|\bwas\b|\boriginal|\bback then|\bat the time|\bwhen (?:i|we) (?:got|took)/i;
/** "their 2 yr posted is", "bank's 1 year posted rate is": a short term's posted rate, in the present. */
const POSTED_FOR_TERM_NOW = /\b(?:[1-4]|one|two|three|four)\s*-?\s*(?:yr|year)s?\s+(?:fixed\s+)?posted(?:\s+rate)?\s+(?:is|=|:|at|now)\s*$/i;
/** Words that make a posted rate today's, for the term left, rather than the one at signing. */
const POSTED_TODAY =
  /\b(?:now|today|todays|today's|current(?:ly)?|right now|these days|nowadays|at the moment|presently|actuel(?:le)?|aujourd'hui|maintenant)\b/i;
const TERM_AFTER = /^\s*-?\s*(?:years?|yrs?|ans?|y)\s*-?\s*(?:fixed|variable|term|closed|open|fixe|variable|arm|vrm)\b/i;
const AMORTIZATION_NEAR = /amorti[sz]|\bam\b|\bamort\b/i;
const REMAINING_AFTER = /^\s*-?\s*(?:years?|yrs?|months?|mos?)\s*(?:left|remaining|to go|remain|early|before|of the term left)/i;
const SPREAD_BEFORE = /prime\s*(?:minus|-|plus|\+)\s*$/i;

/** "instead of 25", "vs 30", "or 25": the other side of a comparison. */
const COMPARED_BEFORE = /\b(?:instead of|vs\.?|versus|compared (?:to|with)|or|rather than)\s*$/i;
/** "25 vs 30 years", "25 or 30 yr amortization": the first of two amortizations, its unit said after the second. */
const AMORTIZATION_COMPARED_AFTER = /^\s*(?:vs\.?|versus|or|and|&|\/|instead of|compared to|rather than)\s*\d{1,2}\s*-?\s*(?:years?|yrs?|ans)\b/i;
/** Payment words just before the amount: "payment at", "payments of max", "budget of", "afford". */
const BUDGET_BEFORE =
  /\b(?:payments?|pmts?|budget(?:ed)?|afford|comfortable (?:with|paying)|spend(?:ing)?|handle|can do|pay(?:ing)?)(?:\s+(?:at|of|is|be|to|around|about|under|below|max(?:imum)?|at most|no more than|less than|up to|capped at|like|roughly|only|just|a|an))*\s*:?\s*\$?\s*$/i;
/** Payment words just after the amount: "3500 payment", "4k/month mortgage payment", "2k biweekly". */
const BUDGET_AFTER =
  /^\s*\$?\s*(?:dollars?\s+)?(?:(?:a|per|\/)\s*mo(?:nth)?\b|monthly|bi-?weekly|semi-?monthly|weekly|every (?:two|2|other) weeks|a week|per week)?\s*(?:max(?:imum)?\s+)?(?:mortgage\s+)?(?:payments?|pmts?)\b/i;
/** "2k biweekly", "4k a month max": an amount paid each period, a budget when nothing says it is income or a cost. */
const PERIOD_AFTER = /^\s*\$?\s*(?:(?:a|per|\/)\s*mo(?:nth)?\b|monthly|bi-?weekly|semi-?monthly|weekly|every (?:two|2|other) weeks)/i;
/** A debt's or rent's payment is not the mortgage budget. */
const NOT_BUDGET =
  /\b(?:car|auto|truck|student|(?:personal|payday) loans?|loan payments?|lease|visa|cards?|credit|loc|alimony|(?:child|spousal) support|debts?|rent|condo fees?|fees|tax(?:es)?|heat(?:ing)?|insurance|make|makes|making|earn|earns|income|salary|bring|take home|gross|net|current(?:ly)?|existing|old|renew\w*)\b/i;

function isPaymentBudget(before: string, after: string, clauseBefore: string, clauseAfter: string): boolean {
  if (NOT_BUDGET.test(clauseBefore) || NOT_BUDGET.test(clauseAfter.slice(0, 35))) return false;
  if (BUDGET_BEFORE.test(before) || BUDGET_AFTER.test(after)) return true;
  // A bare per-period amount counts only beside a word for the mortgage's payment or a budget.
  return (
    PERIOD_AFTER.test(after) &&
    /\b(?:payments?|pmts?|budget|afford|max(?:imum)?|at most|keep|borrow|carry|support|handle|mortgage|loan)\b/i.test(`${clauseBefore} ${clauseAfter}`)
  );
}

const MINIMUM_DOWN_STATED =
  /(?:\b(?:with|putting|put|using|going with|paying|at|doing)\s+(?:just\s+|only\s+)?(?:the\s+)?|[,;:]\s*)(?:bare\s+|absolute\s+)?(?:min(?:imum)?|lowest|least|smallest)\s+(?:down(?:\s*payment)?|deposit)\b(?!\s*(?:for|on|required|needed|allowed|possible|is|would|will|do|does|can)\b)/i;
const MINIMUM_DOWN_ASKED =
  /^\W*(?:the\s+)?(?:min(?:imum)?|lowest|least|smallest)\s+(?:down|deposit)|\b(?:what(?:'|\u2019)?s|what is|what are|how much is|how much|how low is|quel(?:le)?(?: est)?)\s+(?:(?:the|my|a|our|la)\s+)?(?:min(?:imum)?|lowest|least|smallest)\s+(?:down|deposit)/i;

/** "rent is", "rent of", "paying rent at", "rent:" right before the amount. */
const RENT_BEFORE = /\b(?:rent|renting|loyer)(?:\s+(?:is|of|at|costs?|currently|right now|now|about|around|roughly|~|=|for|paid))*\s*:?\s*\$?\s*$/i;
/** "1800 rent", "2,400 a month in rent", "1900/mo for rent", "1500 de loyer" right after the amount. */
const RENT_AFTER =
  /^\s*\$?\s*(?:dollars?\s+)?(?:(?:a|per|\/)\s*mo(?:nth)?\b|monthly|a month)?\s*(?:(?:in|for|on|of|de)\s+)?(?:rent|loyer)\b(?!\s*(?:out|al|ed\s+out))/i;
/** Rent received, not paid: "rent out", "rental income", "tenant pays". */
const RENT_RECEIVED = /\brent(?:s|ing)?\s+(?:it\s+|the\s+\w+\s+)?out\b|\brental\b|\btenants?\b|\brent\s+(?:income|received|revenue)/i;

/**
 * Rent received from part of the home, said before the amount ("we rent out our basement for", "tenant pays us",
 * "basement apartment brings in", "collect … in rent") or right after it ("1300 a month rental income").
 */
const RENT_RECEIVED_NEAR = new RegExp(
  [
    String.raw`\brent(?:s|ed|ing)?\s+(?:it\s+|(?:the|our|my|a|an)\s+(?:\w+\s+){0,2})?out\b`,
    String.raw`\brental\b(?!\s+(?:property|properties|home|house|condo|unit|building|place|investment|mortgage|rates?))`,
    String.raw`\b(?:tenants?|renters?|roommates?|boarders?|lodgers?|locataires?)\b`,
    String.raw`\brent\s+(?:income|received|revenue)`,
    String.raw`\b(?:collect|collects|collecting|receive|receives|receiving|charge|charges|charging)\b[^,;.!?]{0,20}\b(?:rent|loyer)\b`,
    String.raw`\b(?:basement|lower|upper|in-law|granny|secondary)\s+(?:apartment|apt|suite|unit|flat)\b[^,;.!?\d]{0,15}\b(?:brings? in|earns?|makes?|rents? for|gets?|pays?)\b`,
    String.raw`\bloyers?\s+(?:re[çc]us?|per[çc]us?)`,
  ].join('|'),
  'i',
);

/** Only the words between the amount and the nearest other number count: "80k plus 1300 rental" binds 1300, not 80k. */
function isRentReceived(clauseBefore: string, clauseAfter: string): boolean {
  const near = `${clauseBefore.split(/\d/).at(-1) ?? ''}   ${clauseAfter.slice(0, 35).split(/\d/)[0] ?? ''}`;
  return RENT_RECEIVED_NEAR.test(near);
}

function isRentPaid(clauseBefore: string, clauseAfter: string): boolean {
  if (RENT_RECEIVED.test(`${clauseBefore} ${clauseAfter.slice(0, 30)}`)) return false;
  return RENT_BEFORE.test(clauseBefore) || RENT_AFTER.test(clauseAfter);
}

/** The lender's (or "their", "the bank's") rate, or today's rate once the visitor's own is read. */
const LENDER_NAMED = /\b(?:lenders?'?s?|banks?'?s?|they|their|theyre|they're|them|credit union'?s?|cu'?s?)\b/i;
const TODAYS_RATE = /\b(?:today'?s|todays|current|going)\s+(?:\d+\s*-?\s*(?:yr|year)s?\s+)?(?:\w+\s+)?rate\b/i;
/** "for a similar term", "for the remaining term", "for the rest of my term", "on a comparable term": the term left. */
const TERM_LEFT =
  /\b(?:for|on|over)\s+(?:a|the|my|our)?\s*(?:similar|same|remaining|comparable|equivalent|matching|shorter)\s+(?:\w+\s+)?(?:term|length|period)\b|\b(?:for|over)\s+the\s+(?:rest|remainder|balance)\s+of\s+(?:the|my|our)\s+term\b|\bfor\s+(?:the\s+)?(?:term|time|months|years)\s+(?:left|remaining)\b/i;
const OWN_RATE = /\b(?:i'?m|im|i am|we'?re|we are|i have|we have|i got|we got|locked|signed|my (?:current )?rate|our (?:current )?rate)\b/i;

/**
 * "lenders 2 yr rate is 4.19 now", "the bank's current rate for 2 years is 4.2": the rate the lender compares the
 * visitor's with when they break the mortgage. Said with a word for today, and naming the lender or after the
 * visitor's own rate, so a rate the visitor calls their own is never taken for it.
 */
function isLenderRateToday(clauseBefore: string, clauseAfter: string, ownRateRead: boolean): boolean {
  if (OWN_RATE.test(clauseBefore)) return false;
  // "they're offering 4.09 for a similar term", "the rate for the remaining term is 4.2": a rate for the term left
  // is today's, the comparison rate, whether or not "now" is said (ADR 37).
  const forTermLeft = TERM_LEFT.test(clauseAfter.slice(0, 40)) || TERM_LEFT.test(clauseBefore);
  if (!forTermLeft && !POSTED_TODAY.test(`${clauseBefore} ${clauseAfter.slice(0, 20)}`)) return false;
  // Named with the lender, it is the lender's whatever the topic: outside a penalty question it stands for the rate (understand.ts).
  if (LENDER_NAMED.test(clauseBefore)) return true;
  return ownRateRead && (TODAYS_RATE.test(clauseBefore) || forTermLeft);
}

/** A bare whole number an amortization could be (5 to 40 years): no dollar sign, no percent. */
const amortizationLike = (q: Quantity) => !q.money && !q.percent && Number.isInteger(q.value) && q.value >= 5 && q.value <= 40;

/** Reads every input the message states. Nothing is defaulted here: a missing input stays undefined. */
export function readInputs(text: string): ChatInputs {
  const inputs: ChatInputs = {};
  const quantities = recogniseNumbers(text);
  const before = (q: Quantity) => text.slice(Math.max(0, q.start - WINDOW), q.start);
  const after = (q: Quantity) => text.slice(q.end, q.end + WINDOW);
  const incomes: number[] = [];
  let lastIncome: Quantity | undefined;
  /** A posted rate read as the one at signing only for want of another reading. */
  let postedUnsure: number | undefined;
  // Property tax, heating and condo fees are bound to their labels first, so no other reading takes their amounts.
  const housing = bindHousingCosts(text, quantities);
  for (const bound of housing) {
    if (bound.cost === 'propertyTax') inputs.propertyTaxAnnual = bound.value;
    else if (bound.cost === 'heating') inputs.heatingMonthly = bound.value;
    else inputs.condoFeesMonthly = (inputs.condoFeesMonthly ?? 0) + bound.value;
  }
  const boundQuantities = new Set(housing.map((b) => b.quantity));

  /** A second amortization ("20 years instead of 25") is kept for a comparison, never in place of the first. */
  const setAmortization = (years: number) => {
    if (inputs.amortizationYears === undefined) inputs.amortizationYears = years;
    else if (years !== inputs.amortizationYears) inputs.amortizationYearsAlt ??= years;
  };

  /** A second monthly income ("i make 7500 a month, my girlfriend 5000 a month") joins the first as two incomes. */
  const addMonthlyIncome = (value: number) => {
    if (inputs.incomeMonthly !== undefined) {
      incomes.push(inputs.incomeMonthly * 12, value * 12);
      delete inputs.incomeMonthly;
    } else if (incomes.length > 0) incomes.push(value * 12);
    else inputs.incomeMonthly = value;
  };

  for (const q of quantities) {
    if (boundQuantities.has(q)) continue;
    const b = before(q);
    const a = after(q);
    const clauseBefore = b.split(/[,;.!?]|\band\b/i).at(-1) ?? b;
    const clauseAfter = a.split(/[,;.!?]|\band\b/i)[0] ?? a;

    if (SPREAD_BEFORE.test(b)) continue;
    // A phone number's parts are not amounts.
    if (/\d[\s.-]*$/.test(b) && /^[\s.-]*\d/.test(a) && !q.money) continue;

    // Durations first: "30 yr amortization", "3 years left", "18 months remaining", "5 year fixed".
    if (!q.money && !q.percent && (YEARS_AFTER.test(a) || MONTHS_AFTER.test(a))) {
      const months = MONTHS_AFTER.test(a);
      if (REMAINING_AFTER.test(a) || /\b(?:left|remaining|to go)\b/i.test(clauseAfter.slice(0, 25))) {
        if (!/interest/i.test(clauseAfter)) inputs.monthsRemaining ??= Math.round(months ? q.value : q.value * 12);
        continue;
      }
      if (months) continue;
      if (
        TERM_AFTER.test(a) ||
        /\bterm\b/i.test(clauseAfter.slice(0, 20)) ||
        /\bterm\s*(?:of|is)?\s*$/i.test(b) ||
        (POSTED_IN_CLAUSE.test(clauseBefore) && q.value <= 10)
      ) {
        inputs.termYears ??= q.value;
        continue;
      }
      if (
        AMORTIZATION_NEAR.test(clauseAfter.slice(0, 25)) ||
        AMORTIZATION_NEAR.test(clauseBefore) ||
        /\b(?:over|sur|for|amortized over)\s*$/i.test(b) ||
        q.value > 10
      ) {
        setAmortization(q.value);
        continue;
      }
      inputs.termYears ??= q.value;
      continue;
    }
    // "over 30 at 4.39": a bare whole number after "over" is the amortization.
    if (amortizationLike(q) && /(?:\bover|\b(?:amorti[sz]\w*|amort|am)(?:\s+(?:of|over|is|at|sur|de))?\s*:?)\s*$/i.test(b)) {
      setAmortization(q.value);
      continue;
    }
    // "20 years instead of 25", "25 or 30 yr amortization": a bare whole number beside an amortization is the other one.
    if (amortizationLike(q) && ((inputs.amortizationYears !== undefined && COMPARED_BEFORE.test(b)) || AMORTIZATION_COMPARED_AFTER.test(a))) {
      setAmortization(q.value);
      continue;
    }
    // "we rent out our basement for 1500 a month", "tenant pays us 1,200": rent received is income, never a debt (ADR 37).
    const perYear = PER_YEAR_AFTER.test(a);
    if (!q.percent && q.value >= 100 && (q.value < 10_000 || (perYear && q.value < 200_000)) && isRentReceived(clauseBefore, clauseAfter)) {
      inputs.rentalIncomeMonthly = (inputs.rentalIncomeMonthly ?? 0) + (perYear ? Math.round(q.value / 12) : q.value);
      continue;
    }
    // "pay 1800 rent", "our rent is 2,400 a month", "1900/mo in rent": rent ends when one buys, so it is neither a debt
    // nor an income for the ratios (ADR 37). Rent received ("rent out the basement", "rental income") is not this.
    if (!q.percent && q.value >= 200 && q.value < 20_000 && isRentPaid(clauseBefore, clauseAfter)) {
      inputs.rentMonthly ??= PER_YEAR_AFTER.test(a) ? Math.round(q.value / 12) : q.value;
      continue;
    }
    // "keep the mortgage payment at 4k a month max", "a 3500 payment", "2k biweekly": what the visitor wants to pay.
    if (!q.percent && q.value >= 300 && q.value < 25_000 && isPaymentBudget(b, a, clauseBefore, clauseAfter)) {
      inputs.paymentBudget ??= q.value;
      continue;
    }

    // "monthly income is 9,500 before tax", "take home per month: 6,200": a monthly income named before the amount.
    if (!q.percent && q.value >= 500 && q.value < 100_000 && MONTHLY_INCOME_BEFORE.test(clauseBefore)) {
      addMonthlyIncome(q.value);
      continue;
    }
    // "5.09 fixed with a credit union": a bare decimal of a rate's size is a rate, never a debt payment.
    const bareRate = !q.money && !q.percent && !Number.isInteger(q.value) && q.value >= 0.5 && q.value <= 15;
    // Money per month or per year: incomes, debts, fees, taxes.
    if (PER_MONTH_AFTER.test(a) || (DEBT_WORDS.test(clauseBefore) && !q.percent && !bareRate && q.value < 10_000 && !/rate/i.test(clauseBefore))) {
      const context = `${clauseBefore} ${clauseAfter}`;
      if (
        INCOME_BEFORE.test(b) ||
        /\b(?:make|making|earn|bring|take home|income|salary|gross|paid|net pay|revenu|salaire|gagn)/i.test(clauseBefore) ||
        INCOME_AFTER_MONTHLY.test(a) ||
        (SECOND_EARNER_BEFORE.test(clauseBefore) && !DEBT_WORDS.test(clauseBefore) && (inputs.incomeMonthly !== undefined || incomes.length > 0))
      ) {
        addMonthlyIncome(q.value);
      } else if (/condo|strata|maintenance|fees?\b/i.test(context)) inputs.condoFeesMonthly = (inputs.condoFeesMonthly ?? 0) + q.value;
      else if (/heat/i.test(context)) inputs.heatingMonthly = q.value;
      else if (/\btax/i.test(context)) inputs.propertyTaxAnnual = q.value * 12;
      else inputs.debtsMonthly = (inputs.debtsMonthly ?? 0) + q.value;
      continue;
    }
    if (!q.percent && !bareRate && q.value < 10_000 && DEBT_WORDS.test(clauseAfter.slice(0, 25)) && !/\b(?:down|saved)\b/i.test(clauseAfter.slice(0, 12))) {
      inputs.debtsMonthly = (inputs.debtsMonthly ?? 0) + q.value;
      continue;
    }
    if (/\btax/i.test(clauseBefore + clauseAfter.slice(0, 15)) && !/transfer/i.test(clauseBefore + clauseAfter) && !q.percent && q.value < 50_000) {
      inputs.propertyTaxAnnual = q.value;
      continue;
    }
    if (/heat/i.test(clauseBefore) && q.value < 2_000) {
      inputs.heatingMonthly = q.value;
      continue;
    }

    // Percentages: a down payment share, a posted rate, or the rate.
    const rateLike = q.value >= 0.5 && q.value <= 15;
    if (q.percent || (rateLike && !q.money && (!Number.isInteger(q.value) || RATE_BEFORE.test(b)))) {
      if (DOWN_AFTER.test(a) || (q.percent && DOWN_BEFORE.test(b))) {
        if (q.value > 0 && q.value < 100) inputs.downPercent ??= q.value;
        continue;
      }
      if (!rateLike) continue;
      // The visitor's posted rates are kept as said: today's for the term left, or the one at signing.
      if (POSTED_IN_CLAUSE.test(clauseBefore) && POSTED_TODAY.test(clauseBefore) && !/\bsign/i.test(clauseBefore)) {
        inputs.postedRateToday ??= q.value;
        continue;
      }
      if (POSTED_BEFORE.test(b) || POSTED_AFTER.test(a) || POSTED_IN_CLAUSE.test(clauseBefore)) {
        const atSigning = POSTED_AFTER.test(a) || AT_SIGNING.test(`${clauseBefore} ${clauseAfter.slice(0, 25)}`);
        // "my bank's 1 year posted is 6.29": a posted rate for a short term, in the present, is today's for the term left.
        if (!atSigning && POSTED_FOR_TERM_NOW.test(clauseBefore)) {
          inputs.postedRateToday ??= q.value;
          continue;
        }
        if (atSigning && postedUnsure !== undefined && inputs.postedRateToday === undefined) {
          // Two posted rates, the later said to be at signing: the earlier one is today's.
          inputs.postedRateToday = postedUnsure;
          inputs.postedRateAtSigning = q.value;
          postedUnsure = undefined;
          continue;
        }
        if (inputs.postedRateAtSigning === undefined && !atSigning) postedUnsure = q.value;
        inputs.postedRateAtSigning ??= q.value;
        continue;
      }
      if (isLenderRateToday(clauseBefore, clauseAfter, inputs.rate !== undefined)) {
        inputs.lenderRateToday ??= q.value;
        continue;
      }
      // "if rates go under 4%", "below 3.99": a threshold for an alert, not the visitor's rate.
      if (/\b(?:under|below|drops? to|gets? to|hits?|falls? to|goes? to|reaches)\s*$/i.test(b)) {
        inputs.alertRate ??= q.value;
        continue;
      }
      // "4.89 vs 4.39": a second rate of the visitor's is the one to compare with.
      if (inputs.rate !== undefined && q.value !== inputs.rate) inputs.rateAlt ??= q.value;
      inputs.rate ??= q.value;
      continue;
    }

    if (!q.money && q.value < 1_000) continue;

    // Amounts: which one is it?
    if (DOWN_AFTER.test(a) || DOWN_BEFORE.test(b)) {
      inputs.downAmount ??= q.value;
      continue;
    }
    const secondIncome =
      lastIncome !== undefined &&
      /^\s*\$?\s*(?:k\b)?\s*(?:a year|per year|par an)?\s*(?:,|and|&|\+|plus|et)\s*(?:(?:my|our|her|his|the|mon|ma|notre)\s+\w+\s+)?(?:\w+\s+)?(?:makes?|earns?|brings? in|is at)?\s*\$?\s*$/i.test(
        text.slice(lastIncome.end, q.start),
      );
    if ((INCOME_BEFORE.test(b) || INCOME_AFTER.test(a) || secondIncome) && !PRICE_AFTER.test(a)) {
      const annual = PER_YEAR_AFTER.test(a) || q.value >= 10_000 ? q.value : q.value * 12;
      incomes.push(annual);
      lastIncome = q;
      if (/^\s*(?:k\b)?\s*\$?\s*(?:a year\s+|par an(?:née)?\s+)?(?:each|chacun|chacune)\b/i.test(a) || /\b(?:both|each)\s+(?:make|earn|bring)/i.test(b))
        incomes.push(annual);
      continue;
    }
    if (PER_YEAR_AFTER.test(a)) {
      incomes.push(q.value);
      lastIncome = q;
      continue;
    }
    if (BALANCE_AFTER.test(a) || BALANCE_BEFORE.test(b)) {
      inputs.balance ??= q.value;
      continue;
    }
    if (PRICE_AFTER.test(a) || PRICE_BEFORE.test(b)) {
      inputs.price ??= q.value;
      continue;
    }
    if (LOAN_AFTER.test(a) || LOAN_BEFORE.test(b)) {
      inputs.loanAmount ??= q.value;
      continue;
    }
    if (q.value >= 10_000) inputs.amount ??= q.value;
  }

  // "with the minimum down", "putting the least down", ", minimum down": a down payment given in words, the price's
  // minimum from the calculators' rule, never a question about that minimum ("what's the min down on 600k?").
  const priced = inputs.price ?? inputs.amount;
  if (
    priced !== undefined &&
    inputs.downAmount === undefined &&
    inputs.downPercent === undefined &&
    MINIMUM_DOWN_STATED.test(text) &&
    !MINIMUM_DOWN_ASKED.test(text)
  ) {
    inputs.price ??= priced;
    inputs.downAmount = minimumDownPayment(priced);
    inputs.downIsMinimum = true;
  }
  if (incomes.length > 0) {
    // "2 incomes of 60k each", "we both make 65k": one figure for two people.
    if (
      incomes.length === 1 &&
      /\b(?:both|each|two incomes|2 incomes|chacun|chacune|tous les deux|toutes les deux|deux revenus)\b/i.test(text) &&
      /\b(?:make|earn|income|bring|gagn|revenu|salaire)/i.test(text)
    )
      incomes.push(incomes[0]!);
    inputs.incomes = incomes;
  }
  // A housing cost's own period ("350/mo") is not how the visitor wants to pay.
  let words = text;
  const blank = (start: number, end: number) => {
    words = words.slice(0, start) + ' '.repeat(end - start) + words.slice(end);
  };
  for (const bound of housing) {
    blank(bound.quantity.start, bound.end);
    blank(bound.label.start, bound.label.end);
  }
  Object.assign(inputs, readWords(words));
  return inputs;
}

/** The inputs said in words: frequency, rate type, mortgage type, buyer and place. */
function readWords(text: string): ChatInputs {
  const out: ChatInputs = {};
  const frequency = readFrequencyWords(text);
  if (frequency) out.frequency = frequency;
  if (/\bvariable\b|\barm\b|\bvrm\b|\bvariables?\b/i.test(text)) out.rateType = 'variable';
  else if (/\bfixed\b|\bfixes?\b/i.test(text)) out.rateType = 'fixed';
  if (/\brefi(?:nanc\w*)?\b|\brefinanc/i.test(text)) out.mortgageType = 'refinance';
  else if (/\buninsured\b|\bconventional\b/i.test(text)) out.mortgageType = 'conventional';
  else if (/\binsured\b|\bhigh[ -]?ratio\b/i.test(text)) out.mortgageType = 'insured';
  if (/\bnot (?:a )?(?:first|1st)[ -]?timer?\b|\bnot (?:a )?ftb\b|\balready own|\bsecond home\b/i.test(text)) out.firstTimeBuyer = false;
  else if (
    // "first timer", "1st-time buyer", "a first-timer here": the person, not only the purchase.
    /\b(?:first|1st)[ -]?time(?:rs?)?\b|\bftb\b|\bfirst home\b|\bnever owned\b|\b(?:my|our|a)\s+(?:very\s+)?first\s+(?:place|house|condo|property|purchase|townho\w*|apartment|semi)\b|\bpremi(?:er|ère)s? (?:achat|acheteu(?:r|se)s?|maison|propriété)\b|\bprimo[- ]?accédant/i.test(
      text,
    )
  )
    out.firstTimeBuyer = true;
  if (/\bnew[ -]?(?:build|construction)\b|\bpre[ -]?construction\b|\bbrand new\b|\bnewly built\b/i.test(text)) out.newBuild = true;
  const place = readPlace(text);
  if (isToronto(text)) out.inToronto = true;
  else if (place) {
    // A place outside Toronto said later replaces Toronto; Toronto said later wins over an earlier place (ADR 37).
    Object.assign(out, { inMontreal: place.inMontreal === true, inHalifax: place.inHalifax === true, province: place.province });
    // Another Ontario city says nothing about Toronto; another province rules it out.
    if (place.province !== 'ON') out.inToronto = false;
  }
  if (/\bbig (?:5 |five )?banks?\b|\b(?:td|rbc|bmo|cibc|scotia(?:bank)?|national bank)\b|\bposted[ -]rate method\b/i.test(text)) out.bigBank = true;
  return out;
}

/**
 * Toronto as visitors write it: "the 6ix", "the six", "T.O." or "TO" in capitals ("to" is an everyday word), the 416
 * area code said as a place ("a condo in 416", not a phone number's first digits), and "double land transfer", which only Toronto charges (Ontario's tax plus the city's).
 */
const TORONTO =
  /\btoronto\b|\b(?:the|in|from)\s+(?:6ix|six)\b(?!\s*(?:months?|mos?|years?|yrs?|weeks?|days?|percent|%|k\b|hundred|thousand))|(?<![\w$])6ix\b|\bdouble\s+(?:land\s+)?transfer|\bdouble\s+ltt\b/i;
const TORONTO_CAPITALS = /(?<![\w.])T\.O\.?(?![\w])|\bin TO\b|(?<![\d$.,(+-])416(?![\d,.]|\s*(?:k\b|thousand|000)|[\s.)-]*\d)/;

/** "TO" alone counts only in a message not written in capitals, where it can only be a name. */
const TO_ALONE = /(?<![\w.])TO(?![\w.])/;

export function isToronto(text: string): boolean {
  const shouting = (text.match(/[A-Z]/g)?.length ?? 0) > (text.match(/[a-z]/g)?.length ?? 0);
  return TORONTO.test(text) || TORONTO_CAPITALS.test(text) || (!shouting && TO_ALONE.test(text));
}

/** "acc", "accel", "accelerated", "rapid": the payment paid as if monthly, split. */
const ACCELERATED = String.raw`\b(?:rapid|accelerated|accel|acc)\.?`;
const BI_WEEKLY = String.raw`\bbi[ \t-]?weekly\b|\bbiwkly\b|every (?:two|2|other) (?:weeks?|wks?)\b|aux deux semaines|toutes les deux semaines`;
const RAPID_BI_WEEKLY = new RegExp(`${ACCELERATED}[ \\t-]*(?:${BI_WEEKLY})`, 'i');
const PLAIN_BI_WEEKLY = new RegExp(BI_WEEKLY, 'i');
const RAPID_WEEKLY = new RegExp(`${ACCELERATED}[ \\t-]*weekly\\b`, 'i');

export function readFrequencyWords(text: string): FrequencyId | undefined {
  if (RAPID_BI_WEEKLY.test(text)) return 'rapid-bi-weekly';
  if (PLAIN_BI_WEEKLY.test(text)) return 'bi-weekly';
  if (RAPID_WEEKLY.test(text)) return 'rapid-weekly';
  if (/\bsemi[ \t-]?monthly\b|twice a month|bimensuel/i.test(text)) return 'semi-monthly';
  if (/\bweekly\b|every week|per week|a week\b|par semaine|hebdomadaire/i.test(text)) return 'weekly';
  if (/\bmonthly\b|per month|a month\b|each month|every month|par mois|mensuel|\/\s*mo\b|(?<!\b\d{1,2}(?::\d\d)?\s?)\bpm\b/i.test(text)) return 'monthly';
  return undefined;
}

/** Later messages add to or correct earlier ones; lists (incomes) are replaced, not merged. */
export function mergeInputs(earlier: ChatInputs, later: ChatInputs): ChatInputs {
  const merged: ChatInputs = { ...earlier };
  for (const [key, value] of Object.entries(later) as [keyof ChatInputs, ChatInputs[keyof ChatInputs]][]) {
    if (value !== undefined) (merged as Record<string, unknown>)[key] = value;
  }
  return merged;
}
