import type { BorrowerStage } from '../../db/queries/borrower-files';
import { isClosedFile } from '../../src/lib/borrower-file-closed';
import type { BorrowerNeed } from '../../db/queries/borrower-needs';
import type { BorrowerMessage } from '../../db/queries/borrower-messages';
import { borrowerMessages as m } from '../../src/lib/messages-borrower';
import { siteSettings } from '../../src/lib/site-settings';
import { escapeHtml as e, htmlPage } from '../shared/html-page';
import { BORROWER_BASE_PATH } from './session';
import { VIEWABLE_TYPES } from '../../src/lib/borrower-viewable';
import { MAX_UPLOAD_BYTES } from '../../src/lib/upload-limits';

/**
 * The borrower's pages (ADR 52): plain HTML from the API, like the rate-alert token pages, so they work on both hosts
 * without JavaScript and are never built into the static site. Uploads are plain multipart forms; the file page's one
 * script (a static file of the site) only sends a file too large for one request in parts (ADR 60).
 */
const STYLE = `
body{margin:0;font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#0f172a;background:#f8fafc;line-height:1.5}
main{max-width:44rem;margin:0 auto;padding:1rem}
section,.card{margin:1rem 0;padding:1.25rem;background:#fff;border-radius:.75rem;box-shadow:0 1px 3px rgba(15,23,42,.15)}
h1{margin:1rem 0;font-size:1.75rem;color:#0c2d57}h2{margin:0 0 .75rem;font-size:1.25rem;color:#0c2d57}h3{margin:0;font-size:1.05rem}
button{padding:.75rem 1.25rem;min-height:44px;font:inherit;font-weight:600;color:#fff;background:#0c4a8c;border:0;border-radius:.5rem;cursor:pointer}
button.secondary{color:#0c4a8c;background:#fff;border:1px solid #0c4a8c}
button:focus-visible,a:focus-visible,input:focus-visible{outline:3px solid #b45309;outline-offset:2px}
a{color:#0c4a8c}label{display:block;margin-top:.75rem;font-weight:600}
input[type=email],input[type=file]{display:block;box-sizing:border-box;width:100%;margin:.25rem 0 .75rem;padding:.5rem;font:inherit;border:1px solid #64748b;border-radius:.375rem;background:#fff}
ol.stages{list-style:none;margin:0;padding:0}ol.stages li{padding:.25rem 0}ol.stages li[aria-current]{font-weight:700;color:#0c2d57}
.need{border-top:1px solid #cbd5e1;padding-top:1rem;margin-top:1rem}
.badge{display:inline-block;padding:.125rem .5rem;border-radius:999px;font-size:.875rem;font-weight:600;background:#e2e8f0;color:#0f172a}
.badge.needs_another{background:#fee2e2;color:#7f1d1d}.badge.accepted{background:#dcfce7;color:#14532d}.badge.uploaded{background:#dbeafe;color:#1e3a8a}
.agent{display:flex;gap:1rem;align-items:center}.agent img{flex:none;width:72px;height:72px;border-radius:50%;object-fit:cover}
.agent p{min-width:0;overflow-wrap:anywhere}
.flash{padding:.75rem 1rem;border-radius:.5rem;background:#dbeafe;color:#1e3a8a}.flash.error{background:#fee2e2;color:#7f1d1d}
.top{display:flex;justify-content:space-between;align-items:center;gap:1rem;flex-wrap:wrap}
.hint{color:#475569;font-size:.9rem;margin:0}
.sr-only{position:absolute;width:1px;height:1px;padding:0;margin:-1px;overflow:hidden;clip:rect(0,0,0,0);white-space:nowrap;border:0}
textarea{display:block;box-sizing:border-box;width:100%;margin:.25rem 0 .75rem;padding:.5rem;font:inherit;border:1px solid #64748b;border-radius:.375rem}
textarea:focus-visible{outline:3px solid #b45309;outline-offset:2px}
ol.messages{list-style:none;margin:0 0 1rem;padding:0}ol.messages li{margin:.5rem 0;padding:.5rem .75rem;border-radius:.5rem;background:#f1f5f9}
ol.messages li.borrower{background:#e0f2fe}.body{margin:.25rem 0 0;white-space:pre-wrap}
`;

/**
 * Only the page a link opens carries its token in the address, so only it sends no Referer (ADR 39). Every other
 * portal page keeps Referers same-origin: a `no-referrer` page makes the browser post its forms with `Origin: null`.
 */
export type ReferrerPolicy = 'no-referrer' | 'same-origin';

export function layout(title: string, body: string, referrer: ReferrerPolicy = 'same-origin'): string {
  return htmlPage({ title, referrer, style: STYLE, main: `<p class="hint"><a href="/">${e(siteSettings.brokerageName)}</a></p>\n${body}` });
}

