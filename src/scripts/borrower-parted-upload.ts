/**
 * The borrower's file page's one script (ADR 60; the page is drawn by functions/borrower/page.ts and loads this as
 * /scripts/borrower-upload.js, built by src/pages/scripts/borrower-upload.js.ts). With JavaScript, a file larger than
 * one request may carry (a phone camera's 4–8 MB photo) is sent in parts to functions/borrower/parted-routes.ts
 * instead of the plain form, with its progress in a status line. Whatever the outcome, the page is loaded again at
 * the document with the server's status key (`?done=uploaded`, `?error={code}`), so the message is the one the plain
 * form gets. A file within the plain limit, or a browser without `fetch`, still posts the plain form.
 *
 * Its texts and limits come on the script element (`data-base`, `data-plain-max`, `data-hint`, `data-uploading`).
 */
interface Settings {
  base: string;
  plainMax: number;
  hint: string;
  uploading: string;
}

const UPLOAD_ACTION = /\/needs\/([^/]+)\/uploads$/;

function settingsOf(script: HTMLOrSVGScriptElement | null): Settings | null {
  const data = script instanceof HTMLScriptElement ? script.dataset : undefined;
  if (!data?.base || !data.plainMax) return null;
  return { base: data.base, plainMax: Number(data.plainMax), hint: data.hint ?? '', uploading: data.uploading ?? '' };
}

/** The status key a refusal carries (its `error.code`), or the generic one. */
async function errorKey(response: Response): Promise<string> {
  const body = (await response.json().catch(() => null)) as { error?: { code?: string } } | null;
  return `error=${encodeURIComponent(body?.error?.code ?? 'upload_failed')}`;
}

/** Opens the upload, sends each part (a part lost to a server error once more), finishes: the page's status key. */
async function sendInParts(settings: Settings, needId: string, file: File, progress: (percent: number) => void): Promise<string> {
  const send = (path: string, init: RequestInit) => fetch(`${settings.base}${path}`, { ...init, credentials: 'same-origin' });
  const begun = await send(`/needs/${encodeURIComponent(needId)}/parted-uploads`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ name: file.name, size: file.size }),
  });
  if (!begun.ok) return errorKey(begun);
  const upload = (await begun.json()) as { id: string; parts: number; part_bytes: number };
  for (let index = 0; index < upload.parts; index++) {
    const part = () =>
      send(`/parted-uploads/${encodeURIComponent(upload.id)}/parts/${index}`, {
        method: 'PUT',
        headers: { 'content-type': 'application/octet-stream' },
        body: file.slice(index * upload.part_bytes, (index + 1) * upload.part_bytes),
      });
    let sent = await part();
    if (sent.status >= 500) sent = await part();
    if (!sent.ok) return errorKey(sent);
    progress(Math.round(((index + 1) / (upload.parts + 1)) * 100));
  }
  const done = await send(`/parted-uploads/${encodeURIComponent(upload.id)}/finish`, { method: 'POST' });
  return done.ok ? 'done=uploaded' : errorKey(done);
}

function enhance(form: HTMLFormElement, settings: Settings): void {
  const match = UPLOAD_ACTION.exec(form.getAttribute('action') ?? '');
  const input = form.querySelector<HTMLInputElement>('input[type=file]');
  if (!match || !input) return;
  const needId = decodeURIComponent(match[1]!);
  const hint = document.getElementById(`${input.id}-hint`);
  if (hint) hint.textContent = settings.hint;
  const status = document.createElement('p');
  status.className = 'hint';
  status.setAttribute('role', 'status');
  form.append(status);
  const back = (key: string) => {
    const target = new URL(`${settings.base}?${key}#need-${encodeURIComponent(needId)}`, location.href);
    // The same address but for its fragment would only scroll: the page must load again to show the new state.
    if (target.pathname + target.search === location.pathname + location.search) {
      history.replaceState(null, '', target.href);
      location.reload();
    } else location.assign(target.href);
  };
  form.addEventListener('submit', (event) => {
    const file = input.files?.[0];
    if (!file || file.size <= settings.plainMax) return;
    event.preventDefault();
    const button = form.querySelector('button');
    if (button) button.disabled = true;
    const progress = (percent: number) => {
      status.textContent = `${settings.uploading} ${percent}%`;
    };
    progress(0);
    sendInParts(settings, needId, file, progress).then(back, () => back('error=upload_failed'));
  });
}

const settings = settingsOf(document.currentScript);
if (settings && typeof fetch === 'function') {
  for (const form of document.querySelectorAll<HTMLFormElement>('form[enctype="multipart/form-data"]')) enhance(form, settings);
}
