import { describe, expect, it, vi } from 'vitest';
import {
  createIdempotencyKeys,
  sendCalculatorCopy,
  sendCopyMessages,
  validateCopyEmail,
  type CalculatorCopyRequest,
} from '../../../../src/islands/calculators/send-copy';
import { AFFORDABILITY_DEFAULTS } from '../../../../src/lib/calc/affordability-options';
import { affordabilityCopyInputs, calculatorCopySchema, fieldMessages } from '../../../../src/lib/schemas/leads';

const request: CalculatorCopyRequest = {
  email: 'ana@example.ca',
  consent: true,
  idempotency_key: '00000000-0000-4000-8000-000000000000',
  scenario: {
    calculator: 'affordability',
    inputs: affordabilityCopyInputs({ ...AFFORDABILITY_DEFAULTS, annualIncome: 100_000 }),
    results: { max_price: 485_769 },
  },
};

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

describe('validateCopyEmail', () => {
  it("requires an email in email format, with the API schema's wording", () => {
    expect(validateCopyEmail('')).toBe(fieldMessages.required('Email'));
    expect(validateCopyEmail('   ')).toBe(fieldMessages.required('Email'));
    expect(validateCopyEmail('ana@')).toBe(fieldMessages.email);
    expect(validateCopyEmail(' ana@example.ca ')).toBeNull();
  });

  it('sends a body the API schema accepts', () => {
    expect(calculatorCopySchema.safeParse(request).success).toBe(true);
  });
});

describe('sendCalculatorCopy', () => {
  it('POSTs the JSON body with the Content-Type header', async () => {
    const fetchFn = vi.fn(async () => json(201, { ok: true }));
    await expect(sendCalculatorCopy(request, fetchFn as unknown as typeof fetch)).resolves.toEqual({ ok: true });
    const [url, init] = fetchFn.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/leads/calculator-copy');
    expect(init.method).toBe('POST');
    expect(new Headers(init.headers).get('Content-Type')).toBe('application/json');
    expect(JSON.parse(init.body as string)).toEqual(request);
  });

  it('returns the API error message and field errors', async () => {
    const fetchFn = async () =>
      json(400, { error: { code: 'invalid_input', message: 'Please check the highlighted fields.', fields: { email: 'Bad email' } } });
    await expect(sendCalculatorCopy(request, fetchFn as typeof fetch)).resolves.toEqual({
      ok: false,
      message: 'Please check the highlighted fields.',
      fields: { email: 'Bad email' },
    });
  });

  it('falls back to the generic failure on a network error or an unreadable answer', async () => {
    const offline = async () => {
      throw new TypeError('Failed to fetch');
    };
    await expect(sendCalculatorCopy(request, offline as typeof fetch)).resolves.toEqual({ ok: false, message: sendCopyMessages.failed });
    const html = async () => new Response('<h1>Bad gateway</h1>', { status: 502 });
    await expect(sendCalculatorCopy(request, html as typeof fetch)).resolves.toEqual({ ok: false, message: sendCopyMessages.failed });
    expect(sendCopyMessages.failed).toBe('Failed to send. Please try again.');
  });
});

describe('createIdempotencyKeys', () => {
  it('reuses the key for a retry of the same request and makes a new one when it changes', () => {
    let n = 0;
    const keyFor = createIdempotencyKeys(() => `key-${++n}`);
    const { idempotency_key: _, ...payload } = request;
    expect(keyFor(payload)).toBe('key-1');
    expect(keyFor({ ...payload })).toBe('key-1');
    expect(keyFor({ ...payload, email: 'bo@example.ca' })).toBe('key-2');
  });

  it('defaults to crypto.randomUUID', () => {
    const { idempotency_key: _, ...payload } = request;
    expect(createIdempotencyKeys()(payload)).toMatch(/^[0-9a-f-]{36}$/);
  });
});
