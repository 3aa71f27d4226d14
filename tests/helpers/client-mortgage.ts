import { expect } from 'vitest';
import type { Db } from '../../db/client';

/**
 * The client mortgage the client tests add over HTTP (ADR 29): one valid body, a test overriding only what it is
 * about. `inDays` counts from the tests' fixed today, 25 November 2026.
 */
export const inDays = (days: number) => new Date(Date.UTC(2026, 10, 25 + days)).toISOString().slice(0, 10);

export const clientMortgageBody = (overrides: Record<string, unknown> = {}) => ({
  client_name: 'Rita Renewer',
  client_email: 'rita@example.test',
  lender: 'Big Bank',
  balance: '400,000',
  rate: '5.29',
  rate_type: 'fixed',
  term_years: '5',
  maturity_date: '2027-03-01',
  casl_basis: 'implied',
  casl_date: '2025-06-01',
  ...overrides,
});

type Call = (method: string, path: string, cookie?: string, json?: unknown) => Promise<{ status: number; body: Record<string, any> }>;

/** Adds a client through the agent API, which must accept it, and answers its id. */
export async function addClientMortgage(call: Call, cookie: string, body: Record<string, unknown>): Promise<string> {
  const made = await call('POST', '/api/agent/clients', cookie, body);
  expect(made.status).toBe(201);
  return String(made.body.item.id);
}

/** Today's Ontario conventional five-year rate (3.99), the rate a five-year renewal email quotes. */
export const insertFiveYearRate = (db: Db) =>
  db.execute(`INSERT INTO mortgage_rates (id, province, term, rate_type, mortgage_type, posted_rate, our_rate, source_url, scraped_at, is_active)
      VALUES ('r5', 'Ontario', '5 year', 'fixed', 'Conventional', NULL, 3.99, 'test', '2026-11-25T11:00:00.000Z', 1)`);
