import { privacyRequestFormMessages as m } from '../lib/messages-privacy';

/**
 * The /privacy request form with JavaScript (ADR 48, ADR 54): the server's HTML is the form and posts by itself
 * until this runs. Once running, it sends the answers as JSON and keeps the visitor on the page: a refused answer
 * (an address the browser accepts but the server does not) is written beside its field with everything typed left
 * in place and focus on the first wrong field; a success replaces the form with what to do next. No framework: a
 * few kilobytes, as the newsletter and contact forms.
 */
type Control = HTMLInputElement | HTMLTextAreaElement;

export function enhancePrivacyRequestForm(form: HTMLFormElement): void {
  const alert = form.querySelector<HTMLElement>('[data-form-alert]');
  const button = form.querySelector<HTMLButtonElement>('button[type="submit"]');
  let busy = false;

  const place = (field: string) => document.getElementById(`privacy-${field}-error`);
  const controlOf = (field: string): Control | null =>
    field === 'kind' ? form.querySelector<HTMLInputElement>('input[name="kind"]') : (form.elements.namedItem(field) as Control | null);

  const showError = (field: string, message: string) => {
    const where = place(field);
    const control = controlOf(field);
    if (!where || !control) return false;
    where.textContent = message;
    where.hidden = message === '';
    if (message) {
      control.setAttribute('aria-invalid', 'true');
      control.setAttribute('aria-describedby', [control.dataset.describedby, where.id].filter(Boolean).join(' '));
    } else {
      control.removeAttribute('aria-invalid');
      if (control.dataset.describedby) control.setAttribute('aria-describedby', control.dataset.describedby);
      else control.removeAttribute('aria-describedby');
    }
    return true;
  };
  const showAlert = (message: string) => {
    if (!alert) return;
    alert.textContent = message;
    alert.hidden = message === '';
  };
  const clearAll = () => {
    for (const field of ['kind', 'name', 'email', 'note']) showError(field, '');
    showAlert('');
  };

  // An edited field loses its old message: it no longer describes what is there.
  form.addEventListener('input', (event) => {
    const name = (event.target as Control | null)?.name;
    if (name) showError(name, '');
  });

  form.addEventListener('submit', async (event) => {
    event.preventDefault();
    if (busy) return;
    busy = true;
    if (button) button.disabled = true;
    clearAll();
    const answers = Object.fromEntries([...new FormData(form)].map(([key, value]) => [key, String(value)]));
    try {
      const response = await fetch(form.action, {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify(answers),
      });
      if (response.ok) return sent();
      const body = (await response.json().catch(() => null)) as { error?: { message?: string; fields?: Record<string, string> } } | null;
      const fields = Object.entries(body?.error?.fields ?? {});
      const shown = fields.filter(([field, message]) => showError(field, message));
      if (shown.length > 0) controlOf(shown[0]![0])?.focus();
      else showAlert(fields.map(([, message]) => message).join(' ') || body?.error?.message || m.failed);
    } catch {
      showAlert(m.failed);
    } finally {
      busy = false;
      if (button) button.disabled = false;
    }
  });

  function sent() {
    const done = document.createElement('div');
    done.setAttribute('data-testid', 'privacy-request-sent');
    done.tabIndex = -1;
    done.className = 'mt-5 rounded-lg bg-green-50 p-4 text-green-900';
    const title = document.createElement('p');
    title.className = 'font-semibold';
    title.textContent = m.sentTitle;
    const text = document.createElement('p');
    text.setAttribute('role', 'status');
    text.textContent = m.sent;
    done.append(title, text);
    form.replaceWith(done);
    done.focus();
  }
}
