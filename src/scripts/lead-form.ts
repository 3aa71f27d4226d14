import { apiRequest } from '../browser/api-client';
import { toast } from '../browser/toast';
import { formResultMessages, type PublicForm } from '../lib/forms/form-result';
import { checkLeadForm, LEAD_CHECKS, type FieldValue, type LeadCheckedForm } from '../lib/forms/lead-checks';
import { messages } from '../lib/messages';

/**
 * The newsletter's and the contact form's behaviour on the page, without a framework (ADR 54; ADR 30 had them hydrate
 * a React island at the first focus, about 110 KB gzip). The server's HTML is the form: it posts by itself until
 * this script runs, and the script never re-renders it, so whatever was typed before stays where it is.
 *
 * Once running, as the islands did: fields are checked with the schemas' own rules (src/lib/forms/lead-checks.ts)
 * when left with something in them and then as the visitor types; a submission with a wrong field sends nothing,
 * shows each message beside its field with one line above the button (the consent rule alone when it is the only
 * one) and focuses the first wrong field; one idempotency key per distinct set of answers, so a retry never makes a
 * second lead; every answer is kept on a failure and the form is cleared only on success; each outcome is said once. A success stays in the form, takes focus, and a submission before the
 * next edit is ignored.
 */
export interface LeadFormOptions<A> {
  form: LeadCheckedForm & PublicForm;
  /** Prefix of the controls' ids: `${idPrefix}-${field}`. */
  idPrefix: string;
  failureMessage: string;
  onSuccess?: (answer: A) => void;
}

type Control = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

