-- One payout number, one key (docs/security.md "Bonus farming"): the key of 025 mapped only
-- `639…` to `09…`, so `917…`, `0063…`, `063…` and extra leading zeros were other keys for one
-- GCash number. `payout_number_key` is the one rule (server/src/domain/wallet/payout-number-key.ts
-- is the same rule in TypeScript; payout-number-key.test.ts holds both to one table of inputs):
-- digits only, leading zeros dropped, a Philippine mobile number as `09` + its nine digits after
-- the 9, whether written with the country code (`63`, `+63`, `0063`, `063`), a trunk zero after it
-- (`630917…`) or neither.
CREATE FUNCTION payout_number_key(number text) RETURNS text
  LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
  AS $$
    SELECT CASE
      WHEN d ~ '^630*9[0-9]{9}$' THEN '0' || ltrim(substr(d, 3), '0')
      WHEN d ~ '^9[0-9]{9}$' THEN '0' || d
      ELSE d
    END
    FROM (SELECT ltrim(regexp_replace(number, '[^0-9]', '', 'g'), '0') AS d) AS digits
  $$;

-- The keys recomputed: the generated column is replaced (its index with it).
DROP INDEX bank_cards_one_owner;
ALTER TABLE bank_cards DROP COLUMN number_key;
ALTER TABLE bank_cards ADD COLUMN number_key text NOT NULL
  GENERATED ALWAYS AS (payout_number_key(account_number)) STORED;

-- Numbers the operator allowed to share, in the new key (two spellings of one number merge: the
-- older permission stays). The rule is idempotent, so no renamed key meets an old one it differs from.
DELETE FROM shared_payout_accounts s
  WHERE EXISTS (
    SELECT 1 FROM shared_payout_accounts o
    WHERE payout_number_key(o.number_key) = payout_number_key(s.number_key)
      AND (o.created_at, o.number_key) < (s.created_at, s.number_key));
UPDATE shared_payout_accounts SET number_key = payout_number_key(number_key);

-- Collisions the new key reveals: a number bound under two spellings, by several members (or one
-- member twice). As in 025 the oldest card keeps the number and the others stay usable as shared
-- cards, so no member's withdrawal breaks; each such card is listed for the operator (the admin
-- API's payout collisions, `npm run platform -- payout-collisions`), who decides whether the
-- number may be shared or the accounts are one person's.
CREATE TABLE payout_number_collisions (
  bank_card_id integer PRIMARY KEY REFERENCES bank_cards (id) ON DELETE CASCADE,
  number_key text NOT NULL,
  -- The card that kept the number.
  owner_card_id integer NOT NULL REFERENCES bank_cards (id) ON DELETE CASCADE,
  found_at timestamptz NOT NULL,
  reviewed_at timestamptz
);
CREATE INDEX payout_number_collisions_key ON payout_number_collisions (number_key);
INSERT INTO payout_number_collisions (bank_card_id, number_key, owner_card_id, found_at)
  SELECT c.id, c.number_key,
    (SELECT min(o.id) FROM bank_cards o WHERE o.number_key = c.number_key AND NOT o.shared),
    now()
  FROM bank_cards c
  WHERE NOT c.shared
    AND EXISTS (SELECT 1 FROM bank_cards o WHERE o.number_key = c.number_key AND NOT o.shared AND o.id < c.id);
UPDATE bank_cards c SET shared = true
  WHERE EXISTS (SELECT 1 FROM payout_number_collisions p WHERE p.bank_card_id = c.id);
CREATE UNIQUE INDEX bank_cards_one_owner ON bank_cards (number_key) WHERE NOT shared;
