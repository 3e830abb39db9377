-- Bets: one row per bet of any game (built-in games, lottery), the source of the betting record,
-- personal and team P&L, valid-bet totals (VIP, missions, points, contracts) and the winner board.
-- Money moves only through the ledger; a bet row points at its ledger transactions.

-- Ledger types of the later slices, declared once here so no slice redefines another's list.
ALTER TABLE ledger_transactions DROP CONSTRAINT ledger_transactions_type_check;
ALTER TABLE ledger_transactions ADD CONSTRAINT ledger_transactions_type_check CHECK (type IN (
  'DEPOSIT', 'WITHDRAW', 'WITHDRAW_REFUND', 'WITHDRAW_PAID', 'TRANSFER', 'BET', 'WIN', 'UPLINE_TRANSFER', 'ADJUSTMENT',
  'DOWNLINE_TRANSFER', 'SALARY', 'DIVIDEND', 'BONUS', 'RED_ENVELOPE', 'POINTS_CONVERT'));

-- BONUS pays promotions, rewards, missions, red envelopes and points conversions;
-- COMMISSION pays agents' salaries and dividends.
ALTER TABLE ledger_accounts DROP CONSTRAINT ledger_accounts_check;
ALTER TABLE ledger_accounts ADD CONSTRAINT ledger_accounts_check
  CHECK ((member_id IS NULL) = (kind IN ('CASH_IN', 'CASH_OUT', 'HOUSE', 'ADJUST', 'BONUS', 'COMMISSION')));
INSERT INTO ledger_accounts (member_id, kind) VALUES (NULL, 'BONUS'), (NULL, 'COMMISSION');

CREATE TABLE bets (
  id serial PRIMARY KEY,
  member_id integer NOT NULL REFERENCES members (id) ON DELETE RESTRICT,
  -- Shown to the player; unique per platform (the round or ticket id).
  reference text NOT NULL UNIQUE,
  -- Game category as the client names it (RNG, LIVE, FISH, PVP, SPORTS, ESPORTS, COCKFIGHT, ELOTT, LOTT).
  category text NOT NULL,
  vendor text NOT NULL,
  game_code text NOT NULL,
  game_name text NOT NULL,
  -- The wallet the stake left and the win returns to (MAIN or a vendor code).
  wallet text NOT NULL,
  stake bigint NOT NULL CHECK (stake > 0),
  -- Turnover that counts for VIP, missions, points and contracts (0 for cancelled bets).
  valid_stake bigint NOT NULL CHECK (valid_stake >= 0 AND valid_stake <= stake),
  -- NULL while OPEN (a lottery ticket before its draw).
  win bigint CHECK (win IS NULL OR win >= 0),
  state text NOT NULL CHECK (state IN ('OPEN', 'SETTLED', 'CANCELLED')),
  CHECK ((state = 'OPEN') = (win IS NULL)),
  -- Game-specific facts (reels, cards, picked numbers, seeds); never money of record.
  detail jsonb NOT NULL DEFAULT '{}'::jsonb,
  stake_transaction_id integer NOT NULL REFERENCES ledger_transactions (id),
  -- The ledger transaction that paid the win (the stake's own for instant games; NULL for no win).
  settle_transaction_id integer REFERENCES ledger_transactions (id),
  placed_at timestamptz NOT NULL,
  settled_at timestamptz
);
CREATE INDEX bets_member_placed ON bets (member_id, placed_at DESC, id DESC);
CREATE INDEX bets_placed ON bets (placed_at);
CREATE INDEX bets_open ON bets (game_code, id) WHERE state = 'OPEN';
