import { useEffect, useState } from 'react';
import { send } from '../../../../browser/api-client';
import { formatDateTime } from '../../../../lib/format';
import { readTranscript } from '../../../../lib/lead-transcript';
import { handoverMessages } from '../../../../lib/messages-handover';
import { messages } from '../../../../lib/messages-staff';
import { Button } from '../../ui/button';
import { BorrowerFileSection } from './BorrowerFileSection';
import { type ConsentRecord, type DeskLead, type DeskMode, deskApi } from './types';
import { fieldLabel as labelOf } from '../../../../lib/field-label';

/** Forms whose consent counts only once the person confirms it from their inbox (ADR 39). */
const DOUBLE_OPT_IN = new Set(['newsletter', 'rate_alert']);

const m = messages.backOffice.leads.details;

/** Every field of a lead and its metadata; a chatbot conversation as a transcript; the CASL consent on record. */
export function LeadDetails({
  lead,
  mode,
  onFund,
  onWaiting,
}: {
  lead: DeskLead;
  mode: DeskMode;
  onFund?: (lead: DeskLead) => void;
  onWaiting?: (leadId: string, waiting: number) => void;
}) {
  const [consents, setConsents] = useState<ConsentRecord[] | null>(null);
  useEffect(() => {
    let alive = true;
    void send(() => deskApi(mode)[':id'].$get({ param: { id: lead.id } })).then((result) => {
      if (alive) setConsents(result.ok ? result.data.consents : []);
    });
    return () => {
      alive = false;
    };
  }, [mode, lead.id]);

  const transcript = readTranscript(lead);
  const metadata = Object.entries(lead.metadata).filter(([, value]) => value !== null && value !== '');

  return (
    <div className="grid gap-4 text-sm md:grid-cols-2" data-testid="lead-details">
      <section aria-label={transcript ? m.conversation : m.message} className="space-y-2">
        <h3 className="font-semibold text-slate-900">{transcript ? m.conversation : m.message}</h3>
        {transcript ? (
          <ol className="space-y-2" data-testid="lead-transcript">
            {transcript.map((turn, index) => (
              <li
                key={index}
                className={
                  turn.role === 'user' ? 'mr-8 rounded-lg bg-white p-2 ring-1 ring-slate-200' : 'ml-8 rounded-lg bg-brand-50 p-2 ring-1 ring-brand-100'
                }
              >
                <span className="block text-xs font-semibold text-slate-600">{turn.role === 'user' ? m.visitor : m.assistant}</span>
                <span className="whitespace-pre-wrap text-slate-900">{turn.content}</span>
              </li>
            ))}
          </ol>
        ) : (
          <p className="whitespace-pre-wrap text-slate-800">{lead.message || '—'}</p>
        )}
        {lead.notes && !readTranscript({ message: null, notes: lead.notes }) && (
          <>
            <h3 className="font-semibold text-slate-900">{m.notes}</h3>
            <p className="whitespace-pre-wrap text-slate-800">{lead.notes}</p>
          </>
        )}
      </section>
      <div className="space-y-4">
        {onFund && !lead.funded && (
          <Button variant="outline" size="sm" onClick={() => onFund(lead)}>
            {messages.backOffice.clients.markFunded}
          </Button>
        )}
        <section aria-label={m.metadata}>
          <h3 className="mb-1 font-semibold text-slate-900">{m.metadata}</h3>
          <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1">
            <Item label={m.type} value={lead.type} />
            <Item label="Email" value={lead.client_email} />
            <Item label="Phone" value={lead.client_phone ?? '—'} />
            {metadata.map(([key, value]) => (
              <Item key={key} label={labelOf(key)} value={typeof value === 'object' ? JSON.stringify(value) : String(value)} />
            ))}
            {lead.previous_agent_name && (
              <Item
                label={handoverMessages.lead.previousOwner}
                value={handoverMessages.lead.previousOwnerValue(lead.previous_agent_name, lead.reassigned_at ? formatDateTime(lead.reassigned_at) : '—')}
              />
            )}
            <Item label={m.updated} value={formatDateTime(lead.updated_at)} />
          </dl>
        </section>
        <section aria-label={m.consent}>
          <h3 className="mb-1 font-semibold text-slate-900">{m.consent}</h3>
          {consents === null ? (
            <p className="text-slate-600">{m.loading}</p>
          ) : consents.length === 0 ? (
            <p className="text-slate-600">{m.noConsent}</p>
          ) : (
            <ul className="space-y-2" data-testid="lead-consents">
              {consents.map((consent) => (
                <li key={consent.id}>
                  <span className="font-medium">{m.consented(consent.form.replace('_', ' '), formatDateTime(consent.consented_at))}</span>
                  {consent.ip && <span className="text-slate-600"> {m.fromIp(consent.ip)}</span>}
                  {consent.confirmed_at && <span className="block text-slate-700">{m.confirmed(formatDateTime(consent.confirmed_at))}</span>}
                  {!consent.confirmed_at && !consent.withdrawn_at && DOUBLE_OPT_IN.has(consent.form) && (
                    <span className="block text-amber-900">{m.awaitingConfirmation}</span>
                  )}
                  {consent.withdrawn_at && <span className="block text-red-800">{m.withdrawn(formatDateTime(consent.withdrawn_at))}</span>}
                  <q className="block text-slate-700">{consent.wording}</q>
                </li>
              ))}
            </ul>
          )}
        </section>
      </div>
      <BorrowerFileSection
        mode={mode}
        leadId={lead.id}
        leadVersion={`${lead.status} ${lead.updated_at} ${lead.funded ? 'funded' : ''}`}
        onWaiting={onWaiting && ((waiting) => onWaiting(lead.id, waiting))}
      />
    </div>
  );
}

function Item({ label, value }: { label: string; value: string }) {
  return (
    <>
      <dt className="text-slate-600">{label}</dt>
      <dd className="break-words text-slate-900">{value}</dd>
    </>
  );
}
