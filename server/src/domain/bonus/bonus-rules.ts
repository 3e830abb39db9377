/**
 * Rules every free-money programme (missions, red envelopes, promotion bonuses, operator rewards)
 * applies before paying (docs/security.md "Money rules"), so a farm of sock accounts cannot drain
 * them:
 * - eligibility: money brought in since registration ≥ `bonus.rules.minDeposit` and valid stake of
 *   settled bets since registration ≥ `minTurnover`. Money brought in = approved deposits (ledger
 *   DEPOSIT) and operator credits (ADJUSTMENT into the member's wallets): both need real money or
 *   an operator, while transfers from an upline or another member, bonuses and wins do not count,
 *   so an agent cannot fund a farm of sock accounts from its own wallet to qualify them;
 * - a daily budget per programme (business day, Manila): one conditional upsert in the claim's own
 *   transaction adds the amount only while the day's total stays within the budget, so concurrent
 *   claims cannot overshoot it and a refused or rolled-back claim spends nothing.
 * Both read the operator's setting on every claim (`settings set bonus.rules …` takes effect at once).
 */
import type { Db } from '../../db/database.ts';
import { refuse } from '../refusal.ts';
import { readSetting, SETTINGS, type BonusRulesSetting } from '../setting-definitions.ts';
import { startOfBusinessDay } from '../wallet/money-context.ts';
import { formatMoney, minorFromDb, parseAmount } from '../wallet/money.ts';

export type BonusProgramme = 'MISSION' | 'RED_ENVELOPE' | 'PROMOTION' | 'REWARD';

const BUDGET_KEY: Record<BonusProgramme, keyof BonusRulesSetting['dailyBudget']> = {
  MISSION: 'mission',
  RED_ENVELOPE: 'redEnvelope',
  PROMOTION: 'promotion',
  REWARD: 'reward',
};

/** The business day (Manila) as `YYYY-MM-DD`. */
const businessDay = (now: Date) =>
  new Date(startOfBusinessDay(now).getTime() + 8 * 3_600_000).toISOString().slice(0, 10);

/** Refuses a member who has not deposited or wagered enough since registration. */
export async function requireBonusEligibility(db: Db, memberId: number, rules?: BonusRulesSetting): Promise<void> {
  const { minDeposit, minTurnover } = rules ?? (await readSetting(db, SETTINGS.bonusRules));
  const needDeposit = parseAmount(minDeposit) ?? 0n;
  const needTurnover = parseAmount(minTurnover) ?? 0n;
  if (needDeposit === 0n && needTurnover === 0n) return;
  const rows = await db.query<{ deposited: string; wagered: string }>(
    `SELECT (SELECT COALESCE(SUM(e.amount), 0) FROM ledger_entries e JOIN ledger_accounts a ON a.id = e.account_id
               JOIN ledger_transactions t ON t.id = e.transaction_id
             WHERE a.member_id = $1 AND t.type IN ('DEPOSIT', 'ADJUSTMENT') AND e.amount > 0)::text AS deposited,
            (SELECT COALESCE(SUM(valid_stake), 0) FROM bets WHERE member_id = $1 AND state = 'SETTLED')::text AS wagered`,
    [memberId],
  );
  if (minorFromDb(rows[0]?.deposited) < needDeposit) {
    refuse(
      'bonus.deposit.required',
      `Bonuses need deposits of at least ${formatMoney(needDeposit)} since registration`,
    );
  }
  if (minorFromDb(rows[0]?.wagered) < needTurnover) {
    refuse(
      'bonus.turnover.required',
      `Bonuses need valid bets of at least ${formatMoney(needTurnover)} since registration`,
    );
  }
}

/** Takes `amount` from the programme's budget for today, inside the claim's transaction; refuses when it would pass it. */
export async function spendBonusBudget(
  tx: Db,
  programme: BonusProgramme,
  amount: bigint,
  now: Date,
  rules?: BonusRulesSetting,
): Promise<void> {
  const setting = rules ?? (await readSetting(tx, SETTINGS.bonusRules));
  const budget = parseAmount(setting.dailyBudget[BUDGET_KEY[programme]]) ?? 0n;
  const rows =
    amount > budget
      ? []
      : await tx.query(
          `INSERT INTO bonus_budget_days (programme, day, paid) VALUES ($1, $2::date, $3::bigint)
     ON CONFLICT (programme, day) DO UPDATE SET paid = bonus_budget_days.paid + EXCLUDED.paid
     WHERE bonus_budget_days.paid + EXCLUDED.paid <= $4::bigint RETURNING paid`,
          [programme, businessDay(now), amount.toString(), budget.toString()],
        );
  if (rows.length === 0)
    refuse('bonus.budget.exhausted', "Today's budget for this bonus is used up; try again tomorrow");
}

/** Both checks, for a claim paying `amount` now: eligibility first (it explains more), then the budget. */
export async function applyBonusRules(
  tx: Db,
  programme: BonusProgramme,
  memberId: number,
  amount: bigint,
  now: Date,
): Promise<void> {
  const rules = await readSetting(tx, SETTINGS.bonusRules);
  await requireBonusEligibility(tx, memberId, rules);
  await spendBonusBudget(tx, programme, amount, now, rules);
}
