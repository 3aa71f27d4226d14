import { newId, type Db } from '../../db/client';
import { findChatLeadBySession, insertChatLead, updateChatLead, type ChatLeadRow, type SqlExecutor } from '../../db/queries/chat-leads';
import { newChatLeadFields, updatedChatLeadFields, type ChatLeadInput } from './chat-lead-record';

export interface SavedChatLead {
  status: 'created' | 'updated';
  lead: ChatLeadRow;
}

/**
 * One lead per chat session (docs/product/chat.md#extraction): the first message with an e-mail or phone creates it, later
 * messages update its conversation and details. The read and the write share one write transaction, so two
 * messages of a session arriving together are applied one after the other and neither transcript is lost; the
 * unique index of migration 0003 is the last line of defence (an insert that loses a race updates instead).
 */
export async function saveChatLead(db: Db, input: ChatLeadInput): Promise<SavedChatLead> {
  const tx = await db.transaction('write');
  try {
    const saved = await upsertChatLead(tx, input);
    await tx.commit();
    return saved;
  } finally {
    tx.close();
  }
}

export async function upsertChatLead(db: SqlExecutor, input: ChatLeadInput): Promise<SavedChatLead> {
  const now = input.now.toISOString();
  const existing = await findChatLeadBySession(db, input.sessionId);
  if (!existing) {
    const created = await insertChatLead(db, { ...newChatLeadFields(input), id: newId(), createdAt: now });
    if (created) return { status: 'created', lead: created };
  }
  const current = existing ?? (await findChatLeadBySession(db, input.sessionId));
  if (!current) throw new Error('chat lead insert conflicted but no lead of the session was found');
  const lead = await updateChatLead(db, current.id, { ...updatedChatLeadFields(current, input), updatedAt: now });
  return { status: 'updated', lead };
}
