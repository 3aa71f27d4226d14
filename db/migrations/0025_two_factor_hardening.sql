-- Two-step verification hardening (ADR 41, amended). The last time step whose code was accepted, so one code cannot
-- open two sessions (RFC 6238 section 5.2); and the key a session is enrolling, so reloading the setup page shows the
-- same key until a code from it is confirmed.
ALTER TABLE totp_credentials ADD COLUMN last_used_step INTEGER;
ALTER TABLE sessions ADD COLUMN pending_totp_key BLOB;
