import { UploadIcon } from 'lucide-react';
import { useId, useState } from 'react';
import { send as sendTyped } from '../../../../browser/api-client';
import type { adminApi } from '../../../../browser/api-routes';
import { toast } from '../../../../browser/toast';
import { messages } from '../../../../lib/messages-staff';
import { importCounts } from './import-counts';
import { CLIENT_CSV_COLUMNS, type ClientImportResult, type ClientImportRowResult, type DuplicateChoice } from '../../../../lib/schemas/client-mortgages';
import { useDiscardGuard } from '../../kit/use-discard-guard';
import { Button } from '../../ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '../../ui/dialog';

const m = messages.backOffice.clients;
const TEMPLATE = `${CLIENT_CSV_COLUMNS.join(',')}\nJane Client,jane@example.com,416-555-0100,Ontario,First Lender,"410,000.00",4.89,fixed,5,22,2027-03-31,monthly,implied,2022-03-31\n`;
const templateHref = `data:text/csv;charset=utf-8,${encodeURIComponent(TEMPLATE)}`;

/**
 * Import clients from a CSV (ADR 29): the file is checked first (every row, with its line and errors, nothing
 * saved), then the valid rows are imported in one go. Clients already on file are marked and updated or skipped as
 * the person chooses, past maturities are warned about (ADR 45). Closing with a checked file asks first.
 */
/** The Clients routes of either area (the same router, functions/clients/routes.ts). */
export type ClientsApi = typeof adminApi.clients;

export function ImportClientsDialog({ api, onImported }: { api: ClientsApi; onImported: () => void }) {
  const [open, setOpen] = useState(false);
  const [csv, setCsv] = useState<string | null>(null);
  const [fileName, setFileName] = useState('');
  const [result, setResult] = useState<ClientImportResult | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [duplicates, setDuplicates] = useState<DuplicateChoice>('skip');
  const id = useId();

  const reset = () => {
    setCsv(null);
    setFileName('');
    setResult(null);
    setError(null);
    setDuplicates('skip');
  };
  const close = () => {
    setOpen(false);
    reset();
  };
  const { requestClose, guard } = useDiscardGuard(() => csv !== null && !busy, close);

  const send = async (commit: boolean) => {
    if (csv === null) return;
    setBusy(true);
    setError(null);
    const answer = await sendTyped(() => api.import.$post({ json: { csv, commit, duplicates } }));
    setBusy(false);
    if (!answer.ok) {
      setResult(null);
      setError(answer.error.code === 'invalid_input' || answer.status === 400 ? answer.error.message : m.importFailed);
      return;
    }
    if (!commit) {
      setResult(answer.data);
      return;
    }
    toast(m.importDoneDetail(answer.data.imported, answer.data.updated, answer.data.skipped), 'success');
    close();
    onImported();
  };

  return (
    <>
      <Button variant="outline" onClick={() => setOpen(true)}>
        <UploadIcon aria-hidden="true" />
        {m.import}
      </Button>
      <Dialog open={open} onOpenChange={(next) => (next ? setOpen(true) : requestClose())}>
        <DialogContent closeLabel={messages.backOffice.panel.close} className="sm:max-w-2xl">
          <DialogHeader>
            <DialogTitle>{m.importTitle}</DialogTitle>
            <DialogDescription>{m.importHelp}</DialogDescription>
          </DialogHeader>
          <div className="space-y-3 overflow-y-auto">
            <div>
              <label htmlFor={`${id}-file`} className="mb-1 block text-sm font-medium">
                {m.importFile}
              </label>
              <input
                id={`${id}-file`}
                type="file"
                accept=".csv,text/csv"
                className="block w-full text-sm file:mr-3 file:rounded-md file:border file:border-input file:bg-background file:px-3 file:py-1.5 file:text-sm file:font-medium hover:file:bg-muted"
                onChange={async (event) => {
                  const file = event.target.files?.[0];
                  reset();
                  if (!file) return;
                  setFileName(file.name);
                  setCsv(await file.text());
                }}
              />
              <a href={templateHref} download="clients-template.csv" className="mt-1 inline-block text-sm text-brand-700 underline">
                {m.importTemplate}
              </a>
            </div>
            {error && (
              <p role="alert" className="text-sm text-destructive">
                {error}
              </p>
            )}
            {result && <ImportPreview result={result} fileName={fileName} duplicates={duplicates} onDuplicates={setDuplicates} />}
          </div>
          <DialogFooter>
            <Button variant="outline" onClick={requestClose}>
              {messages.backOffice.form.cancel}
            </Button>
            {result && result.valid > 0 ? (
              <Button onClick={() => void send(true)} disabled={busy || rowsWritten(result, duplicates) === 0}>
                {busy ? m.importChecking : m.importCommit(rowsWritten(result, duplicates))}
              </Button>
            ) : (
              <Button onClick={() => void send(false)} disabled={busy || csv === null}>
                {busy ? m.importChecking : m.importPreview}
              </Button>
            )}
          </DialogFooter>
        </DialogContent>
      </Dialog>
      {guard}
    </>
  );
}

