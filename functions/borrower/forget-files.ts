import { countMessagesOf, deleteBorrowerFiles } from '../../db/queries/personal-data-borrower';
import type { AppDeps } from '../deps';
import { forgetPartedUploadsOf } from '../storage/parted-uploads';

/**
 * Removes borrower files and their documents (ADR 52): the rows first (nothing points at the documents any more),
 * then the stored files. A document the storage fails to delete is unreachable and logged for the operator.
 */
export async function forgetBorrowerFiles(
  deps: Pick<AppDeps, 'db' | 'storage' | 'log'>,
  found: { fileIds: string[]; keys: string[] },
): Promise<{ files: number; documents: number; messages: number }> {
  const messages = await countMessagesOf(deps.db, found.fileIds);
  const files = await deleteBorrowerFiles(deps.db, found.fileIds);
  // An upload in parts not yet finished holds the document's name and bytes too (ADR 60).
  await forgetPartedUploadsOf(
    deps,
    found.fileIds.map((id) => `borrower:${id}`),
  );
  let documents = 0;
  for (const key of found.keys) {
    try {
      await deps.storage.delete('borrower-documents', key);
      documents++;
    } catch (error) {
      deps.log.error('borrower document not deleted', { key, error: String(error) });
    }
  }
  return { files, documents, messages };
}
