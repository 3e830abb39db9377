/**
 * Rules every free-money programme (missions, red envelopes, promotion bonuses, operator rewards)
 * applies before paying (docs/security.md "Money rules", "Bonus farming"), so a farm of sock
 * accounts cannot drain them:
 * - eligibility: NET deposits over the period ≥ `bonus.rules.minDeposit` and valid stake of settled
 *   bets over the period ≥ `minTurnover` (the period: the last `depositDays` days, or since
 *   registration). Net deposits (`netDeposits`, the one place they are computed) = approved
 *   deposits and operator adjustments, less withdrawals (from the request on; a rejected one's
 *   refund gives it back) and transfers sent to another member. Transfers received, bonuses and
 *   wins do not count, so neither an agent's wallet nor one deposit cycled in and out qualifies a
 *   farm of sock accounts;
 * - a daily budget per programme (business day, Manila): one conditional upsert in the claim's own
 *   transaction adds the amount only while the day's total stays within the budget, so concurrent
 *   claims cannot overshoot it and a refused or rolled-back claim spends nothing;
 * - a wagering requirement recorded with the grant (bonus-wagering.ts).
 * The claim first locks the member's MAIN account, the lock a withdrawal takes too: eligibility
 * and a withdrawal of the same deposit cannot both pass. Settings are read on every claim
 * (`setting set bonus.rules …` takes effect at once).
 */
import type { Db } from '../../db/database.ts';
import { refuse } from '../refusal.ts';
import { readSetting, SETTINGS, type BonusRulesSetting } from '../setting-definitions.ts';
import { lockAccounts, MAIN, memberAccount } from '../wallet/ledger-accounts.ts';
import { startOfBusinessDay } from '../wallet/money-context.ts';
import { formatMoney, minorFromDb, parseAmount } from '../wallet/money.ts';
import { recordBonusWagering } from './bonus-wagering.ts';

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

/**
 * Money the member brought in, net, since `since`: entries on the member's own wallets (HOLD
 * excepted, so a withdrawal counts from its request) of approved deposits, operator adjustments,
 * withdrawals and their refunds, and of transfers the member sent to another member.
 */
export async function netDeposits(db: Db, memberId: number, since: Date): Promise<bigint> {
  const rows = await db.query<{ net: string }>(
    `SELECT COALESCE(SUM(e.amount), 0)::text AS net FROM ledger_entries e
       JOIN ledger_accounts a ON a.id = e.account_id JOIN ledger_transactions t ON t.id = e.transaction_id
     WHERE a.member_id = $1 AND a.kind <> 'HOLD' AND t.created_at >= $2
       AND (t.type IN ('DEPOSIT', 'ADJUSTMENT', 'WITHDRAW', 'WITHDRAW_REFUND')
            OR (t.type IN ('UPLINE_TRANSFER', 'DOWNLINE_TRANSFER') AND e.amount < 0))`,
    [memberId, since],
  );
  return minorFromDb(rows[0]?.net);
}

/** Refuses a member whose net deposits or valid bets over the period fall short. */
export async function requireBonusEligibility(
  db: Db,
  memberId: number,
  now: Date,
  rules?: BonusRulesSetting,
): Promise<void> {
  const { minDeposit, minTurnover, depositDays } = rules ?? (await readSetting(db, SETTINGS.bonusRules));
  const needDeposit = parseAmount(minDeposit) ?? 0n;
  const needTurnover = parseAmount(minTurnover) ?? 0n;
  if (needDeposit === 0n && needTurnover === 0n) return;
  const since = new Date(depositDays === 0 ? 0 : now.getTime() - depositDays * 86_400_000);
  const period = depositDays === 0 ? 'since registration' : `in the last ${depositDays} days`;
  if ((await netDeposits(db, memberId, since)) < needDeposit) {
    refuse('bonus.deposit.required', `Bonuses need net deposits of at least ${formatMoney(needDeposit)} ${period}`);
  }
  const rows = await db.query<{ wagered: string }>(
    `SELECT COALESCE(SUM(valid_stake), 0)::text AS wagered FROM bets
     WHERE member_id = $1 AND state = 'SETTLED' AND placed_at >= $2`,
    [memberId, since],
  );
  if (minorFromDb(rows[0]?.wagered) < needTurnover) {
    refuse('bonus.turnover.required', `Bonuses need valid bets of at least ${formatMoney(needTurnover)} ${period}`);
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

/**
 * Everything a claim paying `amount` now goes through, in its own transaction: the member's MAIN
 * lock, eligibility (it explains more), the budget, then the wagering requirement.
 */
export async function applyBonusRules(
  tx: Db,
  programme: BonusProgramme,
  memberId: number,
  amount: bigint,
  now: Date,
): Promise<void> {
  await lockAccounts(tx, [await memberAccount(tx, memberId, MAIN)]);
  const rules = await readSetting(tx, SETTINGS.bonusRules);
  await requireBonusEligibility(tx, memberId, now, rules);
  await spendBonusBudget(tx, programme, amount, now, rules);
  await recordBonusWagering(tx, programme, memberId, amount, now);
}
