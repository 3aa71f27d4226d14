import { useEffect, useRef, useState, type FocusEvent, type FormEvent } from 'react';
import type { z } from 'zod';
import type { ClientResponse } from 'hono/client';
import type { ResponseFormat } from 'hono/types';
import { type ApiResult, type AnswerOf, send } from '../../browser/api-client';
import { leadsHref } from '../../browser/api-routes';
import { messages } from '../../lib/messages';
import { toast } from '../../browser/toast';
import { useKeepTypedValues } from '../shared/keep-typed-values';

export type FieldErrors = Record<string, string>;

/** A lead form's route on the typed client (ADR 56): its path for the native post, and the call once hydrated. */
export interface LeadEndpoint<A> {
  action: string;
  post: (body: Record<string, unknown>) => Promise<ApiResult<A>>;
}

/**
 * The endpoint of one route of `leadsApi`, e.g. `leadEndpoint(leadsApi.application)`. The body is the form's values
 * checked with the same schema as the route's (the hook's `schema`), so it is passed on as the route's body.
 */
export function leadEndpoint<J, R extends ClientResponse<unknown, number, ResponseFormat>>(route: {
  $post: (args: { json: J }) => Promise<R>;
  $path: () => string;
}): LeadEndpoint<AnswerOf<R>> {
  return { action: leadsHref(route.$path()), post: (body) => send(() => route.$post({ json: body as J })) };
}

interface Options<V extends Record<string, unknown>, A> {
  /** Prefix of the inputs' ids: `${idPrefix}-${field}`, so the first invalid field can take focus. */
  idPrefix: string;
  initial: V;
  schema: z.ZodType;
  endpoint: LeadEndpoint<A>;
  failureMessage: string;
  /** Sent with the values but not part of the form (e.g. the agent chosen by the page's query). */
  extra?: Record<string, unknown>;
  onSuccess: (answer: A, submitted: V) => void;
}

/**
 * State and submission of a public lead form. Checks with the shared schema first (nothing is sent while a field
 * is wrong), keeps every value on a failure, clears only on success. One idempotency key per distinct payload:
 * a retry of the same values reuses it (a lost answer can never make two leads), an edit gets a fresh one.
 */
