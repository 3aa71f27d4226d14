import { StarIcon } from 'lucide-react';
import { formatShortDate } from '../../../../lib/format';
import { messages } from '../../../../lib/messages-staff';
import type { TestimonialRow } from '../../../../lib/schemas/testimonial-rows';
import { ClampedText } from '../../kit/ClampedText';
import { StatusBadge } from '../../kit/StatusBadge';
import { adminColumnHelper, NAME_CELL, TEXT_CELL } from '../../kit/table-features';

const m = messages.backOffice.testimonials;
const column = adminColumnHelper<TestimonialRow>();

export function Rating({ value }: { value: number }) {
  return (
    <span className="inline-flex items-center gap-1 whitespace-nowrap">
      <StarIcon aria-hidden="true" className="size-4 fill-amber-400 text-amber-500" />
      {value}/5
    </span>
  );
}

export const ApprovalBadge = ({ row }: { row: TestimonialRow }) =>
  row.is_approved ? (
    <StatusBadge tone="success">{m.approved}</StatusBadge>
  ) : (
    <StatusBadge tone="pending" testId="pending-approval">
      {m.pending}
    </StatusBadge>
  );

const client = column.accessor('client_name', {
  header: 'Client',
  meta: { className: NAME_CELL },
  cell: (info) => <span className="font-medium">{info.getValue()}</span>,
});
const rating = column.accessor('rating', { header: 'Rating', cell: (info) => <Rating value={info.getValue()} /> });
const content = column.accessor('content', {
  header: 'Testimonial',
  enableSorting: false,
  meta: { priority: 2, className: TEXT_CELL },
  cell: (info) => <ClampedText text={info.getValue()} />,
});
const status = column.accessor('is_approved', { header: 'Status', cell: (info) => <ApprovalBadge row={info.row.original} /> });
const date = (priority: 3 | 4) =>
  column.accessor('created_at', {
    header: 'Date',
    meta: { priority, className: 'whitespace-nowrap' },
    cell: (info) => formatShortDate(info.getValue()),
  });

/**
 * docs/product/back-office-editorial.md#testimonial-management: the admin list joins the agent name and the author's full name. A moderator needs to see who wrote
 * each one on a 1280 px screen, where the table's area (56 rem) holds all but one column: the date gives way there
 * (it shows from 72 rem, and on a phone's cards).
 */
export const adminTestimonialColumns = column.columns([
  client,
  rating,
  content,
  column.accessor((row) => row.agent_name ?? '', { id: 'agent', header: 'Agent', meta: { priority: 3 }, cell: (info) => info.getValue() || '—' }),
  column.accessor((row) => row.admin_name ?? '', { id: 'author', header: 'Written by', meta: { priority: 3 }, cell: (info) => info.getValue() || '—' }),
  status,
  date(4),
]);

export const agentTestimonialColumns = column.columns([client, rating, content, status, date(3)]);
