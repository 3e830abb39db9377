-- Engagement: points mall (points ledger, rewards, redemptions).
-- Points are whole numbers and never expire; a member's balance is the sum of their entries.

CREATE TABLE point_entries (
  id serial PRIMARY KEY,
  member_id integer NOT NULL REFERENCES members (id) ON DELETE RESTRICT,
  kind text NOT NULL CHECK (kind IN ('EARN', 'REDEEM', 'REDEEM_RETURN', 'CONVERT', 'ADJUST')),
  points bigint NOT NULL CHECK (points <> 0),
  -- EARN: bets up to this id are counted (earning is recomputed from the bets table's totals).
  bet_id_upto integer,
  -- REDEEM / REDEEM_RETURN: the redemption; CONVERT: the ledger transaction that paid it.
  redemption_id integer,
  ledger_transaction_id integer REFERENCES ledger_transactions (id),
  remark text NOT NULL DEFAULT '',
  created_at timestamptz NOT NULL
);
CREATE INDEX point_entries_member ON point_entries (member_id, id DESC);
-- A redemption is debited once and returned at most once.
CREATE UNIQUE INDEX point_entries_redemption ON point_entries (kind, redemption_id) WHERE redemption_id IS NOT NULL;

CREATE TABLE point_rewards (
  id serial PRIMARY KEY,
  name text NOT NULL,
  remark text NOT NULL DEFAULT '',
  points_required bigint NOT NULL CHECK (points_required > 0),
  -- Minimum total valid stake (minor units) of the member.
  amount_required bigint NOT NULL DEFAULT 0 CHECK (amount_required >= 0),
  stock integer NOT NULL CHECK (stock >= 0),
  -- Units in PROCESS or APPROVED redemptions; a rejection gives them back.
  reserved integer NOT NULL DEFAULT 0 CHECK (reserved >= 0 AND reserved <= stock),
  units text NOT NULL DEFAULT 'pcs',
  sequence integer NOT NULL DEFAULT 0,
  enabled boolean NOT NULL DEFAULT true
);

CREATE TABLE point_redemptions (
  id serial PRIMARY KEY,
  member_id integer NOT NULL REFERENCES members (id) ON DELETE RESTRICT,
  reward_id integer NOT NULL REFERENCES point_rewards (id),
  quantity integer NOT NULL CHECK (quantity > 0),
  points bigint NOT NULL CHECK (points > 0),
  state text NOT NULL CHECK (state IN ('PROCESS', 'REJECTED', 'APPROVED')),
  remark text NOT NULL DEFAULT '',
  created_at timestamptz NOT NULL,
  decided_at timestamptz
);
CREATE INDEX point_redemptions_member ON point_redemptions (member_id, id DESC);
CREATE INDEX point_redemptions_state ON point_redemptions (state, id);
