-- One payout account, one member (issue 25, docs/security.md "Bonus farming"): a bank card or
-- e-wallet number may be bound by one member only, compared in a normalised form (`number_key`:
-- digits, a Philippine mobile number as 09…), unless an operator allows that number to be shared
-- (`shared_payout_accounts`). The partial unique index decides atomically, so two members binding
-- one number at the same moment cannot both succeed.
-- Computed by the database, so it can never disagree with the number (bank-cards.ts
-- payoutNumberKey is the same rule; account numbers are stored as digits only).
ALTER TABLE bank_cards ADD COLUMN number_key text NOT NULL
  GENERATED ALWAYS AS (regexp_replace(account_number, '^639([0-9]{9})$', '09\1')) STORED;
-- Bound while the operator allowed sharing (or before this rule existed): outside the index.
ALTER TABLE bank_cards ADD COLUMN shared boolean NOT NULL DEFAULT false;
-- Numbers bound more than once before this rule (by several members, or by one member in two
-- spellings): the oldest card keeps the number, the others stay usable as shared, so nothing a
-- member already uses breaks.
UPDATE bank_cards c SET shared = true
  WHERE EXISTS (SELECT 1 FROM bank_cards o WHERE o.number_key = c.number_key AND o.id < c.id);
CREATE UNIQUE INDEX bank_cards_one_owner ON bank_cards (number_key) WHERE NOT shared;

CREATE TABLE shared_payout_accounts (
  number_key text PRIMARY KEY,
  remark text NOT NULL DEFAULT '',
  created_at timestamptz NOT NULL
);
