-- One lead per chat session (docs/product/chat.md#lead-capture): later messages of a session update its lead. The index is
-- UNIQUE so two concurrent first messages of one session can never make two leads; the loser of that race
-- updates the winner's row. Partial on the chatbot source, whose metadata carries chat_session_id.
CREATE UNIQUE INDEX leads_chat_session ON leads (json_extract(metadata, '$.chat_session_id'))
  WHERE source = 'AI Chatbot';
