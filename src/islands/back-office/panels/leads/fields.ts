import { messages } from '../../../../lib/messages-staff';
import type { PasteTarget } from '../../../../lib/paste-row';
import type { FieldSpec } from '../../kit/field-spec';
import type { AgentOption } from './types';

const f = messages.backOffice.leads.form;

/** A lead staff write down themselves (source 'Manual'): the fields of src/lib/schemas/lead-desk.ts manualLeadSchema. */
export const manualLeadFields = (agents: AgentOption[]): FieldSpec[] => [
  { name: 'client_name', label: f.name, kind: 'text', required: true },
  { name: 'client_email', label: f.email, kind: 'text', required: true },
  { name: 'client_phone', label: f.phone, kind: 'text' },
  {
    name: 'type',
    label: f.type,
    kind: 'select',
    options: [
      { value: 'contact', label: 'Contact' },
      { value: 'application', label: 'Application' },
    ],
  },
  {
    name: 'agent_id',
    label: f.agent,
    kind: 'select',
    options: [{ value: '', label: messages.backOffice.leads.unassignedAgent }, ...agents.map((a) => ({ value: a.id, label: a.name }))],
  },
  { name: 'message', label: f.message, kind: 'textarea', rows: 4 },
];

/** The one-line fields a pasted spreadsheet row is split into (ADR 44). */
export const manualLeadPasteTargets: readonly PasteTarget[] = [
  { name: 'client_name', label: f.name, slot: 'name' },
  { name: 'client_email', label: f.email, slot: 'email' },
  { name: 'client_phone', label: f.phone, slot: 'phone' },
];
