/**
 * Binding a phone or an e-mail to the member's account: a code goes to the address (development
 * outbox), and the address is bound only with that code and the login password (a stolen or
 * unattended session alone must not redirect password resets). An address bound to
 * another member is refused (`exists.mobile.err`, `exists.email.err`) both when sending and
 * when binding.
 */
import type { BindBody, BindTarget } from '#contract/profile-schemas.ts';
import type { SmsSent } from '#contract/session-schemas.ts';

import type { AccountContext } from '../accounts/account-context.ts';
import { findMemberByEmail, findMemberByPhone, uniqueViolation, type Member } from '../accounts/member-repository.ts';
import { recheckLoginPassword } from '../accounts/password-recheck.ts';
import { normalizeEmail, normalizePhone, phoneTarget, type Phone } from '../accounts/phone.ts';
import { sendCode, verifyCode } from '../accounts/verification-codes.ts';
import { refuseControlCharacters } from '../content/plain-text.ts';
import { badParam, refuse } from '../refusal.ts';

const EMAIL = /^[^\s@]{1,64}@[^\s@]+\.[^\s@]{2,}$/;

type Resolved = { channel: 'email'; email: string; target: string } | { channel: 'sms'; phone: Phone; target: string };

async function resolve(ctx: AccountContext, member: Member, body: BindTarget): Promise<Resolved> {
  if (body.channel === 'email') {
    const email = normalizeEmail(body.email);
    if (email === '') return badParam('email', 'is required');
    refuseControlCharacters('email', email, false);
    if (email.length > 254 || !EMAIL.test(email)) return badParam('email', 'does not follow the rule');
    const owner = await findMemberByEmail(ctx.db, email);
    if (owner && owner.id !== member.id) refuse('exists.email.err', 'The e-mail address is already registered');
    return { channel: 'email', email, target: email };
  }
  const phone = normalizePhone(body.countryDialingCode, body.mobileNum);
  if (!phone) return badParam('mobileNum', 'does not follow the rule');
  const owner = await findMemberByPhone(ctx.db, phone);
  if (owner && owner.id !== member.id) refuse('exists.mobile.err', 'This mobile number is already registered');
  return { channel: 'sms', phone, target: phoneTarget(phone) };
}

/** Sends a bind code to the address. */
export async function sendBindCode(ctx: AccountContext, member: Member, body: BindTarget): Promise<SmsSent> {
  const resolved = await resolve(ctx, member, body);
  return sendCode(ctx, resolved.target, 'bind', resolved.channel);
}

/**
 * Checks the login password, then the code, and binds the address (replacing the one bound
 * before). The password goes first so a wrong one does not spend a guess of the code; it counts
 * on the shared counter of login-password re-checks (5 wrong, then `login.pwd.forbidden.err`).
 */
export async function bindContact(ctx: AccountContext, member: Member, body: BindBody): Promise<void> {
  const resolved = await resolve(ctx, member, body);
  await recheckLoginPassword(
    ctx.db,
    member,
    body.password,
    ctx.now,
    'password.check.failed',
    'The login password is not correct',
  );
  await verifyCode(ctx.db, resolved.target, 'bind', body.verificationCode, ctx.now, ctx.ip);
  try {
    if (resolved.channel === 'email')
      await ctx.db.query('UPDATE members SET email = $2 WHERE id = $1', [member.id, resolved.email]);
    else
      await ctx.db.query('UPDATE members SET dialing_code = $2, mobile_num = $3 WHERE id = $1', [
        member.id,
        resolved.phone.dialingCode,
        resolved.phone.number,
      ]);
  } catch (error) {
    if (uniqueViolation(error) === null) throw error;
    refuse(resolved.channel === 'email' ? 'exists.email.err' : 'exists.mobile.err', 'Already bound to another account');
  }
}
