-- One stored value per lead source (src/lib/lead-sources.ts): older rows said 'Website' beside 'website', so the
-- lead desk's filter and the charts showed one source twice. The spellings below are the ones that module's
-- normaliser knows (a test keeps the two lists equal), keyed by the lower-cased value with spaces and dashes as '_'.
CREATE TABLE lead_source_spellings (
  spelling TEXT PRIMARY KEY,
  source TEXT NOT NULL CHECK (source IN ('website', 'contact_form', 'newsletter', 'AI Chatbot', 'Manual'))
) STRICT, WITHOUT ROWID;
INSERT INTO lead_source_spellings (spelling, source) VALUES
  ('website', 'website'), ('web_site', 'website'), ('web', 'website'),
  ('contact_form', 'contact_form'), ('contactform', 'contact_form'), ('contact', 'contact_form'),
  ('newsletter', 'newsletter'), ('news_letter', 'newsletter'),
  ('ai_chatbot', 'AI Chatbot'), ('chatbot', 'AI Chatbot'), ('chat', 'AI Chatbot'),
  ('manual', 'Manual');

-- OR IGNORE: a second newsletter sign-up or chat lead that only differs in spelling would break the partial unique
-- indexes of migrations 0002 and 0003; that row keeps its old spelling rather than failing the start.
-- The leads_daily trigger of migration 0007 moves each rewritten lead's count to its canonical source.
UPDATE OR IGNORE leads SET source = (
    SELECT s.source FROM lead_source_spellings s
    WHERE s.spelling = lower(replace(replace(trim(leads.source), ' ', '_'), '-', '_')))
  WHERE source NOT IN ('website', 'contact_form', 'newsletter', 'AI Chatbot', 'Manual')
    AND lower(replace(replace(trim(source), ' ', '_'), '-', '_')) IN (SELECT spelling FROM lead_source_spellings);
DELETE FROM leads_daily WHERE leads <= 0 AND source NOT IN ('website', 'contact_form', 'newsletter', 'AI Chatbot', 'Manual');

-- Later writes stay canonical whoever writes them (the API's writers already do; an import or a hand-written row
-- might not).
CREATE TRIGGER leads_source_canonical_insert AFTER INSERT ON leads
  WHEN NEW.source NOT IN ('website', 'contact_form', 'newsletter', 'AI Chatbot', 'Manual')
    AND lower(replace(replace(trim(NEW.source), ' ', '_'), '-', '_')) IN (SELECT spelling FROM lead_source_spellings)
BEGIN
  UPDATE leads SET source = (
      SELECT s.source FROM lead_source_spellings s WHERE s.spelling = lower(replace(replace(trim(NEW.source), ' ', '_'), '-', '_')))
    WHERE id = NEW.id;
END;
CREATE TRIGGER leads_source_canonical_update AFTER UPDATE OF source ON leads
  WHEN NEW.source NOT IN ('website', 'contact_form', 'newsletter', 'AI Chatbot', 'Manual')
    AND lower(replace(replace(trim(NEW.source), ' ', '_'), '-', '_')) IN (SELECT spelling FROM lead_source_spellings)
BEGIN
  UPDATE leads SET source = (
      SELECT s.source FROM lead_source_spellings s WHERE s.spelling = lower(replace(replace(trim(NEW.source), ' ', '_'), '-', '_')))
    WHERE id = NEW.id;
END;