export function enhanceLeadForm<A>(form: HTMLFormElement, options: LeadFormOptions<A>): void {
  const fields = Object.keys(LEAD_CHECKS[options.form]);
  const control = (field: string) => form.elements.namedItem(field) as Control | null;
  const results = form.querySelector<HTMLElement>('[data-form-results]');
  const alert = form.querySelector<HTMLElement>('[data-form-alert]');
  const button = form.querySelector<HTMLButtonElement>('button[type="submit"]');
  const buttonLabel = button?.textContent ?? '';
  const touched = new Set<string>();
  let lastKey: { payload: string; key: string } | null = null;
  let busy = false;
  // A success shown on the cleared form: a submission before the next edit is a repeated Enter or press, not a new
  // message, and is ignored rather than answered with "required" on every emptied field (ADR 54).
  let justSent = false;

  const fieldValue = (field: string): FieldValue => {
    const c = control(field);
    if (!c) return '';
    return c instanceof HTMLInputElement && c.type === 'checkbox' ? c.checked : c.value;
  };
  const values = (): Record<string, FieldValue> => Object.fromEntries(fields.map((field) => [field, fieldValue(field)]));

  const showError = (field: string, message: string | undefined) => {
    const c = control(field);
    const place = document.getElementById(`${options.idPrefix}-${field}-error`);
    if (!c || !place) return;
    place.textContent = message ?? '';
    place.hidden = !message;
    if (message) c.setAttribute('aria-invalid', 'true');
    else c.removeAttribute('aria-invalid');
    const ids = (c.getAttribute('aria-describedby') ?? '').split(' ').filter((id) => id && id !== place.id);
    if (message) ids.push(place.id);
    if (ids.length) c.setAttribute('aria-describedby', ids.join(' '));
    else c.removeAttribute('aria-describedby');
  };
  const showErrors = (problems: Record<string, string>) => {
    for (const field of fields) showError(field, problems[field]);
  };
  const setAlert = (message: string | null) => {
    if (!alert) return;
    alert.textContent = message ?? '';
    alert.className = message ? 'rounded-md border border-red-200 bg-red-50 px-4 py-3 text-sm font-medium text-red-800' : '';
  };
  const focusFirst = (problems: Record<string, string>) => {
    const first = Object.keys(problems)[0];
    if (first) document.getElementById(`${options.idPrefix}-${first}`)?.focus();
  };
  /** The outcome region: `false` empties it (an outcome from the address is old news once the visitor edits). */
  const showOutcome = (sent: boolean) => {
    if (!results) return;
    results.replaceChildren();
    if (!sent) return;
    const line = document.createElement('p');
    line.className = 'rounded-md border border-green-200 bg-green-50 px-4 py-3 text-sm font-medium text-green-900';
    line.dataset.testid = `${options.form}-result-shown`;
    line.textContent = formResultMessages(options.form).sent ?? '';
    // Focus goes to the success, so a keyboard or screen-reader user hears it and is not left on <body> (ADR 54).
    line.tabIndex = -1;
    results.append(line);
    line.focus();
  };
  const setBusy = (next: boolean) => {
    busy = next;
    if (!button) return;
    button.disabled = next;
    button.textContent = next ? (button.dataset.busyLabel ?? buttonLabel) : buttonLabel;
  };

  // An outcome named by the address (a post sent before this script ran) stays; the others are not needed.
  if (results) for (const line of [...results.children]) if (line.id !== window.location.hash.slice(1)) line.remove();

  const edited = (event: Event) => {
    const name = (event.target as { name?: string }).name;
    justSent = false;
    showOutcome(false);
    if (!name || !fields.includes(name)) return;
    // A field being checked as the visitor types keeps its message until the check replaces or clears it.
    if (!touched.has(name)) showError(name, undefined);
    const problems = checkLeadForm(options.form, values());
    for (const field of touched) showError(field, problems[field]);
  };
  form.addEventListener('input', edited);
  form.addEventListener('change', edited);

  form.addEventListener('focusout', (event) => {
    const name = (event.target as { name?: string }).name;
    if (!name || !fields.includes(name)) return;
    const value = fieldValue(name);
    if (typeof value === 'string' && value.trim() === '') return; // tabbing past an empty field is not an error yet
    if (value === false) return; // nor past a box not ticked yet: that is the submission's to say (ADR 42)
    touched.add(name);
    showError(name, checkLeadForm(options.form, values())[name]);
  });

  form.addEventListener('submit', async (event) => {
    event.preventDefault();
    if (busy) return;
    if (justSent) {
      results?.querySelector<HTMLElement>('[tabindex="-1"]')?.focus();
      return;
    }
    showOutcome(false);
    const answers = values();
    // The contact form's agent, chosen by the page's address (src/scripts/contact-agent.ts); the newsletter has none.
    const agent = options.form === 'contact' ? { agent_id: (control('agent_id') as HTMLInputElement | null)?.value || null } : {};
    const payload = JSON.stringify({ ...answers, ...agent });
    if (lastKey?.payload !== payload) lastKey = { payload, key: crypto.randomUUID() };
    const website = (control('website') as HTMLInputElement | null)?.value ?? '';

    const problems = checkLeadForm(options.form, answers);
    if (Object.keys(problems).length > 0) {
      showErrors(problems);
      // Each message once (ADR 42): the consent rule beside the box alone, which takes focus and is read out
      // through its aria-describedby; other mistakes beside their fields with one line above the button.
      setAlert(problems.consent && Object.keys(problems).length === 1 ? null : messages.generic.invalidInput);
      focusFirst(problems);
      return;
    }

    setBusy(true);
    setAlert(null);
    try {
      const body = { ...answers, ...agent, idempotency_key: lastKey.key, website };
      const result = await apiRequest<A>(form.getAttribute('action') ?? '', { body });
      if (result.ok) {
        touched.clear(); // a cleared form is a fresh start, not a list of empty required fields
        form.reset();
        showErrors({});
        lastKey = null;
        // Both forms keep their success in the form until the next edit (ADR 48, ADR 54): a toast fades.
        showOutcome(true);
        justSent = true;
        options.onSuccess?.(result.data);
        return;
      }
      const refused = result.error.fields ?? {};
      showErrors(refused);
      // Answers refused for their content stay beside their fields; a failure of ours (or too many tries) is the
      // The product's toast alone, with nothing in the form to contradict it (ADR 42) (docs/product/back-office-shell.md#failure-texts).
      if (result.status === 400) setAlert(result.error.message);
      else {
        setAlert(null);
        toast(result.status === 429 ? result.error.message : options.failureMessage, 'error');
      }
      focusFirst(refused);
    } finally {
      setBusy(false);
    }
  });

  // From here on the script checks and sends; the browser's own bubbles would repeat its messages.
  form.noValidate = true;
  form.dataset.enhanced = 'true';
}