/** The page a sign-in link opens: a button, because mail scanners open links and only a person presses buttons. */
export function renderSignInPrompt(action: string): string {
  return layout(
    m.signIn.title,
    `<h1>${e(m.signIn.title)}</h1><section><p>${e(m.signIn.prompt)}</p><form method="post" action="${e(action)}"><button type="submit">${e(m.signIn.button)}</button></form></section>`,
    'no-referrer',
  );
}

/** "Email me a new link", with a message above it (a dead link, a staff cookie, the answer to a request). */
export function renderAskForLink(message?: { text: string; error?: boolean }): string {
  const flash = message ? `<p class="flash${message.error ? ' error' : ''}" role="${message.error ? 'alert' : 'status'}">${e(message.text)}</p>` : '';
  return layout(
    m.signIn.askTitle,
    `<h1>${e(m.pageTitle)}</h1>${flash}<section><h2>${e(m.signIn.askTitle)}</h2><p>${e(m.signIn.askIntro)}</p>
<form method="post" action="${BORROWER_BASE_PATH}/new-link"><label for="email">${e(m.signIn.email)}</label>
<input id="email" name="email" type="email" autocomplete="email" required maxlength="254"><button type="submit">${e(m.signIn.send)}</button></form></section>`,
  );
}

export interface FileView {
  stages: { stage: BorrowerStage; changedAt: string }[];
  agent: { name: string; email: string | null; phone: string | null; photoUrl: string | null } | null;
  needs: BorrowerNeed[];
  messages: BorrowerMessage[];
  flash?: { text: string; error?: boolean };
  /** The item an upload answer belongs to: its flash is drawn beside that item's file field, not at the top. */
  flashNeedId?: string;
}

const day = (iso: string) => new Date(iso).toLocaleDateString('en-CA', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'America/Toronto' });
/** An upload's date and time: two uploads of the same name differ by it. */
const dayAndTime = (iso: string) =>
  new Date(iso).toLocaleString('en-CA', { year: 'numeric', month: 'long', day: 'numeric', hour: 'numeric', minute: '2-digit', timeZone: 'America/Toronto' });

function stagesHtml(stages: FileView['stages']): string {
  const items = stages
    .map((s, i) => {
      const current = i === stages.length - 1 ? ' aria-current="step"' : '';
      return `<li${current}>${e(m.stages[s.stage])}: <time datetime="${e(s.changedAt)}">${e(day(s.changedAt))}</time></li>`;
    })
    .join('');
  return `<section aria-labelledby="status-h"><h2 id="status-h">${e(m.status.heading)}</h2><ol class="stages">${items}</ol></section>`;
}

function agentHtml(agent: FileView['agent']): string {
  if (!agent) return `<section aria-labelledby="agent-h"><h2 id="agent-h">${e(m.agent.heading)}</h2><p>${e(m.agent.none)}</p></section>`;
  const photo = agent.photoUrl ? `<img src="${e(agent.photoUrl)}" alt="${e(m.agent.photoAlt(agent.name))}" width="72" height="72">` : '';
  const email = agent.email ? `<br><a href="mailto:${e(agent.email)}">${e(agent.email)}</a>` : '';
  const phone = agent.phone ? `<br><a href="tel:${e(agent.phone.replace(/[^0-9+]/g, ''))}">${e(agent.phone)}</a>` : '';
  return `<section aria-labelledby="agent-h"><h2 id="agent-h">${e(m.agent.heading)}</h2><div class="agent">${photo}<p><strong>${e(agent.name)}</strong>${email}${phone}</p></div></section>`;
}

/** Phones offer the camera for `image/*`; the listed types keep PDFs and HEIC choosable from files. */
export const UPLOAD_ACCEPT = 'image/*,application/pdf,.pdf,.heic,.heif,.jpg,.jpeg,.png';

type Flash = NonNullable<FileView['flash']>;

/** A message with the role screen readers announce: an error is an alert, a success a status. */
function flashHtml(flash: Flash, id?: string): string {
  return `<p${id ? ` id="${e(id)}"` : ''} class="flash${flash.error ? ' error' : ''}" role="${flash.error ? 'alert' : 'status'}">${e(flash.text)}</p>`;
}

/**
 * One checklist item. The answer to an upload against it (refused or stored) is drawn here, beside its file field and
 * named by the field's aria-describedby, because the page returns scrolled to the item: a phone shows nothing else.
 */
