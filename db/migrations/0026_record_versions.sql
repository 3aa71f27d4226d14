-- Every record a back-office dialog edits carries a version (docs/decisions/0043-nothing-lost-in-the-back-office.md):
-- a save names the version it was opened at, and a stale one is refused with who changed the record and when.
-- `version` counts changes; `updated_by` is the staff user whose save made the current version (NULL when a job or
-- an unversioned write made it); tables without `updated_at` get one (their creation time for existing rows).
-- A write that does not set `version` itself (a job, a publish toggle) is still counted by the trigger, which
-- bumps the version, dates it and clears `updated_by`, so a form opened before it is stale too.

ALTER TABLE agents ADD COLUMN version INTEGER NOT NULL DEFAULT 1;
ALTER TABLE agents ADD COLUMN updated_by TEXT;
CREATE TRIGGER agents_version AFTER UPDATE ON agents FOR EACH ROW WHEN NEW.version = OLD.version
BEGIN
  UPDATE agents SET version = OLD.version + 1, updated_by = NULL, updated_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now') WHERE id = NEW.id;
END;

ALTER TABLE mortgage_rates ADD COLUMN version INTEGER NOT NULL DEFAULT 1;
ALTER TABLE mortgage_rates ADD COLUMN updated_by TEXT;
CREATE TRIGGER mortgage_rates_version AFTER UPDATE ON mortgage_rates FOR EACH ROW WHEN NEW.version = OLD.version
BEGIN
  UPDATE mortgage_rates SET version = OLD.version + 1, updated_by = NULL, updated_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now') WHERE id = NEW.id;
END;

ALTER TABLE lenders ADD COLUMN version INTEGER NOT NULL DEFAULT 1;
ALTER TABLE lenders ADD COLUMN updated_by TEXT;
ALTER TABLE lenders ADD COLUMN updated_at TEXT;
UPDATE lenders SET updated_at = created_at;
CREATE TRIGGER lenders_version AFTER UPDATE ON lenders FOR EACH ROW WHEN NEW.version = OLD.version
BEGIN
  UPDATE lenders SET version = OLD.version + 1, updated_by = NULL, updated_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now') WHERE id = NEW.id;
END;

ALTER TABLE testimonials ADD COLUMN version INTEGER NOT NULL DEFAULT 1;
ALTER TABLE testimonials ADD COLUMN updated_by TEXT;
ALTER TABLE testimonials ADD COLUMN updated_at TEXT;
UPDATE testimonials SET updated_at = created_at;
CREATE TRIGGER testimonials_version AFTER UPDATE ON testimonials FOR EACH ROW WHEN NEW.version = OLD.version
BEGIN
  UPDATE testimonials SET version = OLD.version + 1, updated_by = NULL, updated_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now') WHERE id = NEW.id;
END;

ALTER TABLE blog_posts ADD COLUMN version INTEGER NOT NULL DEFAULT 1;
ALTER TABLE blog_posts ADD COLUMN updated_by TEXT;
CREATE TRIGGER blog_posts_version AFTER UPDATE ON blog_posts FOR EACH ROW WHEN NEW.version = OLD.version
BEGIN
  UPDATE blog_posts SET version = OLD.version + 1, updated_by = NULL, updated_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now') WHERE id = NEW.id;
END;

ALTER TABLE mortgage_services ADD COLUMN version INTEGER NOT NULL DEFAULT 1;
ALTER TABLE mortgage_services ADD COLUMN updated_by TEXT;
ALTER TABLE mortgage_services ADD COLUMN updated_at TEXT;
UPDATE mortgage_services SET updated_at = created_at;
CREATE TRIGGER mortgage_services_version AFTER UPDATE ON mortgage_services FOR EACH ROW WHEN NEW.version = OLD.version
BEGIN
  UPDATE mortgage_services SET version = OLD.version + 1, updated_by = NULL, updated_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now') WHERE id = NEW.id;
END;

ALTER TABLE products ADD COLUMN version INTEGER NOT NULL DEFAULT 1;
ALTER TABLE products ADD COLUMN updated_by TEXT;
ALTER TABLE products ADD COLUMN updated_at TEXT;
UPDATE products SET updated_at = created_at;
CREATE TRIGGER products_version AFTER UPDATE ON products FOR EACH ROW WHEN NEW.version = OLD.version
BEGIN
  UPDATE products SET version = OLD.version + 1, updated_by = NULL, updated_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now') WHERE id = NEW.id;
END;

ALTER TABLE client_mortgages ADD COLUMN version INTEGER NOT NULL DEFAULT 1;
ALTER TABLE client_mortgages ADD COLUMN updated_by TEXT;
CREATE TRIGGER client_mortgages_version AFTER UPDATE ON client_mortgages FOR EACH ROW WHEN NEW.version = OLD.version
BEGIN
  UPDATE client_mortgages SET version = OLD.version + 1, updated_by = NULL, updated_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now') WHERE id = NEW.id;
END;
