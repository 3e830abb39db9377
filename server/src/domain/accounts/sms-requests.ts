/**
 * The code endpoints without a session: SMS codes for registration and for login / forgot / new-IP
 * verification, and the new-IP verification's code by e-mail. A code sent on request costs the
 * operator money and lands on a phone that may be a stranger's, so registration, login and forgot
 * codes first pass the human checks the login asks for (spec §7 "verification fields"), before the
 * number is even read: a script learns nothing, not even which numbers are registered, without one.
 */
import type { HumanCheckProof, SmsSent } from '#contract/session-schemas.ts';
import { RESET_BY_PHONE_MODULE } from '#contract/whitelabel-modules.ts';

import { badParam, refuse } from '../refusal.ts';
import type { AccountContext } from './account-context.ts';
import { verifyHumanChecks } from './human-checks.ts';
import { assertVerificationOpen } from './login-verification-lock.ts';
import { findPendingVerification } from './login-verification.ts';
import { findMemberByPhone } from './member-repository.ts';
import { requireModule } from './module-flags.ts';
import { normalizeEmail, normalizePhone, phoneTarget } from './phone.ts';
import { checkField, readRegisterRules } from './register-rules.ts';
import { sendCode } from './verification-codes.ts';

export interface RegisterCodeRequest extends HumanCheckProof {
  countryDialingCode: string;
  mobileNo: string;
}

/** `POST /wps/verification/sms/register`: the human checks, then the number must follow the rule and be free. */
export async function sendRegisterCode(ctx: AccountContext, request: RegisterCodeRequest): Promise<SmsSent> {
  const { db, now } = ctx;
  const { countryDialingCode: dialingCode, mobileNo } = request;
  await verifyHumanChecks(db, request, now);
  checkField(await readRegisterRules(db), 'mobileNo', mobileNo, { ruleKey: 'mobileNum', forceRequired: true });
  const phone =
    normalizePhone(dialingCode, mobileNo) ?? badParam('countryDialingCode', 'and mobileNo must form a mobile number');
  if (await findMemberByPhone(db, phone)) refuse('exists.mobile.err', 'The mobile number is already registered');
  return sendCode(ctx, phoneTarget(phone), 'register');
}

export interface NoLoginCodeRequest extends HumanCheckProof {
  countryDialingCode?: string | undefined;
  mobileNum?: string | undefined;
  purpose: 'login' | 'forgot' | 'verify';
  verificationId?: string | undefined;
}

/**
 * `POST /wps/verification/sms/noLogin`: login and forgot pass the human checks, then send only to a
 * number with an account, answering the same either way; verify sends to the phone bound to the
 * pending verification (the number fields are ignored), whose login passed them with the password.
 */
export async function sendNoLoginCode(ctx: AccountContext, request: NoLoginCodeRequest): Promise<SmsSent> {
  const { db, now } = ctx;
  if (request.purpose === 'verify') {
    if (!request.verificationId) badParam('verificationId', 'is required');
    const pending = await findPendingVerification(db, request.verificationId, now);
    if (!pending.member.phone) badParam('purpose', 'verify needs a bound mobile number');
    await assertVerificationOpen(db, pending.member.id, now);
    return sendCode(ctx, phoneTarget(pending.member.phone), 'verify');
  }
  if (request.purpose === 'login') await requireModule(db, 'MOBILEVERCODELOGIN3');
  if (request.purpose === 'forgot') await requireModule(db, RESET_BY_PHONE_MODULE);
  await verifyHumanChecks(db, request, now);
  const phone =
    normalizePhone(request.countryDialingCode, request.mobileNum) ?? badParam('mobileNum', 'is not a mobile number');
  // A number nobody uses gets the same answer, after the same rate claim and code row, and no
  // message: the endpoint does not tell which numbers have accounts.
  if (!(await findMemberByPhone(db, phone)))
    return sendCode(ctx, phoneTarget(phone), request.purpose, 'sms', { deliver: false });
  return sendCode(ctx, phoneTarget(phone), request.purpose);
}

/**
 * `POST /wps/verification/mail/noLogin` (ours): the new-IP verification's code, sent to
 * the e-mail bound to the pending verification's account. Knowing the address proves nothing (it
 * is no secret), receiving mail there does.
 */
export async function sendVerifyMailCode(ctx: AccountContext, verificationId: string): Promise<SmsSent> {
  const { db, now } = ctx;
  const pending = await findPendingVerification(db, verificationId, now);
  if (!pending.member.email) badParam('purpose', 'verify by e-mail needs a bound e-mail address');
  await assertVerificationOpen(db, pending.member.id, now);
  return sendCode(ctx, normalizeEmail(pending.member.email), 'verify', 'email');
}