function needHtml(need: BorrowerNeed, flash: Flash | undefined, closed: boolean): string {
  const inputId = `file-${need.id}`;
  const flashId = `${inputId}-message`;
  const answer = flash ? flashHtml(flash, flashId) : '';
  const describedBy = flash ? `${flashId} ${inputId}-hint` : `${inputId}-hint`;
  const note = need.note ? `<p>${e(m.needs.note)}: ${e(need.note)}</p>` : '';
  const reason = need.status === 'needs_another' && need.reason ? `<p><strong>${e(m.needs.reason)}:</strong> ${e(need.reason)}</p>` : '';
  const uploads = need.uploads.length
    ? `<p class="hint">${e(m.needs.yourUploads)}:</p><ul>${need.uploads
        .map((u) => {
          const view = VIEWABLE_TYPES.has(u.contentType)
            ? ` · <a href="${BORROWER_BASE_PATH}/uploads/${e(u.id)}?view=1" target="_blank" rel="noopener">${e(m.needs.view)}<span class="sr-only"> ${e(u.originalName)} (${e(dayAndTime(u.uploadedAt))})</span></a>`
            : '';
          // The date and time are inside the link: two uploads of the same name are two different links to a screen reader.
          return `<li><a href="${BORROWER_BASE_PATH}/uploads/${e(u.id)}">${e(u.originalName)} (${e(dayAndTime(u.uploadedAt))})</a>${view}</li>`;
        })
        .join('')}</ul>`
    : '';
  const form =
    need.status === 'accepted' || closed
      ? ''
      : `<form method="post" action="${BORROWER_BASE_PATH}/needs/${e(need.id)}/uploads" enctype="multipart/form-data">
<label for="${inputId}">${e(m.needs.chooseFileFor(need.label))}</label>${answer}<p class="hint" id="${inputId}-hint">${e(m.needs.hint)}</p>
<input id="${inputId}" name="file" type="file" accept="${UPLOAD_ACCEPT}" required aria-describedby="${describedBy}"><button type="submit">${e(m.needs.upload)}<span class="sr-only"> ${e(need.label)}</span></button></form>`;
  // An accepted item has no field: its answer stands under its heading.
  const answerWithoutForm = form ? '' : answer;
  return `<div class="need" id="need-${e(need.id)}"><h3>${e(need.label)} <span class="badge ${need.status}">${e(m.needs.states[need.status])}</span></h3>${answerWithoutForm}${note}${reason}${uploads}${form}</div>`;
}

function messagesHtml(messages: BorrowerMessage[]): string {
  const list = messages.length
    ? `<ol class="messages">${messages
        .map(
          (msg) =>
            `<li class="${msg.sender}"><p class="hint">${e(msg.sender === 'borrower' ? m.messages.you : m.messages.agent)}, <time datetime="${e(msg.createdAt)}">${e(day(msg.createdAt))}</time></p><p class="body">${e(msg.body)}</p></li>`,
        )
        .join('')}</ol>`
    : `<p>${e(m.messages.none)}</p>`;
  return `<section aria-labelledby="messages-h"><h2 id="messages-h">${e(m.messages.heading)}</h2>${list}
<form method="post" action="${BORROWER_BASE_PATH}/messages"><label for="message-body">${e(m.messages.label)}</label>
<textarea id="message-body" name="body" rows="4" maxlength="4000" required></textarea><button type="submit">${e(m.messages.send)}</button></form></section>`;
}

/** The script that sends a file over 4 MB in parts (ADR 60), with its texts and limits on its own element. */
export const PARTED_UPLOAD_SCRIPT_PATH = '/scripts/borrower-upload.js';
const partedUploadScript = () =>
  `<script src="${PARTED_UPLOAD_SCRIPT_PATH}" defer data-base="${BORROWER_BASE_PATH}" data-plain-max="${MAX_UPLOAD_BYTES}" data-hint="${e(m.needs.hintParted)}" data-uploading="${e(m.needs.uploading)}"></script>`;

export function renderFilePage(view: FileView): string {
  const onItem = view.flash && view.needs.some((need) => need.id === view.flashNeedId);
  const flash = view.flash && !onItem ? flashHtml(view.flash) : '';
  const itemFlash = (need: BorrowerNeed) => (onItem && need.id === view.flashNeedId ? view.flash : undefined);
  // A closed file (the deal did not go ahead) takes no more documents: no forms, and the list says why.
  const closed = isClosedFile(view.stages);
  const needs = view.needs.length
    ? `${closed ? `<p>${e(m.needs.closed)}</p>` : ''}${view.needs.map((need) => needHtml(need, itemFlash(need), closed)).join('')}`
    : `<p>${e(m.needs.none)}</p>`;
  return layout(
    m.pageTitle,
    `<div class="top"><h1>${e(m.pageTitle)}</h1><form method="post" action="${BORROWER_BASE_PATH}/sign-out"><button type="submit" class="secondary">${e(m.signIn.signOut)}</button></form></div>
${flash}${stagesHtml(view.stages)}${agentHtml(view.agent)}
<section aria-labelledby="needs-h"><h2 id="needs-h">${e(m.needs.heading)}</h2>${needs}</section>
${messagesHtml(view.messages)}${view.needs.length && !closed ? partedUploadScript() : ''}`,
  );
}
