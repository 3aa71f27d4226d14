import { useCallback, useEffect, useId, useMemo, useRef, useState } from 'react';
import type { ClientResponse } from 'hono/client';
import { send } from '../../../../browser/api-client';
import { FILE_TYPE_LABELS, FILE_TYPES, type BorrowerFileType } from '../../../../lib/borrower-checklist';
import { formatDateTime } from '../../../../lib/format';
import { borrowerMessages } from '../../../../lib/messages-borrower';
import { VIEWABLE_TYPES } from '../../../../lib/borrower-viewable';
import { isClosedFile } from '../../../../lib/borrower-file-closed';
import { Button } from '../../ui/button';
import { Input, Textarea } from '../../ui/input';
import { type DeskMode, deskApi, deskHref, type LeadDeskApi } from './types';

const m = borrowerMessages.desk;

interface FileView {
  id: string;
  file_type: BorrowerFileType;
  waiting_on_borrower: number;
  stages: { stage: keyof typeof borrowerMessages.stages; changed_at: string }[];
  needs: {
    id: string;
    label: string;
    note: string | null;
    status: keyof typeof borrowerMessages.needs.states;
    reason: string | null;
    uploads: { id: string; original_name: string; content_type: string; uploaded_at: string }[];
  }[];
  messages: { id: string; sender: 'borrower' | 'agent'; body: string; created_at: string }[];
}
/** One lead's borrower file on the desk's typed client: its routes, the lead's id they all take, and links in its area. */
interface FileDesk {
  api: LeadDeskApi[':id']['borrower-file'];
  param: { id: string };
  href: (path: string) => string;
}
/** What "Add" sends: the ticked checklist items with their notes, and the agent's own item. */
type NeedsBody = Parameters<FileDesk['api']['needs']['$post']>[0]['json'];
/** Makes one call on the file and reads the file again when it worked; the failure shows above the file. */
type Send = (call: (desk: FileDesk) => Promise<ClientResponse<unknown>>) => Promise<boolean>;
type Checklist = Record<BorrowerFileType, { label: string; items: { key: string; label: string }[] }>;

/**
 * A lead's borrower file on the desk (ADR 52, ADR 53): the needs list picked from the checklist or written, the
 * borrower's uploads to download, accept or ask again with a reason, and the messages each way.
 */
