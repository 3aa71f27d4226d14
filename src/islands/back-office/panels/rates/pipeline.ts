/** The wire shapes of the pipeline's actions (scrape, manage) and how the panels word their answers; pure, unit-tested. */
import { messages } from '../../../../lib/messages-staff';
import type { NewRate, RejectedRateRow } from '../../../../lib/schemas/rates';

const m = messages.backOffice.rates;

/** POST /api/admin/rates/scrape: always HTTP 200 with the product's body; `success` says whether it worked (docs/product/back-office-rates.md#scrape). */
export interface ScrapeAnswer {
  success: boolean;
  message: string;
  error?: string;
  status: 'success' | 'failed' | 'in_progress';
  /** The parsed rates (dry run: what it would store). */
  rates?: NewRate[];
  rejected?: RejectedRateRow[];
  rows_parsed?: number;
  dry_run: boolean;
  source: string;
  posted_error?: string;
}

/** POST /api/admin/rates/manage, the same way. */
export interface ManageAnswer {
  success: boolean;
  message: string;
  error?: string;
  date: string;
  rates_count: number;
  /** Today's rates switched off by hand and left off (ADR 44); the message says so. */
  kept_off?: number;
}

/** What the panel shows under the buttons after an action: the answer's sentence and its reason. */
export interface ActionOutcome {
  tone: 'success' | 'danger' | 'pending';
  text: string;
  detail?: string;
}

export function scrapeOutcome(answer: ScrapeAnswer | null): ActionOutcome {
  if (!answer) return { tone: 'danger', text: m.scrapeFailed };
  if (answer.status === 'in_progress') return { tone: 'pending', text: answer.message };
  if (!answer.success) return { tone: 'danger', text: m.scrapingFailed, detail: answer.error };
  return { tone: 'success', text: answer.message, detail: answer.posted_error };
}

/** Both manage actions in the product's order; the second still runs when the first changed nothing (docs/product/back-office-rates.md#manage-rates). */
export function manageOutcome(answers: ManageAnswer[] | null): ActionOutcome {
  if (!answers) return { tone: 'danger', text: m.manageFailed };
  const texts = [...new Set(answers.map((answer) => answer.message))];
  return { tone: answers.some((answer) => answer.success) ? 'success' : 'danger', text: texts.join(' ') };
}
