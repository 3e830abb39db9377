/**
 * The wallet a launch plays (contract §5.3 `accountType`: 1 real money, 0 free play). A trial
 * member has only the free-play wallet (absent counts as 0) and gets its trial credit at its
 * first launch if the free-play login did not grant it; members have no free-play wallet.
 */
import type { Db } from '../../db/database.ts';
import type { Member } from '../accounts/member-repository.ts';
import { badParam, refuse } from '../refusal.ts';
import { ensureTrialCredit, isTrialMember } from '../wallet/trial-wallet.ts';

export async function requireLaunchWallet(
  ctx: { db: Db; now: Date; member: Member },
  accountTypeText: string | undefined,
): Promise<void> {
  const accountType = accountTypeText?.trim() ?? '';
  if (accountType !== '' && accountType !== '0' && accountType !== '1')
    badParam('accountType', 'is invalid: 1 (real money) or 0 (free play)');
  if (!isTrialMember(ctx.member)) {
    if (accountType === '0') badParam('accountType', 'is invalid: free play is for trial accounts');
    return;
  }
  if (accountType === '1') refuse('in_need_true_account', 'A real account is needed for this');
  await ensureTrialCredit(ctx.db, ctx.member, ctx.now);
}
