/**
 * Binding an authenticator app in my account: a pending secret, turned on by a code
 * from the app and the login password (an open session alone must not add a second factor that
 * could later lock the owner out of withdrawals); recovery codes shown once; the withdrawal switch
 * (a current code either way); unbinding with the login password and a current or recovery code.
 * The password goes first everywhere, so a wrong one spends no code guess; it counts on the
 * shared login-password counter (password-recheck.ts).
 */
import type {
  AuthenticatorConfirmBody,
  AuthenticatorSecret,
  AuthenticatorStatus,
  AuthenticatorUnbindBody,
  AuthenticatorWithdrawalsBody,
} from '#contract/authenticator-schemas.ts';

import type { Db } from '../../db/database.ts';
import type { AccountContext } from '../accounts/account-context.ts';
import type { Member } from '../accounts/member-repository.ts';
import { recheckLoginPassword } from '../accounts/password-recheck.ts';
import { badParam, refuse } from '../refusal.ts';
import { readSetting, SETTINGS } from '../setting-definitions.ts';
import {
  claimAuthenticatorCheck,
  refuseWrongCode,
  releaseAuthenticatorCheck,
  requireAuthenticatorCode,
} from './authenticator-checks.ts';
import { activate, findAuthenticator, removeAuthenticator, storePendingSecret } from './authenticator-repository.ts';
import { recoveryCodesLeft, replaceRecoveryCodes } from './recovery-codes.ts';
import { matchingStep, newSecret, totpCode, totpUri } from './totp.ts';

/** The member's binding as `AuthenticatorStatusSchema`. */
export async function authenticatorStatus(db: Db, memberId: number): Promise<AuthenticatorStatus> {
  const found = await findAuthenticator(db, memberId);
  if (!found?.active) return { bound: false, forWithdrawals: false, recoveryCodesLeft: 0 };
  return {
    bound: true,
    forWithdrawals: found.forWithdrawals,
    recoveryCodesLeft: await recoveryCodesLeft(db, memberId),
  };
}

/** A new pending secret and its URI; `authenticator.bound` while one is on. */
export async function beginBinding(ctx: AccountContext, member: Member): Promise<AuthenticatorSecret> {
  const secret = newSecret();
  if (!(await storePendingSecret(ctx.db, member.id, secret, ctx.now)))
    refuse('authenticator.bound', 'An authenticator is already bound: unbind it first');
  const { issuer } = await readSetting(ctx.db, SETTINGS.authenticator);
  return { secret, uri: totpUri(secret, issuer, member.username) };
}

const checkPassword = (ctx: AccountContext, member: Member, password: string) =>
  recheckLoginPassword(ctx.db, member, password, ctx.now, 'password.check.failed', 'The login password is not correct');

/** Turns the pending binding on with a code from it; answers the recovery codes (never again). */
export async function confirmBinding(
  ctx: AccountContext,
  member: Member,
  body: AuthenticatorConfirmBody,
): Promise<{ recoveryCodes: string[] }> {
  const pending = await findAuthenticator(ctx.db, member.id);
  if (pending?.active) refuse('authenticator.bound', 'An authenticator is already bound');
  if (!pending) refuse('authenticator.not.pending', 'Start the binding first');
  const code = totpCode(body.verificationCode);
  if (code === null) badParam('verificationCode', 'does not follow the rule');
  await checkPassword(ctx, member, body.password);
  await claimAuthenticatorCheck(ctx.db, member.id, ctx.now);
  const step = matchingStep(pending.secret, code, ctx.now);
  if (step === null) refuseWrongCode();
  // Only this very secret is turned on: a secret replaced meanwhile (another "set up") is not.
  const recoveryCodes = await ctx.db.transaction(async (tx) => {
    if (!(await activate(tx, member.id, pending.secret, step, ctx.now))) refuseWrongCode();
    return replaceRecoveryCodes(tx, member.id);
  });
  await releaseAuthenticatorCheck(ctx.db, member.id);
  return { recoveryCodes };
}

/** Withdrawals need a code (or no longer): a current code either way, so a borrowed session cannot turn it off. */
export async function setForWithdrawals(
  ctx: AccountContext,
  member: Member,
  body: AuthenticatorWithdrawalsBody,
): Promise<AuthenticatorStatus> {
  await requireAuthenticatorCode(ctx.db, member.id, body.verificationCode, ctx.now, false);
  await ctx.db.query('UPDATE member_authenticators SET for_withdrawals = $2 WHERE member_id = $1 AND active', [
    member.id,
    body.enabled,
  ]);
  return authenticatorStatus(ctx.db, member.id);
}

/** Removes the binding: the login password, then a current code or a recovery code. */
export async function unbind(ctx: AccountContext, member: Member, body: AuthenticatorUnbindBody): Promise<void> {
  const found = await findAuthenticator(ctx.db, member.id);
  if (!found?.active) refuse('authenticator.not.bound', 'No authenticator is bound to this account');
  await checkPassword(ctx, member, body.password);
  await requireAuthenticatorCode(ctx.db, member.id, body.verificationCode, ctx.now, true);
  await removeAuthenticator(ctx.db, member.id);
}