export function BorrowerFileSection({
  mode,
  leadId,
  leadVersion,
  onlyIfOpened = false,
  onWaiting,
}: {
  mode: DeskMode;
  leadId: string;
  leadVersion?: string;
  /** The client record shows a file only where one was opened; opening one belongs to the lead desk. */
  onlyIfOpened?: boolean;
  /** Told the file's "waiting on borrower" count each time it is read, so the lead's row shows the same. */
  onWaiting?: (waiting: number) => void;
}) {
  const desk = useMemo<FileDesk>(
    () => ({ api: deskApi(mode)[':id']['borrower-file'], param: { id: leadId }, href: (path) => deskHref(mode, path) }),
    [mode, leadId],
  );
  const [file, setFile] = useState<FileView | null | undefined>(undefined);
  const [checklist, setChecklist] = useState<Checklist | null>(null);
  const [error, setError] = useState<string | null>(null);
  // Held in a ref: a new callback each render must not read the file again.
  const tellWaiting = useRef(onWaiting);
  tellWaiting.current = onWaiting;
  const load = useCallback(async () => {
    const result = await send(() => desk.api.$get({ param: desk.param }));
    if (result.ok) {
      setFile(result.data.item as FileView | null);
      setChecklist(result.data.checklist as Checklist);
      if (result.data.item) tellWaiting.current?.((result.data.item as FileView).waiting_on_borrower);
    } else setFile(null);
  }, [desk]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a change of the lead (its status, "Mark funded") changes what the borrower sees, so the file is read again.
  useEffect(() => {
    void load();
  }, [load, leadVersion]);

  const act: Send = async (call) => {
    setError(null);
    const result = await send(() => call(desk));
    if (!result.ok) setError(result.error.message || m.failed);
    else await load();
    return result.ok;
  };

  if (file === undefined) return <p className="text-slate-600">{m.loading}</p>;
  if (file === null && onlyIfOpened) return null;
  return (
    <section
      aria-labelledby={`borrower-${leadId}`}
      className="space-y-3 rounded-lg bg-white p-3 ring-1 ring-slate-200 md:col-span-2"
      data-testid="borrower-file"
    >
      <h3 id={`borrower-${leadId}`} className="font-semibold text-slate-900">
        {m.heading}
      </h3>
      {error && (
        <p role="alert" className="text-red-800">
          {error}
        </p>
      )}
      {file === null ? (
        <OpenFile onOpen={(fileType) => act((d) => d.api.$post({ param: d.param, json: { file_type: fileType } }))} />
      ) : (
        <OpenedFile file={file} checklist={checklist} desk={desk} send={act} />
      )}
    </section>
  );
}

function FileTypeSelect({
  id,
  value,
  onChange,
  disabled,
}: {
  id: string;
  value: BorrowerFileType;
  onChange: (type: BorrowerFileType) => void;
  disabled?: boolean;
}) {
  return (
    <>
      <label htmlFor={id} className="text-slate-700">
        {m.fileType}
      </label>
      <select
        id={id}
        className="h-9 rounded-md border border-slate-400 px-2"
        value={value}
        disabled={disabled}
        onChange={(e) => onChange(e.target.value as BorrowerFileType)}
      >
        {FILE_TYPES.map((type) => (
          <option key={type} value={type}>
            {FILE_TYPE_LABELS[type]}
          </option>
        ))}
      </select>
    </>
  );
}

function OpenFile({ onOpen }: { onOpen: (fileType: BorrowerFileType) => Promise<boolean> }) {
  const id = useId();
  const [fileType, setFileType] = useState<BorrowerFileType>('purchase');
  return (
    <div className="flex flex-wrap items-end gap-2">
      <p className="w-full text-slate-700">{m.none}</p>
      <FileTypeSelect id={id} value={fileType} onChange={setFileType} />
      <Button size="sm" onClick={() => void onOpen(fileType)}>
        {m.open}
      </Button>
    </div>
  );
}

/**
 * The file's type picks the checklist offered; an application form's file opens as a purchase, so the agent may change
 * it. A choice is saved at once and the checklist below follows (a separate button left the list showing the old
 * type's items until pressed); a failed save shows the type the file still has.
 */
function ChangeFileType({ current, onChange }: { current: BorrowerFileType; onChange: (fileType: BorrowerFileType) => Promise<boolean> }) {
  const id = useId();
  const [fileType, setFileType] = useState<BorrowerFileType>(current);
  const [saving, setSaving] = useState(false);
  useEffect(() => setFileType(current), [current]);
  const choose = async (next: BorrowerFileType) => {
    setFileType(next);
    setSaving(true);
    const saved = await onChange(next);
    setSaving(false);
    if (!saved) setFileType(current);
  };
  return (
    <div className="flex flex-wrap items-end gap-2">
      <FileTypeSelect id={id} value={fileType} disabled={saving} onChange={(next) => void choose(next)} />
      <p className="text-sm text-slate-600">{m.fileTypeHint}</p>
    </div>
  );
}

function OpenedFile({ file, checklist, desk, send }: { file: FileView; checklist: Checklist | null; desk: FileDesk; send: Send }) {
  const stage = file.stages[file.stages.length - 1];
  // A closed file's checklist stands (ADR 53): the server refuses every change, so the desk offers none.
  const closed = isClosedFile(file.stages);
  return (
    <>
      <p className="text-slate-800">
        <strong data-testid="waiting-on-borrower">{m.waiting(file.waiting_on_borrower)}</strong>
        {stage && (
          <span className="block text-slate-700">
            {m.stage}: {borrowerMessages.stages[stage.stage]} ({formatDateTime(stage.changed_at)})
          </span>
        )}
      </p>
      {(stage?.stage === 'completed' || stage?.stage === 'closed') && (
        <Button
          size="sm"
          variant="outline"
          onClick={() => void send((d) => d.api.outcome.$post({ param: d.param, json: { outcome: stage.stage === 'completed' ? 'closed' : 'completed' } }))}
        >
          {stage.stage === 'completed' ? m.showAsClosed : m.showAsCompleted}
        </Button>
      )}
      <ChangeFileType current={file.file_type} onChange={(fileType) => send((d) => d.api.$post({ param: d.param, json: { file_type: fileType } }))} />
      {closed ? (
        <p className="text-slate-700">{m.fileClosed}</p>
      ) : (
        <NeedsPicker items={checklist?.[file.file_type]?.items ?? []} onAdd={(body) => send((d) => d.api.needs.$post({ param: d.param, json: body }))} />
      )}
      {file.needs.length === 0 ? (
        <p className="text-slate-600">{m.noNeeds}</p>
      ) : (
        <ul className="space-y-2">
          {file.needs.map((need) => (
            <NeedRow key={need.id} need={need} desk={desk} send={send} closed={closed} />
          ))}
        </ul>
      )}
      <Messages file={file} onSend={(body) => send((d) => d.api.messages.$post({ param: d.param, json: { body } }))} />
    </>
  );
}

/** Each ticked item gets its own note field; the last note belongs to the agent's own item (ADR 53). */
function NeedsPicker({ items, onAdd }: { items: { key: string; label: string }[]; onAdd: (body: NeedsBody) => Promise<boolean> }) {
  const id = useId();
  const [picked, setPicked] = useState<string[]>([]);
  const [notes, setNotes] = useState<Record<string, string>>({});
  const [label, setLabel] = useState('');
  const [note, setNote] = useState('');
  const add = async () => {
    const itemNotes = Object.fromEntries(picked.filter((key) => notes[key]?.trim()).map((key) => [key, notes[key]!]));
    if (await onAdd({ checklist_keys: picked, notes: itemNotes, label: label || undefined, note: (label && note) || undefined })) {
      setPicked([]);
      setNotes({});
      setLabel('');
      setNote('');
    }
  };
  return (
    <fieldset className="space-y-2">
      <legend className="font-medium text-slate-900">{m.checklist}</legend>
      <div className="grid gap-1 sm:grid-cols-2">
        {items.map((item) => (
          <div key={item.key}>
            <label className="flex items-start gap-2 text-slate-800">
              <input
                type="checkbox"
                className="mt-1"
                checked={picked.includes(item.key)}
                onChange={(e) => setPicked(e.target.checked ? [...picked, item.key] : picked.filter((key) => key !== item.key))}
              />
              {item.label}
            </label>
            {picked.includes(item.key) && (
              <Input
                aria-label={m.noteFor(item.label)}
                placeholder={m.note}
                className="mt-1"
                value={notes[item.key] ?? ''}
                maxLength={1000}
                onChange={(e) => setNotes({ ...notes, [item.key]: e.target.value })}
              />
            )}
          </div>
        ))}
      </div>
      <label htmlFor={`${id}-own`} className="block text-slate-700">
        {m.ownItem}
      </label>
      <Input id={`${id}-own`} value={label} maxLength={200} onChange={(e) => setLabel(e.target.value)} />
      {label.trim() && (
        <>
          <label htmlFor={`${id}-note`} className="block text-slate-700">
            {m.noteFor(label.trim())}
          </label>
          <Input id={`${id}-note`} value={note} maxLength={1000} onChange={(e) => setNote(e.target.value)} />
        </>
      )}
      <Button size="sm" onClick={() => void add()} disabled={picked.length === 0 && !label.trim()}>
        {m.add}
      </Button>
    </fieldset>
  );
}

/** An item nothing was uploaded against yet: its name and note, edited in place. */
function EditNeed({ need, send, onDone }: { need: FileView['needs'][number]; send: Send; onDone: () => void }) {
  const id = useId();
  const [label, setLabel] = useState(need.label);
  const [note, setNote] = useState(need.note ?? '');
  const save = async () => {
    const changed = { label, note: note.trim() ? note : null };
    if (await send((d) => d.api.needs[':needId'].$patch({ param: { ...d.param, needId: need.id }, json: changed }))) onDone();
  };
  return (
    <div className="mt-1 grid gap-1">
      <label htmlFor={`${id}-label`} className="text-slate-700">
        {m.itemName}
      </label>
      <Input id={`${id}-label`} value={label} maxLength={200} onChange={(e) => setLabel(e.target.value)} />
      <label htmlFor={`${id}-note`} className="text-slate-700">
        {m.note}
      </label>
      <Input id={`${id}-note`} value={note} maxLength={1000} onChange={(e) => setNote(e.target.value)} />
      <div className="flex gap-2">
        <Button size="sm" disabled={!label.trim()} onClick={() => void save()}>
          {m.save}
        </Button>
        <Button size="sm" variant="outline" onClick={onDone}>
          {m.cancel}
        </Button>
      </div>
    </div>
  );
}

function NeedRow({ need, desk, send, closed }: { need: FileView['needs'][number]; desk: FileDesk; send: Send; closed: boolean }) {
  const download = (uploadId: string, query: { view?: string } = {}) =>
    desk.href(desk.api.uploads[':uploadId'].download.$path({ param: { ...desk.param, uploadId }, query }));
  const id = useId();
  const [reason, setReason] = useState('');
  const [asking, setAsking] = useState(false);
  // "Needs another" opens the Reason field and moves there: the reason is what the agent must write next.
  const reasonField = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (asking) reasonField.current?.focus();
  }, [asking]);
  const [editing, setEditing] = useState(false);
  const changeable = !closed && need.status === 'requested' && need.uploads.length === 0;
  return (
    <li className="rounded-md p-2 ring-1 ring-slate-200" data-testid="borrower-need">
      <p className="font-medium text-slate-900">
        {need.label} <span className="rounded bg-slate-100 px-1.5 text-slate-800">{borrowerMessages.needs.states[need.status]}</span>
      </p>
      {need.note && <p className="text-slate-700">{need.note}</p>}
      {changeable &&
        (editing ? (
          <EditNeed need={need} send={send} onDone={() => setEditing(false)} />
        ) : (
          <div className="mt-1 flex gap-2">
            <Button size="sm" variant="outline" aria-label={m.editItem(need.label)} onClick={() => setEditing(true)}>
              {m.edit}
            </Button>
            <Button
              size="sm"
              variant="outline"
              aria-label={m.removeItem(need.label)}
              onClick={() => void send((d) => d.api.needs[':needId'].$delete({ param: { ...d.param, needId: need.id } }))}
            >
              {m.remove}
            </Button>
          </div>
        ))}
      {need.status === 'needs_another' && need.reason && (
        <p className="text-red-800">
          {m.reason}: {need.reason}
        </p>
      )}
      <ul>
        {need.uploads.map((upload) => (
          <li key={upload.id}>
            <a className="text-brand-700 underline" href={download(upload.id)}>
              {m.download} {upload.original_name}
            </a>{' '}
            {VIEWABLE_TYPES.has(upload.content_type) && (
              <>
                <a className="text-brand-700 underline" href={download(upload.id, { view: '1' })} target="_blank" rel="noopener">
                  {m.view}
                  <span className="sr-only"> {upload.original_name}</span>
                </a>{' '}
              </>
            )}
            {upload.content_type === 'image/heic' && <span className="text-slate-600">{m.heicDownloadOnly} </span>}
            <span className="text-slate-600">{formatDateTime(upload.uploaded_at)}</span>
          </li>
        ))}
      </ul>
      {need.status === 'uploaded' && !closed && (
        <div className="mt-1 flex flex-wrap items-end gap-2">
          <Button
            size="sm"
            aria-label={m.acceptItem(need.label)}
            onClick={() => void send((d) => d.api.needs[':needId'].decision.$post({ param: { ...d.param, needId: need.id }, json: { decision: 'accept' } }))}
          >
            {m.accept}
          </Button>
          {asking ? (
            <>
              <label htmlFor={`${id}-reason`} className="text-slate-700">
                {m.reason}
              </label>
              <Input ref={reasonField} id={`${id}-reason`} className="max-w-xs" value={reason} maxLength={1000} onChange={(e) => setReason(e.target.value)} />
              <Button
                size="sm"
                variant="outline"
                aria-label={m.askAgainItem(need.label)}
                disabled={!reason.trim()}
                onClick={() =>
                  void send((d) =>
                    d.api.needs[':needId'].decision.$post({ param: { ...d.param, needId: need.id }, json: { decision: 'needs_another', reason } }),
                  )
                }
              >
                {m.askAgain}
              </Button>
            </>
          ) : (
            <Button size="sm" variant="outline" aria-label={m.needsAnotherItem(need.label)} onClick={() => setAsking(true)}>
              {m.needsAnother}
            </Button>
          )}
        </div>
      )}
    </li>
  );
}

