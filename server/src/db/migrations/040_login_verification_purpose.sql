-- A new-address verification can finish more than a password login: an SMS login, a Google or
-- Facebook sign-in, or a reset by phone of an account with a bound authenticator. It remembers
-- how the session is to be opened, and for a reset the new password's hash, stored on the member
-- only once the authenticator answered.
ALTER TABLE login_verifications ADD COLUMN login_type text NOT NULL DEFAULT 'password';
ALTER TABLE login_verifications ADD COLUMN new_password_hash text;
