/** The blind set's items (tests/fixtures/chat-blind/*.json): written without sight of the chat's code. */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

export interface BlindInputs {
  loan_amount?: number | null;
  price?: number | null;
  down_payment_amount?: number | null;
  down_payment_percent?: number | null;
  rate_percent?: number | null;
  /** Two amortizations when the visitor compares them ("20 years instead of 25"): both payments are expected. */
  amortization_years?: number | number[] | null;
  frequency?: string | null;
  incomes_annual?: number[] | null;
  income_monthly?: number | null;
  debts_monthly?: number | null;
  property_tax_annual?: number | null;
  heating_monthly?: number | null;
  condo_fees_monthly?: number | null;
  first_time_buyer?: boolean | null;
  new_build?: boolean | null;
  property_type?: string | null;
  province?: string | null;
  city?: string | null;
  term_years?: number | null;
  rate_type?: string | null;
  mortgage_type?: string | null;
  balance?: number | null;
  months_remaining?: number | null;
  posted_rate_at_signing?: number | null;
  current_posted_rate_for_remaining_term?: number | null;
  lender_kind?: string | null;
}

export type BlindExpect = 'figure' | 'ask_for_missing' | 'information' | 'refuse_or_warn' | 'redirect';

export interface BlindItem {
  id: string;
  turns: string[];
  topic: string;
  expect: BlindExpect;
  missing?: string[];
  inputs: BlindInputs;
  must_mention: string[];
  must_not_mention?: string[];
  notes: string;
  /** The file it came from, for the report. */
  file?: string;
}

export const BLIND_DIR = join(import.meta.dirname, '../../../tests/fixtures/chat-blind');

/** Every item of every *.json file in the folder (the held-out file is added next to the dev one). */
export function loadBlindItems(dir: string = BLIND_DIR): BlindItem[] {
  const files = readdirSync(dir)
    .filter((f) => f.endsWith('.json'))
    .sort();
  return files.flatMap((file) => {
    const parsed: unknown = JSON.parse(readFileSync(join(dir, file), 'utf8'));
    const items = (Array.isArray(parsed) ? parsed : (parsed as { items: BlindItem[] }).items) as BlindItem[];
    return items.map((item) => ({ ...item, inputs: item.inputs ?? {}, must_mention: item.must_mention ?? [], file }));
  });
}
