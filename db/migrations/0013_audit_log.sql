-- Who did what in the back office: every staff write, export and document download (ADR 26). Append-only: the
-- database itself refuses to change or remove an entry, whatever code or console asks.
CREATE TABLE audit_log (
  seq INTEGER PRIMARY KEY AUTOINCREMENT,
  at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  actor_id TEXT,
  actor_email TEXT NOT NULL,
  actor_role TEXT NOT NULL,
  ip TEXT NOT NULL DEFAULT '',
  action TEXT NOT NULL CHECK (action IN ('create', 'update', 'delete', 'export', 'download', 'action')),
  method TEXT NOT NULL,
  path TEXT NOT NULL,
  record_type TEXT NOT NULL,
  record_id TEXT,
  before_json TEXT,
  after_json TEXT
) STRICT;
CREATE INDEX audit_log_at ON audit_log (at);
CREATE INDEX audit_log_actor ON audit_log (actor_email, at);
CREATE INDEX audit_log_record ON audit_log (record_type, record_id, at);

CREATE TRIGGER audit_log_no_update BEFORE UPDATE ON audit_log
BEGIN
  SELECT RAISE(ABORT, 'audit_log is append-only');
END;

CREATE TRIGGER audit_log_no_delete BEFORE DELETE ON audit_log
BEGIN
  SELECT RAISE(ABORT, 'audit_log is append-only');
END;
