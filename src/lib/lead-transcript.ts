/** One turn of a chatbot lead's conversation (docs/product/back-office-leads.md#chatbot-transcript: role assistant or user, content). */
export interface TranscriptTurn {
  role: 'assistant' | 'user';
  content: string;
}

function turnsOf(value: unknown): TranscriptTurn[] | null {
  const list = Array.isArray(value) ? value : value && typeof value === 'object' ? (value as { conversation?: unknown }).conversation : null;
  if (!Array.isArray(list)) return null;
  const turns = list.filter(
    (turn): turn is TranscriptTurn =>
      !!turn &&
      typeof turn === 'object' &&
      ((turn as TranscriptTurn).role === 'assistant' || (turn as TranscriptTurn).role === 'user') &&
      typeof (turn as TranscriptTurn).content === 'string',
  );
  return turns.length > 0 ? turns : null;
}

function parse(text: string | null): unknown {
  if (!text || !/^\s*[[{]/.test(text)) return null;
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

/**
 * A chatbot lead's conversation, from the message JSON or else the notes JSON (docs/product/back-office-leads.md#chatbot-transcript: either may hold it),
 * as `{conversation:[...]}` or a bare list. Null for a plain-text lead, so callers show the message as written.
 */
export function readTranscript(lead: { message: string | null; notes: string | null }): TranscriptTurn[] | null {
  return turnsOf(parse(lead.message)) ?? turnsOf(parse(lead.notes));
}

/** The conversation as plain lines ('Visitor: …', 'Assistant: …') for the CSV export and emails. */
export function transcriptText(turns: readonly TranscriptTurn[], labels = { user: 'Visitor', assistant: 'Assistant' }): string {
  return turns.map((turn) => `${turn.role === 'user' ? labels.user : labels.assistant}: ${turn.content}`).join('\n');
}
