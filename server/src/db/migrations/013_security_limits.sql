-- Security limits that hold under concurrency and across processes (issue 15).

-- Failure counters claimed before a secret is checked: one atomic upsert per attempt, so parallel
-- requests cannot each read the old count. scope: 'password-check' (member id), 'code-ip' (IP) …
CREATE TABLE attempt_counters (
  scope text NOT NULL,
  key text NOT NULL,
  attempts integer NOT NULL,
  window_started_at timestamptz NOT NULL,
  locked_until timestamptz,
  PRIMARY KEY (scope, key)
);

-- The RSA key pair every process serves and accepts (JSON {kty,n,e,d}, base64url), so a key
-- fetched from one process opens a body sent to another. One row (id 1) until keys rotate.
CREATE TABLE rsa_keys (
  id integer PRIMARY KEY,
  private_jwk text NOT NULL,
  created_at timestamptz NOT NULL
);
