-- How a session was opened (issue 29). A member who signs in with Google or Facebook (login type
-- `firebase`) never chose the random password the registration stored, so the forced password
-- change (a temporary password, or an expired one with PWDEXPFORCECHANGE3 on) must not hold such a
-- session: the spec's login type `firebase` skips it. Sessions opened before this column are
-- password sessions.
ALTER TABLE sessions ADD COLUMN login_type text NOT NULL DEFAULT 'password';
