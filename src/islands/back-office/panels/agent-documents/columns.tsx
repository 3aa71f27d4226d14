import { DownloadIcon } from 'lucide-react';
import { formatFileSize, formatShortDate } from '../../../../lib/format';
import { messages } from '../../../../lib/messages-staff';
import type { AgentDocumentRow } from '../../../../lib/schemas/agents';
import { StatusBadge } from '../../kit/StatusBadge';
import { adminColumnHelper, NAME_CELL } from '../../kit/table-features';

const m = messages.backOffice.documents;
const column = adminColumnHelper<AgentDocumentRow>();

export const documentColumns = column.columns([
  column.accessor('name', {
    header: 'Name',
    meta: { className: NAME_CELL },
    // The owner-checked download route: the file comes back as an attachment, never from a public address.
    cell: (info) => (
      <a
        href={info.row.original.download_url}
        download
        className="inline-flex items-center gap-1.5 font-medium text-brand-800 underline-offset-4 hover:underline"
        aria-label={m.download(info.getValue())}
      >
        <DownloadIcon aria-hidden="true" className="size-4 shrink-0" />
        {info.getValue()}
      </a>
    ),
  }),
  column.accessor('type', {
    header: 'Type',
    cell: (info) => (
      <StatusBadge tone={info.getValue() === 'certificate' ? 'success' : 'neutral'}>{info.getValue() === 'certificate' ? m.certificate : m.other}</StatusBadge>
    ),
  }),
  column.accessor('file_size', { header: 'Size', meta: { priority: 2 }, cell: (info) => formatFileSize(info.getValue()) }),
  column.accessor('uploaded_at', { header: 'Uploaded', meta: { priority: 2 }, cell: (info) => formatShortDate(info.getValue()) }),
]);