/** Clients a commit writes (import-counts.ts): the Import button and the preview's sentence count the same rows. */
const rowsWritten = (result: ClientImportResult, choice: DuplicateChoice) => importCounts(result, choice).written;

function rowNotes(row: ClientImportRowResult): string[] {
  const notes: string[] = [];
  if (row.duplicate)
    notes.push(row.duplicate.of === 'existing' ? m.importDuplicateExisting(row.duplicate.client_name) : m.importDuplicateLine(row.duplicate.line));
  return [...notes, ...row.warnings];
}

function ImportPreview({
  result,
  fileName,
  duplicates,
  onDuplicates,
}: {
  result: ClientImportResult;
  fileName: string;
  duplicates: DuplicateChoice;
  onDuplicates: (choice: DuplicateChoice) => void;
}) {
  const name = useId();
  return (
    <div className="space-y-2">
      <p role="status" className="text-sm font-medium">
        {result.valid > 0 ? m.importSummary(importCounts(result, duplicates), result.invalid) : m.importNothing}
      </p>
      {result.duplicates > 0 && (
        <fieldset className="rounded-md border border-amber-300 bg-amber-50 p-2 text-sm" data-testid="import-duplicates">
          <legend className="mb-1 font-medium text-amber-900">{m.importDuplicates(result.duplicates)}</legend>
          {(['skip', 'update'] as const).map((choice) => (
            <label key={choice} className="mt-1 flex items-start gap-2">
              <input
                type="radio"
                name={name}
                value={choice}
                checked={duplicates === choice}
                onChange={() => onDuplicates(choice)}
                className="mt-0.5 size-4 shrink-0"
              />
              <span>{choice === 'skip' ? m.importDuplicateSkip : m.importDuplicateUpdate}</span>
            </label>
          ))}
        </fieldset>
      )}
      {/* A scroll region keyboard users reach with Tab and scroll with the arrow keys (WCAG 2.1.1). */}
      <div
        className="max-h-72 overflow-auto rounded-md border outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50"
        tabIndex={0}
        role="region"
        aria-label={m.importPreviewRegion(fileName)}
        data-testid="import-preview"
      >
        <table className="w-full text-left text-sm">
          <caption className="sr-only">{fileName}</caption>
          <thead className="bg-muted/50">
            <tr>
              <th scope="col" className="whitespace-nowrap px-2 py-1.5">
                {m.importLine}
              </th>
              {/* Wide enough for a name to wrap between words on a phone; the region scrolls sideways past it. */}
              <th scope="col" className="min-w-[10rem] px-2 py-1.5">
                Client
              </th>
              <th scope="col" className="px-2 py-1.5">
                Result
              </th>
            </tr>
          </thead>
          <tbody>
            {result.rows.map((row) => {
              const notes = rowNotes(row);
              return (
                <tr key={row.line} className="border-t align-top" data-testid="import-row">
                  <td className="px-2 py-1.5 tabular-nums">{row.line}</td>
                  <td className="min-w-[10rem] px-2 py-1.5 [overflow-wrap:anywhere]">{row.client_name || '\u2014'}</td>
                  {row.errors.length > 0 ? (
                    <td className="px-2 py-1.5 text-destructive">{row.errors.join(' ')}</td>
                  ) : notes.length > 0 ? (
                    <td className="px-2 py-1.5 text-amber-900">
                      <span className="font-medium">{row.duplicate ? m.importDuplicate : m.importWarning}: </span>
                      {notes.join(' ')}
                    </td>
                  ) : (
                    <td className="px-2 py-1.5 text-emerald-700">{m.importRowOk}</td>
                  )}
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
    </div>
  );
}
