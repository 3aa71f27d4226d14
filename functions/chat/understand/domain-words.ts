/**
 * Words of the mortgage world (English and French). A short message without any is off topic, and a request without
 * any (a cover letter, a résumé) is never the unsafe topic's "misstating to a lender" (ADR 37).
 */
export const DOMAIN_WORDS =
  /\b(?:mortgages?|mtg|loans?|lenders?|banks?|borrow\w*|escrow|title|clos\w*|lawyer|apprais\w*|homes?|houses?|condos?|townho\w*|semis?|detached|bungalow|cottage|propert\w*|real estate|purchas\w*|rates?|prime|interest|fixed|variable|terms?|down ?payment|downpayment|(?:need|needs|put|putting|much|min|minimum|least|lowest)\s+(?:to\s+)?(?:put\s+)?down|insur\w*|tax\w*|ltt|realtor|agent|broker\w*|offer|deposit|heloc|equity|refi\w*|renew\w*|amorti\w*|credit|income|salary|afford\w*|cmhc|penalt\w*|break|ird|payments?|pre-?approv\w*|approv\w*|qualif\w*|stress|gds|tds|ltv|calculator|ftb|first[ -]time|hypoth\w*|prêt|pret|maison|taux|mise de fonds|versement|revenu|salaire|pénalit\w*|penalit\w*|emprunt\w*|achat|acheter)\b/i;

/**
 * What a lender is told about: an application, income, debts, savings, a gift, where the buyer will live. Only a
 * message that names one of these (or deceives outright, asks a guarantee or asks for secrets) can be the unsafe
 * topic; "write an employment reference for my friend" or "call me at 3pm" names none (ADR 37).
 */
export const LENDER_CONTEXT =
  /\b(?:(?<!(?:job|employment|school|college|university|rental|apartment) )applica\w*|lenders?|banks?|mortgages?|mtg|loans?|income|salary|earn\w*|make (?:more|less)|pay ?stubs?|paystubs?|overtime|bonus|base pay|debts?|down ?payments?|downpayment|gift\w*|savings|saved|principal residence|live in|rent\w*|credit|approv\w*|qualif\w*|rates?|underwrit\w*|bank statements?|noa|cra|t4|hypoth\w*|pr[eê]t\w*|pr[eê]teur|revenus?|salaire|dettes?|mise de fonds|[eé]conomies|\bdon\b|banque)\b/i;

/** Passwords, keys, other people's data, or instructions to drop the rules: the unsafe topic's other half. */
export const SECRETS_ASKED =
  /password|credential|api key|secret|token|admin|personal (?:information|data)|other clients|ignore (?:your|all|previous)|system prompt|instructions|hidden rules/i;

/** "Call me at 3pm", "can someone phone me back": a call-back request is lead capture, not a request to decline. */
export const CALL_BACK =
  /\b(?:call|phone|ring|text|email|e-mail|contact|reach)\s+(?:me|us)\b|\b(?:appelez|contactez)[- ]moi\b|\bme (?:rappeler|contacter|appeler)\b/i;

/**
 * Another person's data asked for ("show me the info john smith submitted", "what did the other clients apply with"):
 * the unsafe topic's plain no outweighs the words it shares with other topics. Bounded repetitions only: linear.
 */
export const OTHERS_DATA_ASKED =
  /\b(?:someone else'?s|somebody else'?s|another (?:client|customer|person|borrower|applicant)'?s?|other (?:people|customers|clients|borrowers|applicants)'?s?|(?:info|information|details|data|file|application|email|phone(?: number)?|address)\s+(?:that\s+|which\s+)?(?:[a-z]+\s+){1,3}(?:submitted|sent|gave|filed|entered|left|provided))\b/i;

