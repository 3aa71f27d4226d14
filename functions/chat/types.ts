/** Shapes shared by the chat assistant's pure modules and the /api/chat handler. */

import type { ChatMessage } from '../../src/lib/schemas/chat';

/** docs/product/chat.md#chat-message, shared with the widget through the /api/chat request schema. */
export type { ChatMessage };
export type ChatRole = ChatMessage['role'];

/** What the assistant could read from the visitor's own words (docs/product/chat.md#extraction). */
export interface LeadDetails {
  email?: string;
  /** Normalized to NNN-NNN-NNNN. */
  phone?: string;
  name?: string;
  /** Whole dollars. */
  propertyValue?: number;
  propertyType?: PropertyType;
  /** Dollars as a number, or a percentage kept as text such as '20%'. */
  downPayment?: string | number;
  mortgageType?: MortgageInterest;
}

export type PropertyType = 'house' | 'condo' | 'townhouse' | 'duplex' | 'apartment' | 'detached' | 'semi-detached';
export type MortgageInterest = 'fixed' | 'variable' | 'conventional' | 'refinance' | 'renewal';

/** One active row of mortgage_rates as the chat receives it (already loaded by the handler): the public rate row. */
export type { RateRow } from '../../src/lib/schemas/rates';

/** One FAQ entry of the knowledge base. */
export interface KnowledgeEntry {
  id: string;
  triggers: string[];
  answer: string;
}

export interface ChatReply {
  reply: string;
  intent: string;
  details: LeadDetails;
}

/** The lenders' prime rate as the Bank of Canada publishes it (chartered banks' prime business rate). */
export interface PrimeRate {
  /** In percent, e.g. 4.45. */
  rate: number;
  /** The observation date the Bank gives, 'YYYY-MM-DD'. */
  date: string;
}

/** Reference rates the handler reads only for the questions that need them. */
export interface ReferenceRates {
  prime?: PrimeRate;
}
