-- Wallet and money movement: a double-entry ledger, deposit orders, withdrawals, bank cards,
-- idempotency keys. Amounts are integer minor units (centavos) in bigint, never floats.
-- Plain SQL that runs unchanged on PGlite and PostgreSQL; times come from the application clock.

-- One account per member and wallet (MAIN, HOLD, one per vendor code) plus the system accounts
-- (member_id NULL): CASH_IN (deposits come from here), CASH_OUT (paid withdrawals go here),
-- HOUSE (the other side of bets), ADJUST (operator adjustments). System accounts may go negative.
CREATE TABLE ledger_accounts (
  id serial PRIMARY KEY,
  member_id integer REFERENCES members (id) ON DELETE RESTRICT,
  kind text NOT NULL CHECK (kind ~ '^[A-Z0-9_]{1,40}$'),
  CHECK ((member_id IS NULL) = (kind IN ('CASH_IN', 'CASH_OUT', 'HOUSE', 'ADJUST'))),
  UNIQUE (member_id, kind)
);
-- UNIQUE (member_id, kind) treats NULLs as distinct: system accounts need their own index.
CREATE UNIQUE INDEX ledger_accounts_system_kind ON ledger_accounts (kind) WHERE member_id IS NULL;
INSERT INTO ledger_accounts (member_id, kind) VALUES (NULL, 'CASH_IN'), (NULL, 'CASH_OUT'), (NULL, 'HOUSE'), (NULL, 'ADJUST');

CREATE TABLE ledger_transactions (
  id serial PRIMARY KEY,
  type text NOT NULL CHECK (type IN ('DEPOSIT', 'WITHDRAW', 'WITHDRAW_REFUND', 'WITHDRAW_PAID', 'TRANSFER', 'BET', 'WIN',
    'UPLINE_TRANSFER', 'ADJUSTMENT')),
  -- The member whose request (or order) caused the movement; NULL for system-only movements.
  member_id integer REFERENCES members (id) ON DELETE RESTRICT,
  reference text NOT NULL,
  -- The Idempotency-Key of the request that moved the money, with the sha256 of its body.
  idempotency_key text,
  request_hash text,
  created_at timestamptz NOT NULL,
  CHECK ((idempotency_key IS NULL) = (request_hash IS NULL))
);
CREATE UNIQUE INDEX ledger_transactions_idempotency ON ledger_transactions (member_id, idempotency_key)
  WHERE idempotency_key IS NOT NULL;
CREATE INDEX ledger_transactions_reference ON ledger_transactions (reference);

-- Append-only: a balance is the sum of its account's entries.
CREATE TABLE ledger_entries (
  id serial PRIMARY KEY,
  transaction_id integer NOT NULL REFERENCES ledger_transactions (id) ON DELETE RESTRICT,
  account_id integer NOT NULL REFERENCES ledger_accounts (id) ON DELETE RESTRICT,
  amount bigint NOT NULL CHECK (amount <> 0),
  created_at timestamptz NOT NULL
);
CREATE INDEX ledger_entries_account ON ledger_entries (account_id, id) INCLUDE (amount);
CREATE INDEX ledger_entries_transaction ON ledger_entries (transaction_id);

CREATE FUNCTION ledger_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'the ledger is append-only (% on %)', TG_OP, TG_TABLE_NAME USING ERRCODE = '42501';
END $$;
CREATE TRIGGER ledger_entries_append_only BEFORE UPDATE OR DELETE ON ledger_entries
  FOR EACH ROW EXECUTE FUNCTION ledger_append_only();
CREATE TRIGGER ledger_transactions_append_only BEFORE UPDATE OR DELETE ON ledger_transactions
  FOR EACH ROW EXECUTE FUNCTION ledger_append_only();

