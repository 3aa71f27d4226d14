import { messages } from '../messages-staff';
import { requiredText } from './fields';
import { oneLineText } from './one-line-text';
import { z } from './zod';
import type { AgentImageFields } from '../agent-images';

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

export interface AgentLinks {
  facebook?: string;
  youtube?: string;
  instagram?: string;
  linkedin?: string;
  website?: string;
}
export interface AgentApplicationLinks {
  apply?: string;
  contact_form?: string;
  rate_quote?: string;
  scheduler?: string;
  newsletter?: string;
}
export interface AgentSeo {
  meta_title?: string;
  meta_description?: string;
  meta_keywords?: string;
  og_image?: string;
}

/** An agents row as both panels read it (docs/product/agents-directory.md#agent-entity), with the sign-in email; never a hash or a token. */
export interface AgentRow extends AgentImageFields {
  id: string;
  user_id: string | null;
  /** The sign-in account's email (users.email); `email` is the public contact address. */
  user_email: string | null;
  name: string;
  email: string | null;
  phone: string | null;
  bio: string | null;
  calendly_link: string | null;
  crm_email: string | null;
  profile_slug: string | null;
  license_number: string | null;
  social_links: AgentLinks;
  application_links: AgentApplicationLinks;
  seo_settings: AgentSeo;
  contact_details: { title?: string; location?: string };
  is_active: boolean;
  created_at: string;
  updated_at: string;
  /** Counts changes; the edit dialog's save names the one it edits (docs/decisions/0043-nothing-lost-in-the-back-office.md). */
  version: number;
}

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
