/**
 * Words of the mortgage world (English and French). A short message without any is off topic, and a request without
 * any (a cover letter, a résumé) is never the unsafe topic's "misstating to a lender" (ADR 37).
 */
export const DOMAIN_WORDS =
  /\b(?:mortgages?|mtg|loans?|lenders?|banks?|borrow\w*|escrow|title|clos\w*|lawyer|apprais\w*|homes?|houses?|condos?|townho\w*|semis?|detached|bungalow|cottage|propert\w*|real estate|purchas\w*|rates?|prime|interest|fixed|variable|terms?|down ?payment|downpayment|insur\w*|tax\w*|ltt|realtor|agent|broker\w*|offer|deposit|heloc|equity|refi\w*|renew\w*|amorti\w*|credit|income|salary|afford\w*|cmhc|penalt\w*|break|ird|payments?|pre-?approv\w*|approv\w*|qualif\w*|stress|gds|tds|ltv|calculator|ftb|first[ -]time|hypoth\w*|prêt|pret|maison|taux|mise de fonds|versement|revenu|salaire|pénalit\w*|penalit\w*|emprunt\w*|achat|acheter)\b/i;

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
