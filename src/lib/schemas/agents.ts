import { messages } from '../messages-staff';
import { requiredText } from './fields';
import { oneLineText } from './one-line-text';
import { z } from './zod';

const agentText = messages.backOffice.agents;

/** Super admin 'create agent' dialog (docs/product/back-office-agents.md#create-agent: full name, email and password required; the create-agent body). */
export const createAgentSchema = z.object({
  // Becomes the agent's display name, printed in the renewal email's signature (ADR 39).
  fullName: oneLineText('Full name', 200).pipe(requiredText('Full name', 200)),
  email: z.string({ error: agentText.emailInvalid }).trim().pipe(z.email(agentText.emailInvalid).max(254, agentText.emailInvalid)),
  password: z.string({ error: agentText.passwordTooShort }).min(8, agentText.passwordTooShort).max(200),
  /** (ours) Agent by default; an admin gets the same page and dashboard (docs/product/sign-in-and-roles.md#admins-own-page: roles). Never super_admin here. */
  role: z.enum(['agent', 'admin']).default('agent'),
});
export type CreateAgentInput = z.input<typeof createAgentSchema>;

export type { AgentRow } from './agent-rows';

/** docs/product/back-office-agents.md#documents: agent_documents.type. */
export const DOCUMENT_TYPES = ['certificate', 'other'] as const;
export type DocumentType = (typeof DOCUMENT_TYPES)[number];
export const documentTypeSchema = z.enum(DOCUMENT_TYPES, { error: messages.backOffice.documents.typeInvalid });

export interface AgentDocumentRow {
  id: string;
  agent_id: string;
  name: string;
  file_size: number | null;
  mime_type: string | null;
  type: DocumentType;
  uploaded_at: string;
  /** The owner-checked download address (documents are private: never a public /uploads URL). */
  download_url: string;
}
