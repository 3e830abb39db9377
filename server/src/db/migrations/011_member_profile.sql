-- Member centre: rewards the operator grants and the member claims, nicknames, avatars.

-- A reward waits for the member's claim; the claim credits MAIN from the BONUS system account
-- (ledger type BONUS) in the same transaction that marks it claimed.
CREATE TABLE rewards (
  id serial PRIMARY KEY,
  member_id integer NOT NULL REFERENCES members (id) ON DELETE RESTRICT,
  title text NOT NULL CHECK (length(title) BETWEEN 1 AND 100),
  amount bigint NOT NULL CHECK (amount > 0),
  created_at timestamptz NOT NULL,
  -- NULL: never expires.
  expires_at timestamptz,
  claimed_at timestamptz,
  claim_transaction_id integer REFERENCES ledger_transactions (id),
  CHECK ((claimed_at IS NULL) = (claim_transaction_id IS NULL)),
  CHECK (expires_at IS NULL OR expires_at > created_at)
);
CREATE INDEX rewards_member ON rewards (member_id, created_at DESC, id DESC);

-- Nicknames are unique regardless of case (exists.nickname.err).
CREATE UNIQUE INDEX members_nickname_unique ON members (lower(nickname)) WHERE nickname IS NOT NULL;

-- Avatar: STATIC (one of the platform's generated set, by code) or CUSTOM (an uploaded image).
ALTER TABLE members ADD COLUMN avatar_type text CHECK (avatar_type IN ('STATIC', 'CUSTOM'));
ALTER TABLE members ADD COLUMN avatar_static text;
CREATE TABLE member_avatars (
  member_id integer PRIMARY KEY REFERENCES members (id) ON DELETE CASCADE,
  -- Unguessable: the image URL carries it, so <img> can load it without the session token.
  image_key text NOT NULL UNIQUE,
  content_type text NOT NULL CHECK (content_type IN ('image/png', 'image/jpeg', 'image/webp')),
  bytes bytea NOT NULL,
  updated_at timestamptz NOT NULL
);
