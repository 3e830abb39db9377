/**
 * The trial wallet (docs/security.md "Free trial"): a trial member (type 4) plays the
 * house games and the lottery with trial credit held in its own ledger account (`TRIAL`, against
 * the system `TRIAL_HOUSE`), never with money. The credit (setting `trial.settings`) is granted
 * once per member: the `trial_grants` primary key is taken in the grant's own transaction, so of
 * two concurrent grants the second waits for the first and then finds the key taken.
 */
import type { Balance } from '#contract/wallet-schemas.ts';

import type { Db } from '../../db/database.ts';
import type { Member } from '../accounts/member-repository.ts';
import { refuse } from '../refusal.ts';
import { readSetting, SETTINGS } from '../setting-definitions.ts';
import { moneyTransaction } from './idempotency.ts';
import { balancesOf, MAIN, memberAccount, systemAccount, TRIAL } from './ledger-accounts.ts';
import { postTransaction } from './ledger.ts';
import { TRIAL_TYPE } from './money-context.ts';
import { formatMoney, parseAmount } from './money.ts';

/** The trial wallet's `accountTypeId` in the balance list (no vendor has a negative id; -1 marks a wallet whose vendor is gone). */
export const TRIAL_ACCOUNT_TYPE_ID = -4;

export const isTrialMember = (member: Pick<Member, 'type'>): boolean => member.type === TRIAL_TYPE;

/** The wallet a member's house-game and lottery bets move: TRIAL for trial members, else MAIN. */
export const playWalletOf = (member: Pick<Member, 'type'>): string => (isTrialMember(member) ? TRIAL : MAIN);

/**
 * Refuses a wallet the member may not bet from: a trial member bets trial credit only, and
 * nobody else ever bets it (`in_need_true_account` / a programming error).
 */
export function requireWalletFor(member: Pick<Member, 'type'>, wallet: string): void {
  if (isTrialMember(member) && wallet !== TRIAL) refuse('in_need_true_account', 'A real account is needed for this');
  if (!isTrialMember(member) && wallet === TRIAL) throw new Error('only trial members bet trial credit');
}

/** The member's trial credit (minor units); 0 when none was granted. */
export async function trialBalance(db: Db, memberId: number): Promise<bigint> {
  const rows = await db.query<{ id: number }>('SELECT id FROM ledger_accounts WHERE member_id = $1 AND kind = $2', [
    memberId,
    TRIAL,
  ]);
  const id = rows[0]?.id;
  return id === undefined ? 0n : ((await balancesOf(db, [id])).get(id) ?? 0n);
}

export interface TrialGrant {
  /** true when this call granted the credit (false: it was granted before). */
  grantedNow: boolean;
  balance: bigint;
}

/** Grants a trial member's credit if it never was; any later call grants nothing. */
export async function ensureTrialCredit(db: Db, member: Pick<Member, 'id' | 'type'>, now: Date): Promise<TrialGrant> {
  if (!isTrialMember(member)) throw new Error('trial credit is for trial members only');
  return moneyTransaction(db, async (tx) => {
    const credit = parseAmount((await readSetting(tx, SETTINGS.trial)).credit) ?? 0n;
    const taken = await tx.query(
      'INSERT INTO trial_grants (member_id, amount, granted_at) VALUES ($1, $2::bigint, $3) ON CONFLICT (member_id) DO NOTHING RETURNING member_id',
      [member.id, credit.toString(), now],
    );
    if (taken.length === 0) return { grantedNow: false, balance: await trialBalance(tx, member.id) };
    if (credit > 0n) {
      const account = await memberAccount(tx, member.id, TRIAL);
      const posted = await postTransaction(tx, now, {
        type: 'TRIAL_GRANT',
        memberId: member.id,
        postings: [
          { account: await systemAccount(tx, 'TRIAL_HOUSE'), amount: -credit },
          { account, amount: credit },
        ],
      });
      await tx.query('UPDATE trial_grants SET transaction_id = $2 WHERE member_id = $1', [member.id, posted.id]);
    }
    return { grantedNow: true, balance: await trialBalance(tx, member.id) };
  });
}

/**
 * The balance answer of a trial member: no money (`sumBalance` 0.00) and one wallet, the trial
 * credit (`accountName` TRIAL, `accountTypeId` -4). docs/contract.md §7.
 */
export async function trialBalanceView(db: Db, memberId: number): Promise<Balance> {
  const { currency } = await readSetting(db, SETTINGS.wallet);
  const balance = formatMoney(await trialBalance(db, memberId));
  return {
    currency,
    sumBalance: '0.00',
    balance: [
      {
        accountTypeId: TRIAL_ACCOUNT_TYPE_ID,
        accountName: TRIAL,
        displayName: 'Trial credit',
        availBalance: balance,
        holdBalance: '0.00',
      },
    ],
  };
}
