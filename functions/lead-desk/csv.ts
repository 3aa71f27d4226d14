import type { DeskLead } from '../../db/queries/lead-desk';
import { readTranscript, transcriptText } from '../../src/lib/lead-transcript';

export const CSV_COLUMNS = ['created_at', 'client_name', 'client_email', 'client_phone', 'source', 'type', 'status', 'agent', 'message', 'metadata'] as const;

/**
 * One CSV cell (RFC 4180 quoting). A cell a spreadsheet would read as a formula (=, +, -, @, or a leading tab or
 * carriage return) is prefixed with a single quote: lead fields are typed by visitors, and an export opened in
 * Excel must never run what one of them wrote (OWASP: CSV injection). Every cell is quoted, so a spreadsheet whose
 * list separator is ';' (French-Canadian Excel) cannot split `x;=cmd|...` into a second cell that starts a formula.
 */
export function csvCell(value: string | null | undefined): string {
  let text = value ?? '';
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return `"${text.replace(/"/g, '""')}"`;
}

export function csvRow(lead: DeskLead): string {
  const transcript = readTranscript(lead);
  const message = transcript ? transcriptText(transcript) : (lead.message ?? '');
  const metadata = Object.keys(lead.metadata).length > 0 ? JSON.stringify(lead.metadata) : '';
  return [lead.created_at, lead.client_name, lead.client_email, lead.client_phone, lead.source, lead.type, lead.status, lead.agent_name, message, metadata]
    .map(csvCell)
    .join(',');
}

/** The export as a stream: a header, then each batch as it is read (a large export never sits in memory whole). */
export function csvStream(batches: AsyncGenerator<DeskLead[]>): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  return new ReadableStream({
    async start(controller) {
      // The byte-order mark makes Excel read UTF-8 (accents in names) correctly.
      controller.enqueue(encoder.encode(`\uFEFF${CSV_COLUMNS.join(',')}\r\n`));
    },
    async pull(controller) {
      const next = await batches.next();
      if (next.done) return controller.close();
      controller.enqueue(encoder.encode(next.value.map((lead) => `${csvRow(lead)}\r\n`).join('')));
    },
    async cancel() {
      await batches.return(undefined);
    },
  });
}
