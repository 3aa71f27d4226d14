-- An agent's edit of a published post waits here for the super admin (ADR 45): the post row stays what the public
-- site shows until the revision is approved (its values copied onto the post) or rejected (the row deleted).
-- One pending revision per post: a second edit by the agent replaces the first.
CREATE TABLE blog_post_revisions (
  post_id TEXT PRIMARY KEY REFERENCES blog_posts (id) ON DELETE CASCADE,
  title TEXT NOT NULL,
  -- the slug asked for; made unique again when approved
  slug TEXT NOT NULL,
  excerpt TEXT,
  content TEXT NOT NULL,
  content_format TEXT NOT NULL CHECK (content_format IN ('plain', 'markdown')),
  featured_image_url TEXT,
  -- the staff user who submitted it
  submitted_by TEXT REFERENCES users (id) ON DELETE SET NULL,
  submitted_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
) STRICT;
