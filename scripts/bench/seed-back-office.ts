import type { Db } from '../../db/client';

export interface SeedSizes {
  agents: number;
  leads: number;
  events: number;
  /** How far back the rows go. */
  days: number;
}

/**
 * Seeds a brokerage-sized database in SQL (a recursive counter), so 1,000,000 rows take seconds, not a million
 * round trips. Rows go through the real triggers (search index, analytics rollup), as the site's own writes do.
 * Spread: leads and events uniformly over `days`; sources and statuses by weight; every 10th lead has no agent.
 */
export async function seedBackOffice(db: Db, sizes: SeedSizes, now = new Date()): Promise<void> {
  const nowIso = now.toISOString();
  const seconds = sizes.days * 86_400;
  await db.executeMultiple(`
    BEGIN;
    WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < ${sizes.agents})
    INSERT INTO agents (id, name, email, phone, profile_slug, created_at)
      SELECT 'bench-agent-' || i, 'Agent ' || printf('%03d', i), 'agent' || i || '@bench.test', '416-555-' || printf('%04d', i),
             'bench-agent-' || i, strftime('%Y-%m-%dT%H:%M:%fZ', '${nowIso}', '-' || (abs(random()) % ${seconds}) || ' seconds')
      FROM n;
    COMMIT;
    BEGIN;
    WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < ${sizes.leads})
    INSERT INTO leads (id, client_name, client_email, client_phone, message, type, source, status, agent_id, metadata, created_at, updated_at)
      SELECT 'bench-lead-' || i,
             'Client ' || i || ' ' || (CASE i % 7 WHEN 0 THEN 'Tremblay' WHEN 1 THEN 'Singh' WHEN 2 THEN 'MacDonald' WHEN 3 THEN 'Nguyen'
                                     WHEN 4 THEN 'Roy' WHEN 5 THEN 'Li' ELSE 'Campbell' END),
             'client' || i || '@' || (CASE i % 3 WHEN 0 THEN 'gmail.com' WHEN 1 THEN 'outlook.com' ELSE 'example.ca' END),
             '(' || (CASE i % 4 WHEN 0 THEN '416' WHEN 1 THEN '647' WHEN 2 THEN '905' ELSE '613' END) || ') 555-' || printf('%04d', i % 10000),
             'I would like to talk about a mortgage. Lead number ' || i || '.',
             CASE WHEN i % 5 = 0 THEN 'application' ELSE 'contact' END,
             CASE abs(random()) % 10 WHEN 0 THEN 'AI Chatbot' WHEN 1 THEN 'Manual' WHEN 2 THEN 'website' WHEN 3 THEN 'newsletter'
                                     WHEN 4 THEN 'contact_form' WHEN 5 THEN 'contact_form' ELSE 'website' END,
             CASE abs(random()) % 4 WHEN 0 THEN 'new' WHEN 1 THEN 'contacted' WHEN 2 THEN 'qualified' ELSE 'closed' END,
             CASE WHEN i % 10 = 0 THEN NULL ELSE 'bench-agent-' || (1 + abs(random()) % ${sizes.agents}) END,
             '{}', t, t
      FROM (SELECT i, strftime('%Y-%m-%dT%H:%M:%fZ', '${nowIso}', '-' || (abs(random()) % ${seconds}) || ' seconds') AS t FROM n);
    COMMIT;
    BEGIN;
    WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < ${sizes.events})
    INSERT INTO analytics_events (id, agent_id, event_type, created_at)
      SELECT 'bench-event-' || i, 'bench-agent-' || (1 + abs(random()) % ${sizes.agents}),
             CASE WHEN i % 20 = 0 THEN 'lead_form_view' ELSE 'page_view' END,
             strftime('%Y-%m-%dT%H:%M:%fZ', '${nowIso}', '-' || (abs(random()) % ${seconds}) || ' seconds')
      FROM n;
    COMMIT;
    ANALYZE;
  `);
}
