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

-- Promotions with claim rules and budgets. APPLY: the member applies (comment, images), the
-- operator reviews, an approved application is ISSUED and its bonus claimed once. JOIN: the
-- member joins; once their valid stake since joining reaches the requirement the bonus is claimable.
CREATE TABLE promotions (
  id serial PRIMARY KEY,
  kind text NOT NULL CHECK (kind IN ('APPLY', 'JOIN')),
  title text NOT NULL,
  summary text NOT NULL DEFAULT '',
  -- Server HTML, sanitised by the client.
  content text NOT NULL DEFAULT '',
  bonus bigint NOT NULL CHECK (bonus > 0),
  -- Valid stake since joining (JOIN) needed before the claim, minor units.
  min_valid_stake bigint NOT NULL DEFAULT 0 CHECK (min_valid_stake >= 0),
  budget bigint NOT NULL CHECK (budget >= 0),
  paid bigint NOT NULL DEFAULT 0 CHECK (paid >= 0 AND paid <= budget),
  start_at timestamptz NOT NULL,
  end_at timestamptz,
  sequence integer NOT NULL DEFAULT 0
);

CREATE TABLE promotion_entries (
  id serial PRIMARY KEY,
  promotion_id integer NOT NULL REFERENCES promotions (id),
  member_id integer NOT NULL REFERENCES members (id) ON DELETE RESTRICT,
  state text NOT NULL CHECK (state IN ('APPLYING', 'REJECTED', 'ISSUED', 'JOINED', 'CLAIMED')),
  comment text NOT NULL DEFAULT '' CHECK (char_length(comment) <= 140),
  remark text NOT NULL DEFAULT '',
  created_at timestamptz NOT NULL,
  decided_at timestamptz,
  claimed_at timestamptz,
  ledger_transaction_id integer REFERENCES ledger_transactions (id),
  -- Once per member and promotion.
  UNIQUE (promotion_id, member_id)
);
CREATE INDEX promotion_entries_state ON promotion_entries (state, id);

CREATE TABLE promotion_images (
  id serial PRIMARY KEY,
  entry_id integer NOT NULL REFERENCES promotion_entries (id) ON DELETE CASCADE,
  position integer NOT NULL CHECK (position BETWEEN 1 AND 3),
  content_type text NOT NULL CHECK (content_type IN ('image/png', 'image/jpeg')),
  bytes bytea NOT NULL,
  UNIQUE (entry_id, position)
);

-- Red envelopes: a random amount within [min_amount, max_amount] and the remaining budget, once per member.
CREATE TABLE red_envelopes (
  id serial PRIMARY KEY,
  title text NOT NULL,
  min_amount bigint NOT NULL CHECK (min_amount > 0),
  max_amount bigint NOT NULL CHECK (max_amount >= min_amount),
  budget bigint NOT NULL CHECK (budget >= 0),
  paid bigint NOT NULL DEFAULT 0 CHECK (paid >= 0 AND paid <= budget),
  start_at timestamptz NOT NULL,
  end_at timestamptz NOT NULL
);
CREATE TABLE red_envelope_claims (
  envelope_id integer NOT NULL REFERENCES red_envelopes (id),
  member_id integer NOT NULL REFERENCES members (id) ON DELETE RESTRICT,
  amount bigint NOT NULL CHECK (amount > 0),
  ledger_transaction_id integer NOT NULL REFERENCES ledger_transactions (id),
  claimed_at timestamptz NOT NULL,
  PRIMARY KEY (envelope_id, member_id)
);

-- The winner board reads big wins of recent bets.
CREATE INDEX bets_win_recent ON bets (placed_at, win) WHERE win > 0;

-- Daily missions: a claim per member, mission and business day (the key makes "once" hold).
CREATE TABLE mission_claims (
  member_id integer NOT NULL REFERENCES members (id) ON DELETE RESTRICT,
  mission text NOT NULL,
  day date NOT NULL,
  amount bigint NOT NULL CHECK (amount > 0),
  ledger_transaction_id integer NOT NULL REFERENCES ledger_transactions (id),
  claimed_at timestamptz NOT NULL,
  PRIMARY KEY (member_id, mission, day)
);