function Messages({ file, onSend }: { file: FileView; onSend: (body: string) => Promise<boolean> }) {
  const id = useId();
  const [body, setBody] = useState('');
  return (
    <div className="space-y-2">
      <h4 className="font-medium text-slate-900">{m.messages}</h4>
      {file.messages.length === 0 ? (
        <p className="text-slate-600">{m.noMessages}</p>
      ) : (
        <ol className="space-y-1" data-testid="borrower-messages">
          {file.messages.map((message) => (
            <li key={message.id} className={message.sender === 'borrower' ? 'rounded bg-slate-100 p-2' : 'rounded bg-brand-50 p-2'}>
              <span className="block text-xs font-semibold text-slate-700">
                {message.sender === 'borrower' ? m.fromBorrower : m.fromAgent}, {formatDateTime(message.created_at)}
              </span>
              <span className="whitespace-pre-wrap text-slate-900">{message.body}</span>
            </li>
          ))}
        </ol>
      )}
      <label htmlFor={`${id}-body`} className="block text-slate-700">
        {m.write}
      </label>
      <Textarea id={`${id}-body`} value={body} maxLength={4000} onChange={(e) => setBody(e.target.value)} />
      <Button size="sm" disabled={!body.trim()} onClick={() => void onSend(body).then((ok) => ok && setBody(''))}>
        {m.send}
      </Button>
    </div>
  );
}
