-- Games (contract §9): the catalogue, favourites and recents per member, PVP rooms, single-use
-- launch tokens, game sessions of the built-in games, provably-fair seed state, open rounds.

-- One row per game. `lane` is the vendor's lane (vendors.category); `category` is the client's
-- name for the game's category (e-sports and cockfight games sit in the SPORTS lane).
CREATE TABLE games (
  node_id serial PRIMARY KEY,
  lane text NOT NULL,
  vendor text NOT NULL,
  category text NOT NULL CHECK (category IN ('RNG', 'LIVE', 'FISH', 'PVP', 'SPORTS', 'ESPORTS', 'COCKFIGHT', 'ELOTT', 'LOTT')),
  -- The vendor's own game id and code (code unique on the platform: it names the icon).
  game_id text NOT NULL,
  game_code text NOT NULL UNIQUE,
  -- Names per platform language code (EN always present).
  names jsonb NOT NULL,
  icon_path text NOT NULL,
  icon_width integer NOT NULL,
  icon_height integer NOT NULL,
  tag text NOT NULL CHECK (tag IN ('SLOT', 'TABLE', 'LIVE', 'MINI', 'CARD', 'FISH', 'SPORT', 'JACKPOT')),
  -- The built-in game served by the platform (slot, dice, baccarat); NULL = another vendor's game.
  builtin text CHECK (builtin IS NULL OR builtin IN ('slot', 'dice', 'baccarat')),
  is_hot boolean NOT NULL DEFAULT false,
  jackpot bigint CHECK (jackpot IS NULL OR jackpot >= 0),
  maintenance boolean NOT NULL DEFAULT false,
  sort_order integer NOT NULL DEFAULT 0,
  FOREIGN KEY (lane, vendor) REFERENCES vendors (category, code)
);
CREATE INDEX games_category ON games (category, vendor, sort_order, node_id);

-- Vendors under maintenance (all their games answer game.maintenance); seamless vendors (the house
-- vendor TALA) play on MAIN and have no wallet of their own.
ALTER TABLE vendors ADD COLUMN maintenance boolean NOT NULL DEFAULT false;
ALTER TABLE vendors ADD COLUMN seamless boolean NOT NULL DEFAULT false;

CREATE TABLE favourite_games (
  member_id integer NOT NULL REFERENCES members (id) ON DELETE CASCADE,
  node_id integer NOT NULL REFERENCES games (node_id) ON DELETE CASCADE,
  added_at timestamptz NOT NULL,
  PRIMARY KEY (member_id, node_id)
);

CREATE TABLE recent_games (
  member_id integer NOT NULL REFERENCES members (id) ON DELETE CASCADE,
  node_id integer NOT NULL REFERENCES games (node_id) ON DELETE CASCADE,
  launched_at timestamptz NOT NULL,
  PRIMARY KEY (member_id, node_id)
);
CREATE INDEX recent_games_member ON recent_games (member_id, launched_at DESC);

CREATE TABLE pvp_rooms (
  room_id serial PRIMARY KEY,
  node_id integer NOT NULL REFERENCES games (node_id) ON DELETE CASCADE,
  room_name text NOT NULL,
  min_bet bigint NOT NULL CHECK (min_bet > 0),
  players integer NOT NULL CHECK (players >= 0),
  max_players integer NOT NULL CHECK (max_players > 0 AND players <= max_players),
  sort_order integer NOT NULL DEFAULT 0
);

-- Single use, 60 s, bound to member, game and login session; only the sha256 of the token is kept.
CREATE TABLE launch_tokens (
  token_hash text PRIMARY KEY,
  member_id integer NOT NULL REFERENCES members (id) ON DELETE CASCADE,
  node_id integer NOT NULL REFERENCES games (node_id) ON DELETE CASCADE,
  session_token_hash text NOT NULL REFERENCES sessions (token_hash) ON DELETE CASCADE,
  created_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL,
  used_at timestamptz
);
CREATE INDEX launch_tokens_expiry ON launch_tokens (expires_at);

-- A built-in game's session (header X-Game-Session); lives while its login session does.
CREATE TABLE game_sessions (
  token_hash text PRIMARY KEY,
  member_id integer NOT NULL REFERENCES members (id) ON DELETE CASCADE,
  node_id integer NOT NULL REFERENCES games (node_id) ON DELETE CASCADE,
  session_token_hash text NOT NULL REFERENCES sessions (token_hash) ON DELETE CASCADE,
  created_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL
);

-- Provably fair: the current (unrevealed) server seed per member and game kind, and its nonce.
CREATE TABLE fair_seeds (
  member_id integer NOT NULL REFERENCES members (id) ON DELETE CASCADE,
  kind text NOT NULL CHECK (kind IN ('slot', 'dice', 'baccarat')),
  server_seed text NOT NULL,
  nonce integer NOT NULL DEFAULT 0,
  PRIMARY KEY (member_id, kind)
);

-- A round in flight (written and committed before the round's transaction, removed after it):
-- while it stands, launching another game answers #734 game.previous.unfinished.
CREATE TABLE open_rounds (
  member_id integer PRIMARY KEY REFERENCES members (id) ON DELETE CASCADE,
  node_id integer NOT NULL REFERENCES games (node_id) ON DELETE CASCADE,
  round_id text NOT NULL,
  started_at timestamptz NOT NULL
);
