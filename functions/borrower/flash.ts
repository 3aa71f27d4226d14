import { borrowerMessages as m } from '../../src/lib/messages-borrower';

/** The file page's status line for `?done=` or `?error=`: the plain form's answers and the parted upload's codes (ADR 60). */
export function flashFor(key: string): { text: string; error?: boolean } | undefined {
  const texts: Record<string, { text: string; error?: boolean }> = {
    uploaded: { text: m.needs.uploaded },
    missing: { text: m.needs.missing, error: true },
    empty: { text: m.needs.missing, error: true },
    too_large: { text: m.needs.tooLarge, error: true },
    too_large_parted: { text: m.needs.tooLargeParted, error: true },
    upload_failed: { text: m.needs.uploadFailed, error: true },
    not_allowed: { text: m.needs.notAllowed, error: true },
    bad_name: { text: m.needs.notAllowed, error: true },
    unsafe_content: { text: m.needs.unsafe, error: true },
    too_many: { text: m.needs.tooMany, error: true },
    file_closed: { text: m.needs.fileClosed, error: true },
    message_sent: { text: m.messages.sent },
    message_empty: { text: m.messages.empty, error: true },
    message_too_long: { text: m.messages.tooLong, error: true },
  };
  return texts[key];
}
