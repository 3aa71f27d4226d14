import { findEmail, findName, findPhone, type Found } from './extract-contact';
import { findDownPayment, findMortgageType, findPropertyType, findPropertyValue } from './extract-property';
import type { ChatMessage, LeadDetails } from './types';

export { findEmail, findName, findPhone } from './extract-contact';
export { findDownPayment, findMortgageType, findPropertyType, findPropertyValue } from './extract-property';

/** Everything the product's chat extracts by pattern from one message; keys without a finding are absent (docs/product/chat.md#extraction). */
export function extractLeadDetails(text: string): LeadDetails {
  const email = findEmail(text);
  const phone = findPhone(text);
  // Digits of an e-mail or phone must not be read as money.
  const amountsText = blankOut(text, [email, phone]);
  return withoutUndefined({
    email: email?.value,
    phone: phone?.value,
    name: findName(text)?.value,
    propertyValue: findPropertyValue(amountsText),
    propertyType: findPropertyType(text),
    downPayment: findDownPayment(amountsText),
    mortgageType: findMortgageType(text),
  });
}

/** Later messages add details and may correct them, but never erase what an earlier message gave. */
export function mergeLeadDetails(previous: LeadDetails, next: LeadDetails): LeadDetails {
  return { ...withoutUndefined(previous), ...withoutUndefined(next) };
}

/** Details from every user message of a conversation, oldest first, so the latest mention of a field wins. */
export function collectLeadDetails(messages: readonly ChatMessage[]): LeadDetails {
  return messages.filter((m) => m.role === 'user').reduce<LeadDetails>((details, m) => mergeLeadDetails(details, extractLeadDetails(m.content)), {});
}

export function hasContactDetails(details: LeadDetails): boolean {
  return Boolean(details.email || details.phone);
}

function blankOut(text: string, found: (Found<string> | undefined)[]): string {
  let result = text;
  for (const f of found) {
    if (f) result = result.slice(0, f.index) + ' '.repeat(f.length) + result.slice(f.index + f.length);
  }
  return result;
}

function withoutUndefined<T extends object>(value: T): T {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined && v !== '')) as T;
}
