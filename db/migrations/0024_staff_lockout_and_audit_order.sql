-- A staff account can be locked out without an agents row (ADR 40): deleting an admin's or super admin's agent page
-- deactivates the account instead of leaving it with no row (which used to read as active).
ALTER TABLE profiles ADD COLUMN deactivated_at TEXT;