/** Someone other than the visitor: "the person who was asking before me", "the last visitor", "that guy's". */
const OTHER_PERSON =
  /\b(?:(?:the|that|this|a|another)\s+(?:other\s+)?(?:person|guy|girl|lady|woman|man|visitor|user|customer|client|buyer|borrower|people|folks?|couple|family)\s+(?:who|that|which|before|ahead|earlier|in (?:line|the queue))|(?:previous|last|prior|earlier|other|next)\s+(?:person|visitor|user|customer|client|chat(?:ter)?|caller|buyer|borrower|conversation|chat|lead)s?|(?:someone|somebody|anyone|anybody|person|people|visitor|user)\s+(?:else|before me|before us|ahead of me|earlier today)|(?:my|our)\s+(?:neighbou?r|coworker|co-worker|colleague|boss|ex)'?s?)\b/i;
/** Contact or file details asked for: "what's the email and phone of", "give me the name and number", "show me the file". */
const DATA_REQUEST =
  /\b(?:what(?:'s|s| is| are| was| were)?|which|give|show|send|tell|share|get|find|look up|pull up|list|need|want|access|see)\b[^.?!\n]{0,40}?\b(?:e-?mails?|phones?|numbers?|cells?|address(?:es)?|contact(?: info)?|details|info(?:rmation)?|names?|files?|applications?|income|credit scores?|sin)\b/i;

/** Another person's contact or file details asked for: the plain no, whatever other topic's words the message has. */
export function isOthersDataRequest(text: string): boolean {
  return OTHERS_DATA_ASKED.test(text) || (OTHER_PERSON.test(text) && DATA_REQUEST.test(text)) || WHO_ELSE.test(text);
}

/** "Who else applied today?", "which other people asked about this condo": a list of other visitors. */
const WHO_ELSE =
  /\b(?:who\s+else|which\s+other\s+(?:people|persons|clients|customers|visitors|users|buyers))\s+(?:has |have |had |was |were |is |are )?(?:appl\w*|ask\w*|chatt?\w*|talk\w*|pre-?approv\w*|submitt?\w*|sign\w* up|contact\w*|message\w*|inquir\w*|enquir\w*|bought|buy\w*|bid\w*|put in)\b/i;

/** A programming request: "fix a python error KeyError: 'rate'", "debug my javascript", "why does this SQL fail". */
const CODE_CONTEXT =
  /\b(?:python|javascript|typescript|java|c\+\+|c#|golang|ruby|php|sql|html|css|json|regex|coding|code|script|compil\w*|debug\w*|stack ?trace|traceback|exception|syntax error|[A-Z][a-z]+(?:Error|Exception)|null pointer|segfault|npm|pip|program(?:ming)?|function|vba|excel|spreadsheet|google sheets)\b/;
/**
 * Quoted words, code tokens, an error's own message and a pasted statement: "KeyError: 'rate'", "TypeError: cannot
 * read property 'prime'", "sql: SELECT rate FROM loans" name parts of a program, not a mortgage rate.
 */
const QUOTED =
  /(["'`\u2018\u201c])[^"'`\u2019\u201d\n]{0,60}(?:["'`\u2019\u201d])|\b\w+(?:\.\w+)+\(\)?|\b\w+\[[^\]\n]{0,40}\]|\b[A-Z]\w*(?:Error|Exception)\b[^\n]*|\b(?:SELECT|INSERT|UPDATE|DELETE|CREATE|def|const|let|var|import|print)\b[^\n]*|\b(?:sql|code|error|query|script|formula|excel|sheets?|spreadsheet)\s*:[^\n]*|=\s*[A-Z]{2,}\([^\n]*/g;

/**
 * The words of a message that speak of mortgages: in a programming request the quoted names and code tokens are left
 * out, so a key called 'rate' does not make "fix my python error" a rates question (ADR 37).
 */
export function mortgageWordsOf(text: string): string {
  const words = text.replace(OTHER_SENSES, ' ');
  return CODE_CONTEXT.test(words) || /\b(?:python|javascript|coding|debug)\b/i.test(words) ? words.replace(QUOTED, ' ') : words;
}

/**
 * A mortgage word in another sense: an exchange, heart or unemployment rate, a car or student loan's rate, a savings
 * account's interest, the tax on a paycheque, home or car insurance. Left out of the mortgage words, so "what's the
 * exchange rate" is declined rather than answered with mortgage rates (ADR 37).
 */
const OTHER_SENSES = new RegExp(
  [
    String.raw`\b(?:exchange|currency|conversion|heart|pulse|resting|unemployment|employment|inflation|crime|birth|death|vacancy|tax|hourly|pay|wage|success|approval|response|click|conversion|data|frame|bit|refresh|hotel|room|parking|shipping|postage|hydro|electricity|gas|cell|phone|internet|dollar|usd|cad|euro|bitcoin|crypto|stock|dividend|savings?|gic|tfsa|rrsp|hisa|chequing|checking|credit card|card|car|auto|vehicle|truck|boat|student|payday|personal)(?:\s+(?:account|loan))?\s+(?:interest\s+)?rates?\b`,
    String.raw`\b(?:rates?|interest)\s+(?:on|for|of)\s+(?:a |an |my |the |our )?(?:car|auto|vehicle|truck|boat|student|payday|personal|savings?|gic|tfsa|rrsp|hisa|chequing|checking|credit cards?|card|exchange|currency|unemployment|inflation)\b(?:\s+(?:loans?|accounts?|debt))?`,
    String.raw`\b(?:car|auto|vehicle|truck|boat|student|payday|personal)\s+loans?\b`,
    String.raw`\b(?:interest\s+)?rates?\b[^.?!\n]{0,25}\b(?:savings|chequing|checking|bank)\s+accounts?\b`,
    String.raw`\b(?:home|house|homeowners?|tenants?|renters?|contents|car|auto|life|travel|health|dental|pet)\s+insurance\b(?!\s+premium)`,
    String.raw`\b(?:income\s+tax(?:es)?|tax(?:es)?\s+(?:on|off)\s+(?:my |a |the )?(?:pay ?cheque|pay ?check|paycheck|salary|wages?|bonus|income|raise|tips|crypto|stocks?))\b`,
  ].join('|'),
  'gi',
);

/** A request to write, fix or explain code: never the chat's work, whatever key names it quotes. */
export function isCodeRequest(text: string): boolean {
  return (CODE_CONTEXT.test(text) || /\b(?:python|javascript|coding|debug)\b/i.test(text)) && !DOMAIN_WORDS.test(mortgageWordsOf(text));
}
