-- An audit log that stays append-only against every data statement while an erasure can still redact personal data
-- in an entry's details through one sanctioned path that leaves its own trace; and a search index that forgets (ADR 26, ADR 27).

-- SQLite's REPLACE (INSERT OR REPLACE, REPLACE INTO) deletes the conflicting row without firing a DELETE trigger
-- (unless recursive_triggers is on), so migration 0013's triggers alone let a console rewrite an entry. A BEFORE INSERT
-- trigger refuses any insert whose seq is taken (REPLACE and UPSERT alike) or lies at or below the newest entry; an
-- ordinary append leaves seq unset, which SQLite shows a BEFORE INSERT trigger as -1.
CREATE TRIGGER audit_log_no_replace BEFORE INSERT ON audit_log
  WHEN EXISTS (SELECT 1 FROM audit_log WHERE seq = NEW.seq)
    OR (NEW.seq <> -1 AND NEW.seq <= (SELECT coalesce(max(seq), 0) FROM audit_log))
BEGIN
  SELECT RAISE(ABORT, 'audit_log is append-only');
END;

-- One row per redaction of an entry's details: which entry, when, why, and whose data (the erased address's
-- fingerprint). Append-only itself, with the same three triggers.
CREATE TABLE audit_redactions (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  audit_seq INTEGER NOT NULL REFERENCES audit_log (seq),
  at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  reason TEXT NOT NULL CHECK (reason IN ('erasure', 'retention')),
  subject TEXT NOT NULL
) STRICT;
CREATE INDEX audit_redactions_entry ON audit_redactions (audit_seq);

CREATE TRIGGER audit_redactions_no_update BEFORE UPDATE ON audit_redactions
BEGIN
  SELECT RAISE(ABORT, 'audit_redactions is append-only');
END;
CREATE TRIGGER audit_redactions_no_delete BEFORE DELETE ON audit_redactions
BEGIN
  SELECT RAISE(ABORT, 'audit_redactions is append-only');
END;
CREATE TRIGGER audit_redactions_no_replace BEFORE INSERT ON audit_redactions
  WHEN EXISTS (SELECT 1 FROM audit_redactions WHERE id = NEW.id)
    OR (NEW.id <> -1 AND NEW.id <= (SELECT coalesce(max(id), 0) FROM audit_redactions))
    OR NOT EXISTS (SELECT 1 FROM audit_log WHERE seq = NEW.audit_seq)
BEGIN
  SELECT RAISE(ABORT, 'audit_redactions is append-only');
END;

-- The retention job reads the entries about each stale lead by its id alone (audit_log_record leads with the type).
CREATE INDEX audit_log_record_id ON audit_log (record_id);

-- The redaction an entry last went through (NULL: never redacted).
ALTER TABLE audit_log ADD COLUMN redaction_id INTEGER REFERENCES audit_redactions (id);

-- The one UPDATE the log accepts: the details (before_json, after_json) change, every other column stays as it was,
-- and redaction_id moves on to a newer redaction row of this very entry, written first. Each redaction row therefore
-- allows one change of one entry, and every change is on record in audit_redactions.
DROP TRIGGER audit_log_no_update;
CREATE TRIGGER audit_log_no_update BEFORE UPDATE ON audit_log
  WHEN NOT (
    NEW.seq = OLD.seq AND NEW.at IS OLD.at AND NEW.actor_id IS OLD.actor_id AND NEW.actor_email IS OLD.actor_email
    AND NEW.actor_role IS OLD.actor_role AND NEW.ip IS OLD.ip AND NEW.action IS OLD.action AND NEW.method IS OLD.method
    AND NEW.path IS OLD.path AND NEW.record_type IS OLD.record_type AND NEW.record_id IS OLD.record_id
    AND NEW.redaction_id IS NOT NULL AND NEW.redaction_id > coalesce(OLD.redaction_id, 0)
    AND EXISTS (SELECT 1 FROM audit_redactions r WHERE r.id = NEW.redaction_id AND r.audit_seq = OLD.seq)
  )
BEGIN
  SELECT RAISE(ABORT, 'audit_log is append-only');
END;

-- The lead desk's search index (migration 0007) keeps a deleted row's trigrams in its older segments until SQLite
-- happens to merge them, so an erased name, address or phone could still be read back from the file. FTS5's
-- secure-delete option removes them at once from now on; the one optimize clears what earlier deletes left.
INSERT INTO leads_search (leads_search, rank) VALUES ('secure-delete', 1);
INSERT INTO leads_search (leads_search) VALUES ('optimize');
