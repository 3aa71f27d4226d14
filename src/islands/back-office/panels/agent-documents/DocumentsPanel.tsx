import { Trash2Icon } from 'lucide-react';
import { useRef, useState } from 'react';
import { messages } from '../../../../lib/messages-staff';
import type { AgentDocumentRow } from '../../../../lib/schemas/agents';
import { DeleteConfirm } from '../../kit/DeleteConfirm';
import { DataTable } from '../../kit/DataTable';
import { Button } from '../../ui/button';
import { documentColumns } from './columns';
import { UploadDocumentForm } from './UploadDocumentForm';
import { useDocuments } from './use-documents';

const m = messages.backOffice;

/**
 * Agent dashboard 'Documents': upload pdf, doc, docx or images as a certificate or other, list newest
 * first, download through the owner-checked route, delete with a confirmation. Documents are private.
 */
export function DocumentsPanel() {
  const { rows, loading, error, reload, upload, remove } = useDocuments();
  const [deleting, setDeleting] = useState<AgentDocumentRow | null>(null);
  const uploadArea = useRef<HTMLDivElement>(null);

  return (
    <div className="space-y-4">
      <div ref={uploadArea}>
        <UploadDocumentForm onUpload={upload} />
      </div>
      <DataTable
        columns={documentColumns}
        data={rows}
        loading={loading}
        error={error}
        onRetry={() => void reload()}
        emptyText={m.documents.empty}
        caption={m.documents.caption}
        rowActions={(row) => (
          <Button
            variant="ghost"
            size="icon"
            className="text-destructive hover:text-destructive"
            aria-label={m.panel.deleteItem(row.name)}
            onClick={() => setDeleting(row)}
          >
            <Trash2Icon aria-hidden="true" />
          </Button>
        )}
      />
      <DeleteConfirm
        kind="document"
        item={deleting}
        name={(item) => item.name}
        onClose={() => setDeleting(null)}
        onDelete={remove}
        focusAfterDelete={() => uploadArea.current?.querySelector<HTMLInputElement>('input[type="file"]')?.focus()}
      />
    </div>
  );
}