export function useLeadForm<V extends Record<string, unknown>, A = unknown>(options: Options<V, A>) {
  const [values, setValues] = useState<V>(options.initial);
  const [honeypot, setHoneypot] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  // Once the visitor edits or sends the form here, an outcome shown from the address (a post made before the island
  // hydrated, CSS :target) is old news: a consent error must not stay beside a box since ticked (ADR 42).
  const [outcomeStale, setOutcomeStale] = useState(false);
  // Set by a success the island answered: a form that keeps its confirmation on screen reads it (ADR 48).
  const [sent, setSent] = useState(false);
  // Until React runs, the server-rendered form posts natively to the same endpoint (method="post"), with the
  // browser's own checks; once hydrated the island validates with the schema and sends JSON without a reload.
  const [ready, setReady] = useState(false);
  useEffect(() => setReady(true), []);
  // What was typed or autofilled before hydration becomes the form's state instead of being overwritten.
  const formRef = useRef<HTMLFormElement>(null);
  useKeepTypedValues(formRef);
  const lastKey = useRef<{ payload: string; key: string } | null>(null);
  // Fields the visitor has left with something in them: from then on they are checked as they type.
  const touched = useRef(new Set<string>());

  const check = (field: string, next: V) => {
    const parsed = options.schema.safeParse({ ...next, ...options.extra, idempotency_key: 'validation-only', website: '' });
    const message = parsed.success ? undefined : parsed.error.issues.find((issue) => String(issue.path[0]) === field)?.message;
    setErrors((current) => {
      if (message) return current[field] === message ? current : { ...current, [field]: message };
      if (!current[field]) return current;
      const { [field]: _removed, ...rest } = current;
      return rest;
    });
  };

  const setField = <K extends keyof V>(field: K, value: V[K]) => {
    setValues((current) => ({ ...current, [field]: value }));
    setOutcomeStale(true);
    setSent(false);
    // A field being checked as the visitor types keeps its message until the check below replaces or clears it.
    if (touched.current.has(field as string)) return;
    setErrors((current) => {
      if (!current[field as string]) return current;
      const { [field as string]: _removed, ...rest } = current;
      return rest;
    });
  };
  // biome-ignore lint/correctness/useExhaustiveDependencies: re-checks when the values change; `check` reads only its arguments and refs.
  useEffect(() => {
    for (const field of touched.current) check(field, values);
  }, [values]);

  const onBlur = (event: FocusEvent<HTMLFormElement>) => {
    const name = (event.target as { name?: string }).name;
    if (!name || !(name in values)) return;
    const value = values[name];
    if (typeof value === 'string' && value.trim() === '') return; // tabbing past an empty field is not an error yet
    if (value === false) return; // nor tabbing past a box not ticked yet: that is the submission's to say (ADR 42)
    touched.current.add(name);
    check(name, values);
  };

  const focusFirst = (fields: FieldErrors) => {
    const first = Object.keys(fields)[0];
    if (first) document.getElementById(`${options.idPrefix}-${first}`)?.focus();
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    setOutcomeStale(true);
    setSent(false);
    const payload = JSON.stringify({ ...values, ...options.extra });
    if (lastKey.current?.payload !== payload) lastKey.current = { payload, key: crypto.randomUUID() };
    const body = { ...values, ...options.extra, idempotency_key: lastKey.current.key, website: honeypot };

    const checked = options.schema.safeParse(body);
    if (!checked.success) {
      const fields: FieldErrors = {};
      for (const issue of checked.error.issues) fields[String(issue.path[0] ?? '_')] ??= issue.message;
      setErrors(fields);
      // Each message once (ADR 42): the consent rule (docs/product/lead-forms.md#consent) beside the box alone, which takes focus and so is read
      // out through its aria-describedby; other mistakes beside their fields with one line above the button.
      const consentOnly = fields.consent && Object.keys(fields).length === 1;
      setFormError(consentOnly ? null : messages.generic.invalidInput);
      focusFirst(fields);
      return;
    }

    setBusy(true);
    setFormError(null);
    try {
      const result = await options.endpoint.post(body);
      if (result.ok) {
        touched.current.clear(); // a cleared form is a fresh start, not a list of empty required fields
        setValues(options.initial);
        setErrors({});
        lastKey.current = null;
        setSent(true);
        options.onSuccess(result.data, values);
        return;
      }
      const fields = result.error.fields ?? {};
      setErrors(fields);
      // Each outcome once (ADR 42): answers refused for their content stay beside the fields they name; a failure
      // of ours (or too many tries) is the product's toast alone, with nothing in the form to contradict it (docs/product/lead-forms.md#submitting-state).
      if (result.status === 400) {
        setFormError(result.error.message);
      } else {
        setFormError(null);
        toast(result.status === 429 ? result.error.message : options.failureMessage, 'error');
      }
      focusFirst(fields);
    } finally {
      setBusy(false);
    }
  }

  /** Spread on the <form>: a real form post before hydration, the island's submission after. */
  const formProps = {
    ref: formRef,
    method: 'post',
    action: options.endpoint.action,
    onSubmit: submit,
    onBlur,
    noValidate: ready,
    'data-enhanced': ready ? 'true' : undefined,
  } as const;

  /** Spread on a text control: its id (`${idPrefix}-${field}`), value, change handler and error. */
  const bind = <K extends keyof V & string>(field: K) => ({
    id: `${options.idPrefix}-${field}`,
    value: String(values[field] ?? ''),
    onChange: (value: string) => setField(field, value as V[K]),
    error: errors[field],
  });

  return { values, setField, bind, idPrefix: options.idPrefix, honeypot, setHoneypot, errors, formError, busy, formProps, outcomeStale, sent };
}
