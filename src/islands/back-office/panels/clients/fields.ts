import { PAYMENT_FREQUENCIES } from '../../../../lib/calc/payment-options';
import { PROVINCE_NAMES } from '../../../../lib/schemas/rate-admin';
import { CASL_BASES, CASL_BASIS_LABELS } from '../../../../lib/schemas/client-mortgages';
import type { FieldSpec } from '../../kit/field-spec';

/** The mortgage a funded client carries (ADR 29); the agent field is the super admin's only. */
export const clientFields: readonly FieldSpec[] = [
  { name: 'client_name', label: 'Client name', kind: 'text', required: true, autoComplete: 'off' },
  { name: 'client_email', label: 'Email', kind: 'text', type: 'email', required: true, autoComplete: 'off' },
  { name: 'client_phone', label: 'Phone', kind: 'text', type: 'tel', autoComplete: 'off' },
  {
    name: 'province',
    label: 'Province',
    kind: 'select',
    options: ['Ontario', ...PROVINCE_NAMES.filter((p) => p !== 'Ontario')].map((p) => ({ value: p, label: p })),
  },
  { name: 'lender', label: 'Lender', kind: 'text', required: true },
  {
    name: 'balance',
    label: 'Balance at renewal',
    kind: 'number',
    step: '0.01',
    inputMode: 'decimal',
    required: true,
    hint: 'Dollars: what is left to renew at maturity.',
  },
  { name: 'rate', label: 'Rate (%)', kind: 'number', step: '0.001', inputMode: 'decimal', required: true },
  {
    name: 'rate_type',
    label: 'Rate type',
    kind: 'select',
    options: [
      { value: 'fixed', label: 'Fixed' },
      { value: 'variable', label: 'Variable' },
    ],
  },
  { name: 'term_years', label: 'Term (years)', kind: 'number', step: '1', inputMode: 'numeric', required: true },
  { name: 'amortization_years', label: 'Amortization left (years)', kind: 'number', step: '1', inputMode: 'numeric', hint: 'At maturity; 25 when empty.' },
  { name: 'maturity_date', label: 'Maturity date', kind: 'text', type: 'date', required: true },
  { name: 'payment_frequency', label: 'Payment frequency', kind: 'select', options: PAYMENT_FREQUENCIES.map((f) => ({ value: f.id, label: f.label })) },
  {
    name: 'casl_basis',
    label: 'CASL basis',
    kind: 'select',
    // Implied first: the safer default, since it lapses two years after the contract.
    options: [...CASL_BASES].reverse().map((basis) => ({ value: basis, label: CASL_BASIS_LABELS[basis] })),
    hint: 'Express consent lasts until withdrawn; implied consent from the mortgage contract lasts two years from its date.',
  },
  { name: 'casl_date', label: 'Consent or contract date', kind: 'text', type: 'date', required: true },
  {
    name: 'casl_withdrawn_at',
    label: 'Consent withdrawn on',
    kind: 'text',
    type: 'date',
    hint: 'Set when the client asks for no more emails (an unsubscribe link sets it).',
  },
];

export const agentField = (agents: readonly { id: string; name: string }[]): FieldSpec => ({
  name: 'agent_id',
  label: 'Agent',
  kind: 'select',
  options: [{ value: '', label: 'Unassigned' }, ...agents.map((agent) => ({ value: agent.id, label: agent.name }))],
});
