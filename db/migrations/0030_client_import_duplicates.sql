-- The client import finds a client already on file by email (any letter case) and maturity date (ADR 45), so the
-- same CSV imported twice updates or skips rather than doubling every client.
CREATE INDEX client_mortgages_email_maturity ON client_mortgages (lower(client_email), maturity_date);
