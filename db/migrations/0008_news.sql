-- news is polled on a schedule and served from here, so a visitor's request never waits on a feed.

-- One row per article and source; a link repeats across sources, never within one (de-duplicated by link).
CREATE TABLE news_articles (
  id TEXT PRIMARY KEY,
  source TEXT NOT NULL CHECK (source IN ('feed', 'inoreader')),
  -- The feed URL, or the Inoreader stream id the item came from (the `feeds` / `feedIds` filters).
  origin TEXT NOT NULL,
  title TEXT NOT NULL,
  link TEXT NOT NULL,
  published TEXT NOT NULL,
  author TEXT,
  summary TEXT,
  image TEXT,
  categories TEXT NOT NULL DEFAULT '[]',
  og_image TEXT,
  og_description TEXT,
  -- 'pending' until the light enrichment has read the article's head (or found nothing to do).
  enrich_state TEXT NOT NULL DEFAULT 'pending' CHECK (enrich_state IN ('pending', 'done', 'failed', 'skipped')),
  fetched_at TEXT NOT NULL,
  UNIQUE (source, link)
) STRICT;
CREATE INDEX news_articles_newest ON news_articles (source, published DESC, id DESC);

-- The health of each source, shown in the back office: a failing feed keeps its last good articles.
CREATE TABLE news_sources (
  url TEXT PRIMARY KEY,
  kind TEXT NOT NULL CHECK (kind IN ('feed', 'inoreader')),
  last_polled_at TEXT,
  last_success_at TEXT,
  last_error TEXT,
  last_count INTEGER NOT NULL DEFAULT 0
) STRICT;

-- OAuth2 state: stored server-side, single use, short-lived. Holds the app credentials of the attempt.
CREATE TABLE inoreader_oauth_states (
  state TEXT PRIMARY KEY,
  app_id TEXT NOT NULL,
  app_key TEXT NOT NULL,
  created_by TEXT NOT NULL,
  expires_at TEXT NOT NULL
) STRICT;

-- Tokens stay on the server; back-off follows Inoreader's usage headers.
ALTER TABLE inoreader_config ADD COLUMN refresh_token TEXT;
ALTER TABLE inoreader_config ADD COLUMN token_expires_at TEXT;
ALTER TABLE inoreader_config ADD COLUMN backoff_until TEXT;
ALTER TABLE inoreader_config ADD COLUMN usage TEXT;
