-- the lead desk and analytics at a brokerage's size (100,000 leads, 1,000,000 analytics events), measured by
-- scripts/bench-back-office.ts. Every list, filter and period must answer from an index or a small rollup.

-- The lead list is newest first, alone or under one filter; each filter gets an index whose order is the list's.
CREATE INDEX leads_created ON leads (created_at);
CREATE INDEX leads_source_created ON leads (source, created_at);
CREATE INDEX leads_status_created ON leads (status, created_at);
-- Source and status together: the count of a combined filter would otherwise walk every lead of the source.
CREATE INDEX leads_source_status_created ON leads (source, status, created_at);

-- Search by name, email or phone anywhere in the text (a trigram index answers substrings of 3+ characters).
-- phone_digits lets '4165550100' find '(416) 555-0100'. The FTS rowid is the lead's rowid; lead_id is kept beside it
-- so the search joins on the primary key (a VACUUM may renumber rowids of a table without INTEGER PRIMARY KEY).
CREATE VIRTUAL TABLE leads_search USING fts5(lead_id UNINDEXED, client_name, client_email, client_phone, phone_digits, tokenize = 'trigram');
INSERT INTO leads_search (rowid, lead_id, client_name, client_email, client_phone, phone_digits)
  SELECT rowid, id, client_name, client_email, coalesce(client_phone, ''),
         replace(replace(replace(replace(replace(replace(coalesce(client_phone, ''), ' ', ''), '-', ''), '(', ''), ')', ''), '.', ''), '+', '')
  FROM leads;
CREATE TRIGGER leads_search_insert AFTER INSERT ON leads BEGIN
  INSERT INTO leads_search (rowid, lead_id, client_name, client_email, client_phone, phone_digits)
  VALUES (NEW.rowid, NEW.id, NEW.client_name, NEW.client_email, coalesce(NEW.client_phone, ''),
          replace(replace(replace(replace(replace(replace(coalesce(NEW.client_phone, ''), ' ', ''), '-', ''), '(', ''), ')', ''), '.', ''), '+', ''));
END;
CREATE TRIGGER leads_search_delete AFTER DELETE ON leads BEGIN
  DELETE FROM leads_search WHERE rowid = OLD.rowid;
END;
CREATE TRIGGER leads_search_update AFTER UPDATE OF client_name, client_email, client_phone ON leads BEGIN
  DELETE FROM leads_search WHERE rowid = OLD.rowid;
  INSERT INTO leads_search (rowid, lead_id, client_name, client_email, client_phone, phone_digits)
  VALUES (NEW.rowid, NEW.id, NEW.client_name, NEW.client_email, coalesce(NEW.client_phone, ''),
          replace(replace(replace(replace(replace(replace(coalesce(NEW.client_phone, ''), ' ', ''), '-', ''), '(', ''), ')', ''), '.', ''), '+', ''));
END;

-- Analytics periods over a million events: counts and per-day series read a rollup of events per Toronto day, agent
-- and event type (tens of thousands of rows), kept by triggers so every writer (page views, seeds, imports) counts.
-- The Toronto day is computed in SQL: EDT (UTC-4) from the second Sunday of March 07:00 UTC to the first Sunday of
-- November 06:00 UTC, else EST (UTC-5); tests/unit/db/toronto-day-sql.test.ts checks it against Intl.
-- agent_key is '' for events without an agent (a UNIQUE key treats NULLs as distinct).
CREATE TABLE analytics_daily (
  day TEXT NOT NULL,
  agent_key TEXT NOT NULL,
  event_type TEXT NOT NULL,
  events INTEGER NOT NULL,
  PRIMARY KEY (day, event_type, agent_key)
) STRICT, WITHOUT ROWID;
-- One agent's series, and the per-agent totals of the top list, read in index order without a sort.
CREATE INDEX analytics_daily_agent ON analytics_daily (agent_key, event_type, day, events);

CREATE VIEW analytics_events_day AS
  SELECT id, agent_id, event_type, created_at,
    date(created_at, CASE
      WHEN created_at >= date(substr(created_at, 1, 4) || '-03-01', 'weekday 0', '+7 days') || 'T07:00:00'
       AND created_at < date(substr(created_at, 1, 4) || '-11-01', 'weekday 0') || 'T06:00:00'
      THEN '-4 hours' ELSE '-5 hours' END) AS day
  FROM analytics_events;

