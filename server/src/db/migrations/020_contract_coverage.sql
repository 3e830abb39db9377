-- Contract coverage (issue 25, docs/agents.md "Settlement"): where an accepted contract's first
-- period starts. A contract that replaces another starts where the replaced one stopped settling
-- (the start of its unpaid partial period), so no team result is counted twice or skipped when the
-- period type changes. NULL (contracts accepted before this migration): the period containing the
-- acceptance, never before what the agent's earlier contracts of the kind have settled.
ALTER TABLE agent_contracts ADD COLUMN starts_at timestamptz;
