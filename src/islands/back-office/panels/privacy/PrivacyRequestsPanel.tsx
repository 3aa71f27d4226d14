import { DownloadIcon, EraserIcon } from 'lucide-react';
import { useId, useState } from 'react';
import { isSessionEnded, send } from '../../../../browser/api-client';
import { adminApi, adminHref } from '../../../../browser/api-routes';
import { toast } from '../../../../browser/toast';
import { messages } from '../../../../lib/messages-staff';
import { privacyExportQuerySchema } from '../../../../lib/schemas/privacy';
import { Button } from '../../ui/button';
import { Input } from '../../ui/input';
import { Label } from '../../ui/label';
import { ReceivedRequests } from './ReceivedRequests';

const m = messages.backOffice.privacy;

/**
 * Privacy requests tab (ours, ADR 27): a person's data as one JSON file, or its erasure down to a tombstone. The
 * erasure asks for the address twice; the server checks the same and records the request under a fingerprint.
 */
export function PrivacyRequestsPanel() {
  const id = useId();
  const [email, setEmail] = useState('');
  const [confirm, setConfirm] = useState('');
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<{ tone: 'ok' | 'error'; text: string } | null>(null);
  const valid = privacyExportQuerySchema.safeParse({ email }).success;
  const confirmed = valid && confirm.trim().toLowerCase() === email.trim().toLowerCase();

  const erase = async () => {
    setBusy(true);
    const result = await send(() => adminApi.privacy.erase.$post({ json: { email, confirm } }));
    setBusy(false);
    if (result.ok) {
      const item = result.data.item;
      const text = m.erased(item, { files: item.borrower_files, documents: item.borrower_documents, messages: item.borrower_messages });
      setOutcome({ tone: 'ok', text });
      toast(text, 'success');
      setConfirm('');
    } else if (!isSessionEnded(result)) {
      const text = result.error.fields?.confirm ?? result.error.fields?.email ?? m.eraseFailed;
      setOutcome({ tone: 'error', text });
      toast(m.eraseFailed, 'error');
    }
  };

  return (
    <div className="max-w-xl space-y-6">
      <ReceivedRequests
        onUse={(address) => {
          setEmail(address);
          setConfirm('');
          setOutcome(null);
        }}
      />
      <p className="text-sm text-slate-700">{m.intro}</p>
      <div className="space-y-2">
        <Label htmlFor={`${id}-email`}>{m.email}</Label>
        <Input
          id={`${id}-email`}
          type="email"
          autoComplete="off"
          value={email}
          onChange={(event) => {
            setEmail(event.target.value);
            setOutcome(null);
          }}
          aria-describedby={`${id}-email-help`}
        />
        <p id={`${id}-email-help`} className="text-sm text-muted-foreground">
          {email && !valid ? m.needEmail : '\u00a0'}
        </p>
        {valid ? (
          <Button variant="outline" asChild>
            <a href={adminHref(adminApi.privacy['export.json'].$path({ query: { email: email.trim() } }))} download>
              <DownloadIcon aria-hidden="true" />
              {m.download}
            </a>
          </Button>
        ) : (
          <Button variant="outline" disabled>
            <DownloadIcon aria-hidden="true" />
            {m.download}
          </Button>
        )}
      </div>
      <section className="space-y-2 rounded-lg border border-destructive/40 bg-white p-4" aria-labelledby={`${id}-erase-title`}>
        <h3 id={`${id}-erase-title`} className="text-base font-semibold text-slate-900">
          {m.eraseTitle}
        </h3>
        <p className="text-sm text-slate-700">{m.eraseHelp}</p>
        <Label htmlFor={`${id}-confirm`}>{m.confirm}</Label>
        <Input id={`${id}-confirm`} type="email" autoComplete="off" value={confirm} onChange={(event) => setConfirm(event.target.value)} disabled={!valid} />
        <Button variant="destructive" disabled={!confirmed || busy} onClick={() => void erase()}>
          <EraserIcon aria-hidden="true" />
          {busy ? m.erasing : m.erase}
        </Button>
      </section>
      <p role="status" className={outcome?.tone === 'error' ? 'text-sm text-destructive' : 'text-sm text-emerald-800'} data-testid="privacy-outcome">
        {outcome?.text ?? ''}
      </p>
    </div>
  );
}
