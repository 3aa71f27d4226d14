import { openBorrowerFile } from '../../db/queries/borrower-files';
import type { AppDeps } from '../deps';
import { sendSignInLink } from './sign-in-link';

/** An application opens the borrower's file once and mails its first sign-in link (ADR 52). */
export async function openFileAndSendLink(deps: AppDeps, input: { leadId: string; email: string }): Promise<void> {
  const file = await openBorrowerFile(deps.db, { leadId: input.leadId, email: input.email, at: deps.now().toISOString() });
  if (!file.created) return;
  await sendSignInLink(deps, { id: file.id, email: input.email.trim().toLowerCase(), leadId: input.leadId });
}
