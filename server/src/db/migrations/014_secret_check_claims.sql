-- Checks of a secret that are running right now (issue 15). A check is claimed before the secret
-- is compared and the claim is deleted when the answer is known; only a wrong answer becomes a
-- failure. Counting claims apart from confirmed failures lets a member's own parallel requests
-- with the right secret through, while parallel guesses still wait for the claims before them.
-- A claim older than a minute belongs to a process that died mid-check and no longer counts.
CREATE TABLE secret_check_claims (
  claim_id text NOT NULL,
  scope text NOT NULL,
  key text NOT NULL,
  claimed_at timestamptz NOT NULL,
  PRIMARY KEY (claim_id, scope)
);
CREATE INDEX secret_check_claims_by_key ON secret_check_claims (scope, key, claimed_at);
