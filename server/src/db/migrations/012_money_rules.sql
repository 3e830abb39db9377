-- Money rules a hostile agent cannot farm (issue 15, docs/security.md "Money rules").

-- Dividends carry the team's net result forward (docs/agents.md "Settlement"): after each period,
-- the result not yet paid on, per agent and kind. Negative = a loss still owed a share of,
-- positive = a win the team must lose back before the next dividend. 0 after a payment.
ALTER TABLE agent_settlements ADD COLUMN carry bigint NOT NULL DEFAULT 0;
CREATE INDEX agent_settlements_carry ON agent_settlements (agent_id, kind, period_end DESC, id DESC);
-- Contract figures count bets by the time they settled (an open lottery ticket counts when its draw settles it).
CREATE INDEX bets_settled ON bets (settled_at) WHERE state = 'SETTLED';

-- The potential payout the house carries on one draw (Σ stake × odds × the most times the pick can
-- win, of its tickets), raised in the same statement that checks it against the limit
-- (docs/lottery.md "Limits"). Tickets bought before this migration count at stake × odds.
ALTER TABLE lottery_draws ADD COLUMN exposure bigint NOT NULL DEFAULT 0 CHECK (exposure >= 0);
UPDATE lottery_draws d SET exposure = t.total FROM (
  SELECT (detail->>'drawId')::int AS draw_id, floor(sum(stake * (detail->>'odds')::numeric))::bigint AS total
  FROM bets WHERE state = 'OPEN' AND detail ? 'drawId' AND detail ? 'odds' GROUP BY 1
) t WHERE d.id = t.draw_id;

-- What each bonus programme paid per business day (Manila), raised by one conditional upsert in
-- the claim's own transaction, so the operator's daily budget holds under concurrent claims.
CREATE TABLE bonus_budget_days (
  programme text NOT NULL CHECK (programme IN ('MISSION', 'RED_ENVELOPE', 'PROMOTION', 'REWARD')),
  day date NOT NULL,
  paid bigint NOT NULL CHECK (paid >= 0),
  PRIMARY KEY (programme, day)
);
-- Downline registrations per agent and time are counted from members (upline_id, created_at).
CREATE INDEX members_upline_created ON members (upline_id, created_at) WHERE upline_id IS NOT NULL;
