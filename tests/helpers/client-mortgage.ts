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
