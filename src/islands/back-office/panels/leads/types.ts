/** The lead desk's wire shapes (functions/lead-desk/lead-routes.ts). */
export interface DeskLead {
  id: string;
  client_name: string;
  client_email: string;
  client_phone: string | null;
  message: string | null;
  notes: string | null;
  status: 'new' | 'contacted' | 'qualified' | 'closed';
  source: string;
  type: string;
  agent_id: string | null;
  agent_name: string | null;
  metadata: Record<string, unknown>;
  created_at: string;
  updated_at: string;
  /** A client mortgage names this lead (ADR 29). */
  funded: boolean;
  waiting_on_borrower: number;
  /** The agent who had the lead before theirs was deleted (ADR 44), and when it was handed over. */
  previous_agent_name: string | null;
  reassigned_at: string | null;
}

export interface ConsentRecord {
  id: string;
  form: string;
  wording: string;
  consented_at: string;
  ip: string | null;
  withdrawn_at: string | null;
  /** Double opt-in (ADR 39): null while a newsletter or rate-alert sign-up waits for the person's confirmation. */
  confirmed_at: string | null;
}

export interface AgentOption {
  id: string;
  name: string;
  is_active: boolean;
}

export type LeadFilterValues = {
  q: string;
  source: string;
  status: string;
  agent: string;
  /** 'waiting': only leads whose borrower still owes a document. */
  borrower: string;
};

export type DeskMode = 'admin' | 'agent';

export const apiBase = (mode: DeskMode) => (mode === 'admin' ? '/api/admin/leads' : '/api/agent/leads');

/** The filters as a query string ('all' and empty left out), for the CSV export of what is shown. */
export function queryString(filters: LeadFilterValues): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(filters)) if (value && value !== 'all') params.set(key, value.trim());
  const text = params.toString();
  return text ? `?${text}` : '';
}
