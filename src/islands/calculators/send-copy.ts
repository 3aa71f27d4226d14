/**
 * 'Send me a copy': validates the email, posts the scenario to POST /api/leads/calculator-copy through the typed
 * client (ADR 56) and turns the answer into something the form can show. Takes fetch as a parameter so it is
 * tested without a browser.
 */
import { leadsApi } from '../../browser/api-routes';
import { calculatorCopySchema, type AffordabilityCopyInputs } from '../../lib/schemas/leads';

export const sendCopyMessages = {
  failed: 'Failed to send. Please try again.',
  sending: 'Sending...',
  submit: 'Send copy',
  sent: (email: string) => `We sent a copy to ${email}.`,
} as const;

export interface CalculatorCopyScenario {
  calculator: 'affordability';
  /** The calculator's inputs under the request's snake_case names (affordabilityCopyInputs builds them). */
  inputs: AffordabilityCopyInputs;
  results: Record<string, unknown>;
}

export interface CalculatorCopyRequest {
  email: string;
  consent: boolean;
  idempotency_key: string;
  scenario: CalculatorCopyScenario;
}

export type SendCopyOutcome = { ok: true } | { ok: false; message: string; fields?: Record<string, string> };

/** The error to show for a typed email, or null when it can be sent: the API's own rule and wording. */
export function validateCopyEmail(email: string): string | null {
  const parsed = calculatorCopySchema.shape.email.safeParse(email);
  return parsed.success ? null : (parsed.error.issues[0]?.message ?? null);
}

function readApiError(body: unknown): { message: string; fields?: Record<string, string> } | null {
  if (typeof body !== 'object' || body === null) return null;
  const error = (body as { error?: unknown }).error;
  if (typeof error !== 'object' || error === null) return null;
  const { message, fields } = error as { message?: unknown; fields?: unknown };
  if (typeof message !== 'string' || message === '') return null;
  const fieldMap =
    typeof fields === 'object' && fields !== null
      ? Object.fromEntries(Object.entries(fields).filter((e): e is [string, string] => typeof e[1] === 'string'))
      : undefined;
  return { message, fields: fieldMap };
}

export async function sendCalculatorCopy(request: CalculatorCopyRequest, fetchFn: typeof fetch): Promise<SendCopyOutcome> {
  let res: Response;
  try {
    res = await leadsApi['calculator-copy'].$post({ json: request }, { fetch: fetchFn });
  } catch {
    return { ok: false, message: sendCopyMessages.failed };
  }
  if (res.ok) return { ok: true };
  const body: unknown = await res.json().catch(() => null);
  const apiError = readApiError(body);
  return apiError ? { ok: false, ...apiError } : { ok: false, message: sendCopyMessages.failed };
}

/**
 * One key per distinct request: a retry of the same email and scenario reuses it (so a lost answer cannot send
 * twice), while a corrected email gets a fresh one.
 */
export function createIdempotencyKeys(makeKey: () => string = randomKey) {
  let last: { payload: string; key: string } | null = null;
  return (payload: Omit<CalculatorCopyRequest, 'idempotency_key'>): string => {
    const serialized = JSON.stringify(payload);
    if (last?.payload !== serialized) last = { payload: serialized, key: makeKey() };
    return last.key;
  };
}

function randomKey(): string {
  return crypto.randomUUID();
}
