-- Contract ceilings (docs/security.md "Agent contracts"): a top agent's session alone could make the
-- house pay a 100 % wage. Offers above the operator's approval threshold (`agent.contractLimits`)
-- wait in AWAITING_APPROVAL until the operator approves them (they become OFFERED, the agent may
-- then accept) or rejects them. One open offer per agent and kind still: the index covers both.
ALTER TABLE agent_contracts DROP CONSTRAINT agent_contracts_state_check;
ALTER TABLE agent_contracts ADD CONSTRAINT agent_contracts_state_check
  CHECK (state IN ('AWAITING_APPROVAL', 'OFFERED', 'ACCEPTED', 'REJECTED', 'TERMINATED'));
DROP INDEX agent_contracts_one_open;
CREATE UNIQUE INDEX agent_contracts_one_open ON agent_contracts (agent_id, kind)
  WHERE state IN ('AWAITING_APPROVAL', 'OFFERED');
CREATE INDEX agent_contracts_awaiting ON agent_contracts (created_at) WHERE state = 'AWAITING_APPROVAL';
