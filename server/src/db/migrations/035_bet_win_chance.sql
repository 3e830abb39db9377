-- Bets on near-certain outcomes do not wager a bonus (docs/security.md "Bonus farming"): a bonus
-- was met with dice rounds at 96 % for about 1 % of it. A game that knows the chance of the bet it
-- settles (the house games: dice from its target, baccarat from the side) stores it here in basis
-- points; bets above `bonus.wageringMaxWinChance` do not count toward wagering. NULL: not known
-- (vendors' games), counted as before.
ALTER TABLE bets ADD COLUMN win_chance_bp integer CHECK (win_chance_bp BETWEEN 0 AND 10000);
ALTER TABLE trial_bets ADD COLUMN win_chance_bp integer CHECK (win_chance_bp BETWEEN 0 AND 10000);
