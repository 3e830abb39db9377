-- Authenticator app (TOTP, RFC 6238) bound to a member (issue 30; docs/security.md "Authenticator").
-- A row starts pending (active false) when the member asks for a secret and becomes active when a
-- code from it is confirmed; a new request replaces a pending secret, never an active one.
-- last_step is the last 30-second time step a code was accepted for: a code passes only with
-- `UPDATE … WHERE last_step < step`, so the same code (or an older one) never passes twice, even
-- from parallel requests. The secret is stored as Base32, as the app needs it (see security.md).
CREATE TABLE member_authenticators (
  member_id integer PRIMARY KEY REFERENCES members (id) ON DELETE CASCADE,
  secret text NOT NULL,
  active boolean NOT NULL DEFAULT false,
  -- The member's choice: withdrawals need a current code as well as the payment password.
  for_withdrawals boolean NOT NULL DEFAULT false,
  last_step bigint NOT NULL DEFAULT -1,
  created_at timestamptz NOT NULL,
  activated_at timestamptz
);

-- Recovery codes, shown once when the binding is confirmed: only their SHA-256 is kept, and each
-- passes once (`UPDATE … SET used_at WHERE used_at IS NULL`).
CREATE TABLE authenticator_recovery_codes (
  member_id integer NOT NULL REFERENCES member_authenticators (member_id) ON DELETE CASCADE,
  code_hash text NOT NULL,
  used_at timestamptz,
  PRIMARY KEY (member_id, code_hash)
);
