-- Content and support (docs/contract.md §14): referral links and the registrations made through
-- them, feedback and complaints with the operator's answer, and the customer-service chat room.
CREATE TABLE referral_links (
  id serial PRIMARY KEY,
  member_id integer NOT NULL REFERENCES members (id) ON DELETE CASCADE,
  code text NOT NULL UNIQUE,
  name text NOT NULL,
  created_at timestamptz NOT NULL,
  -- Deleted links stop inviting but keep the records made through them.
  deleted_at timestamptz
);
CREATE INDEX referral_links_member ON referral_links (member_id, created_at);

CREATE TABLE referrals (
  id serial PRIMARY KEY,
  link_id integer NOT NULL REFERENCES referral_links (id) ON DELETE CASCADE,
  referrer_id integer NOT NULL REFERENCES members (id) ON DELETE CASCADE,
  member_id integer NOT NULL UNIQUE REFERENCES members (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL
);
CREATE INDEX referrals_referrer ON referrals (referrer_id, created_at);

CREATE TABLE feedback (
  id serial PRIMARY KEY,
  -- NULL for a guest's submission (then contact says how to answer).
  member_id integer REFERENCES members (id) ON DELETE CASCADE,
  type text NOT NULL CHECK (type IN ('feedback', 'complaint')),
  content text NOT NULL,
  contact text,
  -- The sender's address: submissions are rate limited per member, and per address for guests.
  ip text NOT NULL DEFAULT '',
  state text NOT NULL DEFAULT 'OPEN' CHECK (state IN ('OPEN', 'ANSWERED')),
  answer text,
  created_at timestamptz NOT NULL,
  answered_at timestamptz
);
CREATE INDEX feedback_member ON feedback (member_id, created_at);
CREATE INDEX feedback_ip ON feedback (ip, created_at);

CREATE TABLE chat_messages (
  id serial PRIMARY KEY,
  member_id integer NOT NULL REFERENCES members (id) ON DELETE CASCADE,
  sender text NOT NULL CHECK (sender IN ('MEMBER', 'SUPPORT')),
  content text NOT NULL,
  created_at timestamptz NOT NULL
);
CREATE INDEX chat_messages_member ON chat_messages (member_id, id);

-- Help centre articles per platform language (TY, EN, CN, JA, TH, VI, HI, KO); the existing
-- sections are the English ones. A language without sections is answered in English.
ALTER TABLE help_sections ADD COLUMN language text NOT NULL DEFAULT 'EN';
CREATE INDEX help_sections_language ON help_sections (language, sequence);