INSERT INTO analytics_daily (day, agent_key, event_type, events)
  SELECT day, coalesce(agent_id, ''), event_type, count(*) FROM analytics_events_day GROUP BY 1, 2, 3;

CREATE TRIGGER analytics_daily_insert AFTER INSERT ON analytics_events BEGIN
  INSERT INTO analytics_daily (day, agent_key, event_type, events)
    SELECT day, coalesce(agent_id, ''), event_type, 1 FROM analytics_events_day WHERE id = NEW.id
  ON CONFLICT (day, event_type, agent_key) DO UPDATE SET events = events + 1;
END;
-- Also fires for the events an agent's deletion cascades away; a row left at 0 adds nothing to any sum.
CREATE TRIGGER analytics_daily_delete AFTER DELETE ON analytics_events BEGIN
  UPDATE analytics_daily SET events = events - 1
  WHERE agent_key = coalesce(OLD.agent_id, '') AND event_type = OLD.event_type
    AND day = date(OLD.created_at, CASE
      WHEN OLD.created_at >= date(substr(OLD.created_at, 1, 4) || '-03-01', 'weekday 0', '+7 days') || 'T07:00:00'
       AND OLD.created_at < date(substr(OLD.created_at, 1, 4) || '-11-01', 'weekday 0') || 'T06:00:00'
      THEN '-4 hours' ELSE '-5 hours' END);
END;

-- Leads per Toronto day and source for the charts: the All Time series would otherwise group 100,000 leads.
-- (One agent's series reads its few thousand leads through leads_agent directly.)
CREATE TABLE leads_daily (
  day TEXT NOT NULL,
  source TEXT NOT NULL,
  leads INTEGER NOT NULL,
  PRIMARY KEY (day, source)
) STRICT, WITHOUT ROWID;
CREATE VIEW leads_day AS
  SELECT id, source, date(created_at, CASE
      WHEN created_at >= date(substr(created_at, 1, 4) || '-03-01', 'weekday 0', '+7 days') || 'T07:00:00'
       AND created_at < date(substr(created_at, 1, 4) || '-11-01', 'weekday 0') || 'T06:00:00'
      THEN '-4 hours' ELSE '-5 hours' END) AS day
  FROM leads;
INSERT INTO leads_daily (day, source, leads) SELECT day, source, count(*) FROM leads_day GROUP BY 1, 2;
CREATE TRIGGER leads_daily_insert AFTER INSERT ON leads BEGIN
  INSERT INTO leads_daily (day, source, leads) SELECT day, source, 1 FROM leads_day WHERE id = NEW.id
  ON CONFLICT (day, source) DO UPDATE SET leads = leads + 1;
END;
CREATE TRIGGER leads_daily_delete AFTER DELETE ON leads BEGIN
  UPDATE leads_daily SET leads = leads - 1
  WHERE source = OLD.source AND day = date(OLD.created_at, CASE
      WHEN OLD.created_at >= date(substr(OLD.created_at, 1, 4) || '-03-01', 'weekday 0', '+7 days') || 'T07:00:00'
       AND OLD.created_at < date(substr(OLD.created_at, 1, 4) || '-11-01', 'weekday 0') || 'T06:00:00'
      THEN '-4 hours' ELSE '-5 hours' END);
END;
CREATE TRIGGER leads_daily_update AFTER UPDATE OF source, created_at ON leads BEGIN
  UPDATE leads_daily SET leads = leads - 1
  WHERE source = OLD.source AND day = date(OLD.created_at, CASE
      WHEN OLD.created_at >= date(substr(OLD.created_at, 1, 4) || '-03-01', 'weekday 0', '+7 days') || 'T07:00:00'
       AND OLD.created_at < date(substr(OLD.created_at, 1, 4) || '-11-01', 'weekday 0') || 'T06:00:00'
      THEN '-4 hours' ELSE '-5 hours' END);
  INSERT INTO leads_daily (day, source, leads) SELECT day, source, 1 FROM leads_day WHERE id = NEW.id
  ON CONFLICT (day, source) DO UPDATE SET leads = leads + 1;
END;

-- The outbox retry job claims a row before sending it, so two runs (or two hosts) never send one message twice.
ALTER TABLE email_outbox ADD COLUMN claimed_until TEXT;