-- Every transaction's entries sum to zero, checked at commit (the code checks it first).
CREATE FUNCTION ledger_transaction_balanced() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF (SELECT COALESCE(SUM(amount), 0) FROM ledger_entries WHERE transaction_id = NEW.transaction_id) <> 0 THEN
    RAISE EXCEPTION 'ledger transaction % does not sum to zero', NEW.transaction_id USING ERRCODE = '23514';
  END IF;
  RETURN NULL;
END $$;
CREATE CONSTRAINT TRIGGER ledger_entries_balanced AFTER INSERT ON ledger_entries
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION ledger_transaction_balanced();

-- Answers of money calls by Idempotency-Key: the same key and body answer `response` again.
CREATE TABLE idempotency_keys (
  member_id integer NOT NULL REFERENCES members (id) ON DELETE CASCADE,
  key text NOT NULL,
  request_hash text NOT NULL,
  response jsonb,
  created_at timestamptz NOT NULL,
  PRIMARY KEY (member_id, key)
);

CREATE TABLE bank_cards (
  id serial PRIMARY KEY,
  member_id integer NOT NULL REFERENCES members (id) ON DELETE CASCADE,
  bank_name text NOT NULL,
  account_name text NOT NULL,
  -- Digits only. Operators need it to pay; members only ever see the last four.
  account_number text NOT NULL,
  created_at timestamptz NOT NULL,
  UNIQUE (member_id, account_number)
);

CREATE TABLE deposit_orders (
  id serial PRIMARY KEY,
  member_id integer NOT NULL REFERENCES members (id) ON DELETE RESTRICT,
  reference text NOT NULL UNIQUE,
  channel_id integer NOT NULL,
  channel_type text NOT NULL CHECK (channel_type IN ('BANK', 'QR', 'EWALLET')),
  amount bigint NOT NULL CHECK (amount > 0),
  state text NOT NULL CHECK (state IN ('PENDING', 'APPROVED', 'REJECTED')),
  -- Where the member was told to pay, as shown then.
  pay_to jsonb NOT NULL,
  transaction_id integer REFERENCES ledger_transactions (id),
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL
);
CREATE INDEX deposit_orders_member ON deposit_orders (member_id, id);
CREATE INDEX deposit_orders_state ON deposit_orders (state, id);

CREATE TABLE withdrawals (
  id serial PRIMARY KEY,
  member_id integer NOT NULL REFERENCES members (id) ON DELETE RESTRICT,
  reference text NOT NULL UNIQUE,
  bank_card_id integer NOT NULL REFERENCES bank_cards (id) ON DELETE RESTRICT,
  amount bigint NOT NULL CHECK (amount > 0),
  state text NOT NULL CHECK (state IN ('PENDING', 'APPROVED', 'REJECTED', 'PAID', 'RECEIVED', 'NOT_RECEIVED', 'AUTO_RECEIVED')),
  hold_transaction_id integer NOT NULL REFERENCES ledger_transactions (id),
  -- WITHDRAW_PAID (paid) or WITHDRAW_REFUND (rejected).
  settle_transaction_id integer REFERENCES ledger_transactions (id),
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL,
  paid_at timestamptz,
  -- paid_at + confirmMinutes (as configured at payout): unconfirmed after this → AUTO_RECEIVED.
  confirm_by timestamptz,
  forced_receipt boolean NOT NULL DEFAULT false,
  proof_type text CHECK (proof_type IN ('image/png', 'image/jpeg')),
  proof_image bytea,
  CHECK ((proof_type IS NULL) = (proof_image IS NULL))
);
CREATE INDEX withdrawals_member ON withdrawals (member_id, id);
CREATE INDEX withdrawals_state ON withdrawals (state, id);
CREATE INDEX withdrawals_confirm_due ON withdrawals (confirm_by) WHERE state = 'PAID';

-- Wrong payment passwords: 5 in a row lock money calls that need it for 15 minutes.
ALTER TABLE members ADD COLUMN payment_password_failures integer NOT NULL DEFAULT 0;
ALTER TABLE members ADD COLUMN payment_password_locked_until timestamptz;
