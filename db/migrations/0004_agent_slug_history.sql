-- a changed profile slug keeps the old address working. Each old slug points at the agent that last used
-- it; the build turns the rows into permanent redirects (src/lib/site-redirects.ts), skipping a slug that is some
-- agent's current one and an agent that is no longer active.
CREATE TABLE agent_slug_history (
  old_slug TEXT PRIMARY KEY,
  agent_id TEXT NOT NULL REFERENCES agents (id) ON DELETE CASCADE,
  changed_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
) STRICT;
CREATE INDEX agent_slug_history_agent ON agent_slug_history (agent_id);
