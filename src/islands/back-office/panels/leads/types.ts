import { adminApi, adminHref, agentApi, agentHref } from '../../../../browser/api-routes';

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

/**
 * The desk's typed client in each area (ADR 56): the same routes (functions/lead-desk/lead-routes.ts), over every
 * lead or one's own. What only the super admin does (add, delete, the agents to assign) is called on `adminApi.leads`.
 */
export type LeadDeskApi = typeof agentApi.leads;
export const deskApi = (mode: DeskMode): LeadDeskApi => (mode === 'admin' ? adminApi.leads : agentApi.leads);
/** A link (the CSV export, a borrower's upload) to a path of the desk's client (`$path`), in the desk's area. */
export const deskHref = (mode: DeskMode, path: string) => (mode === 'admin' ? adminHref(path) : agentHref(path));

/** The filters as query parameters ('all' and empty left out), for the CSV export of what is shown. */
export function exportQuery(filters: LeadFilterValues): Record<string, string> {
  const query: Record<string, string> = {};
  for (const [key, value] of Object.entries(filters)) if (value && value !== 'all') query[key] = value.trim();
  return query;
}
