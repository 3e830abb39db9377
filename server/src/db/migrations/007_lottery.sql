-- Lottery (contract §11): scheduled draws with a committed random source, and the sessions of
-- the built-in betting page. Tickets are rows of `bets` (detail.drawId names the draw).

-- One row per draw. The seed is secret until the draw; its sha256 is published from creation.
-- The result is a deterministic function of (seed, game code, numero), so anyone can check it.
CREATE TABLE lottery_draws (
  id serial PRIMARY KEY,
  game_code text NOT NULL,
  numero text NOT NULL,
  -- Tickets are sold until closes_at; the result is drawn at draw_at.
  closes_at timestamptz NOT NULL,
  draw_at timestamptz NOT NULL,
  CHECK (closes_at <= draw_at),
  seed text NOT NULL,
  seed_hash text NOT NULL,
  state text NOT NULL DEFAULT 'SCHEDULED' CHECK (state IN ('SCHEDULED', 'DRAWN')),
  result jsonb,
  drawn_at timestamptz,
  CHECK ((state = 'DRAWN') = (result IS NOT NULL)),
  UNIQUE (game_code, numero)
);
CREATE INDEX lottery_draws_due ON lottery_draws (draw_at) WHERE state = 'SCHEDULED';
CREATE INDEX lottery_draws_game ON lottery_draws (game_code, draw_at DESC);

-- Single-use launch tokens (60 s) and the betting page's sessions; only sha256 hashes are kept.
CREATE TABLE lottery_launch_tokens (
  token_hash text PRIMARY KEY,
  member_id integer NOT NULL REFERENCES members (id) ON DELETE CASCADE,
  game_code text,
  expires_at timestamptz NOT NULL,
  used_at timestamptz
);

CREATE TABLE lottery_sessions (
  session_hash text PRIMARY KEY,
  member_id integer NOT NULL REFERENCES members (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL
);
