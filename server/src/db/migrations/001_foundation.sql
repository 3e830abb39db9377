-- Foundation tables: operator settings, game vendors, announcements, help centre.
-- Plain SQL that runs unchanged on PGlite and PostgreSQL.

CREATE TABLE settings (
  key text PRIMARY KEY,
  value jsonb NOT NULL,
  updated_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE vendors (
  id serial PRIMARY KEY,
  category text NOT NULL CHECK (category IN ('ELOTT', 'LOTT', 'LIVE', 'SPORTS', 'FISH', 'RNG', 'PVP')),
  code text NOT NULL,
  display_name text NOT NULL,
  account_type_id integer NOT NULL,
  account_type_name text NOT NULL,
  game_type text NOT NULL,
  sort_order integer NOT NULL DEFAULT 0,
  is_hot boolean NOT NULL DEFAULT false,
  -- 'VASSALAGE' makes the client open a popup game list instead of launching.
  is_game text NOT NULL DEFAULT '',
  enabled boolean NOT NULL DEFAULT true,
  UNIQUE (category, code)
);

CREATE TABLE announcements (
  id serial PRIMARY KEY,
  type text NOT NULL CHECK (type IN ('B', 'PL', 'PU', 'PR', 'H')),
  title text NOT NULL,
  -- HTML; the client sanitises it before display.
  content text NOT NULL,
  sequence integer NOT NULL DEFAULT 0,
  start_at timestamptz NOT NULL,
  end_at timestamptz,
  images jsonb NOT NULL DEFAULT '[]'::jsonb,
  created_at timestamptz NOT NULL DEFAULT now(),
  CHECK (end_at IS NULL OR end_at > start_at)
);
CREATE INDEX announcements_type_start ON announcements (type, start_at);

CREATE TABLE help_sections (
  id serial PRIMARY KEY,
  title text NOT NULL,
  sequence integer NOT NULL DEFAULT 0
);

CREATE TABLE help_articles (
  id serial PRIMARY KEY,
  section_id integer NOT NULL REFERENCES help_sections (id) ON DELETE CASCADE,
  title text NOT NULL,
  content text NOT NULL,
  sequence integer NOT NULL DEFAULT 0
);
CREATE INDEX help_articles_section ON help_articles (section_id, sequence);
