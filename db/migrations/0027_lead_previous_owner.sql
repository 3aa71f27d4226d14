-- Deleting an agent hands their leads to a person the super admin chooses (ADR 44). Each lead keeps who had it
-- before: the agent row is gone, so the name is kept as text beside its former id, with the time of the handover.
ALTER TABLE leads ADD COLUMN previous_agent_id TEXT;
ALTER TABLE leads ADD COLUMN previous_agent_name TEXT;
ALTER TABLE leads ADD COLUMN reassigned_at TEXT;
