import type { Db } from '../client';
import { newId } from '../client';

/** docs/product/agents-directory.md#page-view: one analytics_events row {agent_id, event_type 'page_view'} per agent page visit. */
export async function recordAgentPageView(db: Db, agentId: string, at: Date): Promise<string> {
  const id = newId();
  await db.execute({
    sql: "INSERT INTO analytics_events (id, agent_id, event_type, created_at) VALUES (?, ?, 'page_view', ?)",
    args: [id, agentId, at.toISOString()],
  });
  return id;
}

export async function countAgentEvents(db: Db, agentId: string, eventType: string): Promise<number> {
  const result = await db.execute({
    sql: 'SELECT COUNT(*) AS n FROM analytics_events WHERE agent_id = ? AND event_type = ?',
    args: [agentId, eventType],
  });
  return Number(result.rows[0]?.n ?? 0);
}
