-- Bonus wagering (issue 25, docs/security.md "Bonus farming"): every bonus paid (mission, red
-- envelope, promotion, reward) carries a requirement = bonus × `bonus.wageringMultiplier` at the
-- time of the grant. Valid stake of settled bets placed after the grant counts toward it (oldest
-- grant first); while any requirement is outstanding the member may not withdraw or transfer to
-- another member. Written in the claim's own transaction, so a grant and its requirement commit
-- together.
CREATE TABLE bonus_wagering (
  id serial PRIMARY KEY,
  member_id integer NOT NULL REFERENCES members (id) ON DELETE RESTRICT,
  programme text NOT NULL CHECK (programme IN ('MISSION', 'RED_ENVELOPE', 'PROMOTION', 'REWARD')),
  bonus bigint NOT NULL CHECK (bonus > 0),
  requirement bigint NOT NULL CHECK (requirement >= 0),
  granted_at timestamptz NOT NULL
);
CREATE INDEX bonus_wagering_member ON bonus_wagering (member_id, granted_at, id);
