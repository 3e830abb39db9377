-- Accounts: members, sessions, login counters, challenges, verification codes, dev outbox.
-- Plain SQL that runs unchanged on PGlite and PostgreSQL. Times come from the application's
-- clock (tests inject one), so no column defaults to now().

CREATE TABLE members (
  id serial PRIMARY KEY,
  username text NOT NULL,
  -- scrypt$N$r$p$salt$hash (Base64), see domain/accounts/password-hash.ts.
  password_hash text NOT NULL,
  -- 0 player, 1/2/41/42 agent, 4 trial (free play).
  type integer NOT NULL DEFAULT 0 CHECK (type IN (0, 1, 2, 4, 41, 42)),
  upline_id integer REFERENCES members (id) ON DELETE SET NULL,
  nickname text,
  -- '+63' and the national number without its trunk 0, both set or both null.
  dialing_code text,
  mobile_num text,
  email text,
  -- Payee / bank account name (also a login-verification answer).
  payee_name text,
  -- The optional register fields as sent (never the payment password).
  registration jsonb NOT NULL DEFAULT '{}'::jsonb,
  payment_password_hash text,
  -- Invitation code used at registration; own code for agents.
  referral_code text,
  affiliate_code text,
  language text,
  password_changed_at timestamptz NOT NULL,
  password_expires_at timestamptz,
  must_change_password boolean NOT NULL DEFAULT false,
  first_login_at timestamptz,
  created_at timestamptz NOT NULL,
  last_login_at timestamptz,
  CHECK ((dialing_code IS NULL) = (mobile_num IS NULL))
);
CREATE UNIQUE INDEX members_username ON members (lower(username));
CREATE UNIQUE INDEX members_mobile ON members (dialing_code, mobile_num) WHERE mobile_num IS NOT NULL;
CREATE UNIQUE INDEX members_email ON members (lower(email)) WHERE email IS NOT NULL;
CREATE UNIQUE INDEX members_affiliate_code ON members (upper(affiliate_code)) WHERE affiliate_code IS NOT NULL;

CREATE TABLE sessions (
  -- sha256 (hex) of the bearer token; the token itself is never stored.
  token_hash text PRIMARY KEY,
  member_id integer NOT NULL REFERENCES members (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL,
  last_seen_at timestamptz NOT NULL,
  revoked_at timestamptz,
  ip text NOT NULL
);
CREATE INDEX sessions_member ON sessions (member_id);

-- Failed logins per account (scope 'account', key = lower(username)) and per IP (scope 'ip').
CREATE TABLE login_failures (
  scope text NOT NULL CHECK (scope IN ('account', 'ip')),
  key text NOT NULL,
  failures integer NOT NULL,
  last_failure_at timestamptz NOT NULL,
  locked_until timestamptz,
  PRIMARY KEY (scope, key)
);

-- Addresses a member logged in from successfully (registered-IP verification).
CREATE TABLE known_ips (
  member_id integer NOT NULL REFERENCES members (id) ON DELETE CASCADE,
  ip text NOT NULL,
  first_seen_at timestamptz NOT NULL,
  PRIMARY KEY (member_id, ip)
);

-- Pending "new IP" verifications (login_verify_required).
CREATE TABLE login_verifications (
  id text PRIMARY KEY,
  member_id integer NOT NULL REFERENCES members (id) ON DELETE CASCADE,
  ip text NOT NULL,
  created_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL,
  used_at timestamptz,
  attempts integer NOT NULL DEFAULT 0
);

-- SMS codes: target '+639171234567', purpose register|login|forgot|verify.
CREATE TABLE verification_codes (
  id serial PRIMARY KEY,
  target text NOT NULL,
  purpose text NOT NULL,
  code_hash text NOT NULL,
  created_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL,
  used_at timestamptz,
  attempts integer NOT NULL DEFAULT 0
);
CREATE INDEX verification_codes_target ON verification_codes (target, purpose, created_at);

-- Development outbox: every SMS and e-mail, never sent anywhere.
CREATE TABLE outbox (
  id serial PRIMARY KEY,
  channel text NOT NULL CHECK (channel IN ('sms', 'email')),
  recipient text NOT NULL,
  subject text,
  body text NOT NULL,
  created_at timestamptz NOT NULL
);
CREATE INDEX outbox_recipient ON outbox (recipient, created_at);

CREATE TABLE captcha_challenges (
  id text PRIMARY KEY,
  answer_hash text NOT NULL,
  created_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL,
  used_at timestamptz
);

CREATE TABLE slider_challenges (
  id text PRIMARY KEY,
  target integer NOT NULL,
  created_at timestamptz NOT NULL,
  used_at timestamptz
);
