-- Agents: salary and dividend contracts from an upline to a direct downline agent, their history,
-- and one settlement row per contract and period. The agent tree itself is members.upline_id.

CREATE INDEX IF NOT EXISTS members_upline ON members (upline_id);

CREATE TABLE agent_contracts (
  id serial PRIMARY KEY,
  kind text NOT NULL CHECK (kind IN ('DIVIDEND', 'DAILY_WAGE', 'HOURLY_WAGE', 'REALTIME_SALARY')),
  upline_id integer NOT NULL REFERENCES members (id) ON DELETE RESTRICT,
  agent_id integer NOT NULL REFERENCES members (id) ON DELETE RESTRICT,
  -- Basis points (1.25 % = 125) of the period's valid bet (wages) or of the team's loss (dividend).
  rate_bp integer NOT NULL CHECK (rate_bp > 0 AND rate_bp <= 10000),
  min_active_members integer NOT NULL CHECK (min_active_members >= 0),
  min_valid_bet bigint NOT NULL CHECK (min_valid_bet >= 0),
  period_type text NOT NULL CHECK (period_type IN ('D', 'W', 'H', 'M')),
  state text NOT NULL CHECK (state IN ('OFFERED', 'ACCEPTED', 'REJECTED', 'TERMINATED')),
  created_at timestamptz NOT NULL,
  accepted_at timestamptz,
  ended_at timestamptz,
  CHECK (upline_id <> agent_id)
);
-- At most one open offer and one contract in force per agent and kind.
CREATE UNIQUE INDEX agent_contracts_one_open ON agent_contracts (agent_id, kind) WHERE state = 'OFFERED';
CREATE UNIQUE INDEX agent_contracts_one_active ON agent_contracts (agent_id, kind) WHERE state = 'ACCEPTED';
CREATE INDEX agent_contracts_upline ON agent_contracts (upline_id, kind);

CREATE TABLE agent_contract_events (
  id serial PRIMARY KEY,
  contract_id integer NOT NULL REFERENCES agent_contracts (id) ON DELETE CASCADE,
  state text NOT NULL,
  by_member_id integer REFERENCES members (id),
  note text,
  at timestamptz NOT NULL
);
CREATE INDEX agent_contract_events_contract ON agent_contract_events (contract_id, id);

-- One row per contract and period, written in the transaction that pays it: a period is paid once.
CREATE TABLE agent_settlements (
  id serial PRIMARY KEY,
  contract_id integer NOT NULL REFERENCES agent_contracts (id) ON DELETE RESTRICT,
  agent_id integer NOT NULL REFERENCES members (id),
  kind text NOT NULL,
  period_start timestamptz NOT NULL,
  period_end timestamptz NOT NULL,
  active_members integer NOT NULL,
  valid_bet bigint NOT NULL,
  profit bigint NOT NULL,
  rate_bp integer NOT NULL,
  amount bigint NOT NULL CHECK (amount >= 0),
  transaction_id integer REFERENCES ledger_transactions (id),
  settled_at timestamptz NOT NULL,
  UNIQUE (contract_id, period_start)
);
CREATE INDEX agent_settlements_agent ON agent_settlements (agent_id, period_start DESC);
