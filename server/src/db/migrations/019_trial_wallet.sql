-- Free-trial play (issue 16): trial members (type 4) play the house games and the lottery with
-- trial credit, never with money. Trial credit lives in its own ledger accounts (the member's
-- TRIAL account against the system TRIAL_HOUSE), and trial bets in their own table, so no query
-- written for money (withdrawals, transfers, deposits, bonuses, points, missions, commissions,
-- dividends, winner boards, team reports) can see them. See docs/security.md "Free trial".

ALTER TABLE ledger_transactions DROP CONSTRAINT ledger_transactions_type_check;
ALTER TABLE ledger_transactions ADD CONSTRAINT ledger_transactions_type_check CHECK (type IN (
  'DEPOSIT', 'WITHDRAW', 'WITHDRAW_REFUND', 'WITHDRAW_PAID', 'TRANSFER', 'BET', 'WIN', 'UPLINE_TRANSFER', 'ADJUSTMENT',
  'DOWNLINE_TRANSFER', 'SALARY', 'DIVIDEND', 'BONUS', 'RED_ENVELOPE', 'POINTS_CONVERT', 'TRIAL_GRANT'));

ALTER TABLE ledger_accounts DROP CONSTRAINT ledger_accounts_check;
ALTER TABLE ledger_accounts ADD CONSTRAINT ledger_accounts_check
  CHECK ((member_id IS NULL) = (kind IN ('CASH_IN', 'CASH_OUT', 'HOUSE', 'ADJUST', 'BONUS', 'COMMISSION', 'TRIAL_HOUSE')));
INSERT INTO ledger_accounts (member_id, kind) VALUES (NULL, 'TRIAL_HOUSE');

-- A vendor code names a member wallet (ledger kind): no vendor may be called TRIAL.
ALTER TABLE vendors ADD CONSTRAINT vendors_code_not_trial CHECK (code NOT IN ('TRIAL', 'TRIAL_HOUSE'));

-- Only trial members get a TRIAL account.
CREATE FUNCTION ledger_trial_account_owner() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.kind = 'TRIAL' AND (SELECT type FROM members WHERE id = NEW.member_id) IS DISTINCT FROM 4 THEN
    RAISE EXCEPTION 'only trial members have a TRIAL account (member %)', NEW.member_id USING ERRCODE = '23514';
  END IF;
  RETURN NEW;
END $$;
CREATE TRIGGER ledger_accounts_trial_owner BEFORE INSERT OR UPDATE ON ledger_accounts
  FOR EACH ROW EXECUTE FUNCTION ledger_trial_account_owner();

-- A ledger transaction moves trial credit only (TRIAL and TRIAL_HOUSE accounts) or money only,
-- never both: checked at commit, like the zero sum (the code checks it first).
CREATE FUNCTION ledger_transaction_unmixed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF (SELECT count(DISTINCT a.kind IN ('TRIAL', 'TRIAL_HOUSE')) FROM ledger_entries e JOIN ledger_accounts a ON a.id = e.account_id
      WHERE e.transaction_id = NEW.transaction_id) > 1 THEN
    RAISE EXCEPTION 'ledger transaction % mixes trial credit and money', NEW.transaction_id USING ERRCODE = '23514';
  END IF;
  RETURN NULL;
END $$;
CREATE CONSTRAINT TRIGGER ledger_entries_unmixed AFTER INSERT ON ledger_entries
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION ledger_transaction_unmixed();

-- One grant of trial credit per trial member, ever (the primary key is the cap).
CREATE TABLE trial_grants (
  member_id integer PRIMARY KEY REFERENCES members (id) ON DELETE RESTRICT,
  amount bigint NOT NULL CHECK (amount >= 0),
  transaction_id integer REFERENCES ledger_transactions (id),
  granted_at timestamptz NOT NULL
);

-- Trial bets: the shape of `bets`, kept apart. Ids come from the same sequence, so a bet id names
-- one bet across both tables.
CREATE TABLE trial_bets (
  id integer PRIMARY KEY DEFAULT nextval('bets_id_seq'),
  member_id integer NOT NULL REFERENCES members (id) ON DELETE RESTRICT,
  reference text NOT NULL UNIQUE,
  category text NOT NULL,
  vendor text NOT NULL,
  game_code text NOT NULL,
  game_name text NOT NULL,
  wallet text NOT NULL CHECK (wallet = 'TRIAL'),
  stake bigint NOT NULL CHECK (stake > 0),
  valid_stake bigint NOT NULL CHECK (valid_stake >= 0 AND valid_stake <= stake),
  win bigint CHECK (win IS NULL OR win >= 0),
  state text NOT NULL CHECK (state IN ('OPEN', 'SETTLED', 'CANCELLED')),
  CHECK ((state = 'OPEN') = (win IS NULL)),
  detail jsonb NOT NULL DEFAULT '{}'::jsonb,
  stake_transaction_id integer NOT NULL REFERENCES ledger_transactions (id),
  settle_transaction_id integer REFERENCES ledger_transactions (id),
  placed_at timestamptz NOT NULL,
  settled_at timestamptz
);
CREATE INDEX trial_bets_member_placed ON trial_bets (member_id, placed_at DESC, id DESC);
CREATE INDEX trial_bets_open ON trial_bets (game_code, id) WHERE state = 'OPEN';
ALTER TABLE bets ADD CONSTRAINT bets_wallet_not_trial CHECK (wallet <> 'TRIAL');
