-- posts written in the back office are Markdown, rendered at build through an allow-list sanitiser.
-- Posts written before keep 'plain' and render exactly as before (escaped text, paragraphs and line breaks).
ALTER TABLE blog_posts ADD COLUMN content_format TEXT NOT NULL DEFAULT 'plain' CHECK (content_format IN ('plain', 'markdown'));

-- The agent dashboard lists an agent's own posts and testimonials, newest first.
CREATE INDEX blog_posts_agent ON blog_posts (agent_id, created_at);
CREATE INDEX testimonials_agent ON testimonials (agent_id, created_at);
