/** The two SMS endpoints: codes for registration, and for login / forgot / new-IP verification. */
import type { SmsSent } from '#contract/session-schemas.ts';
import { RESET_BY_PHONE_MODULE } from '#contract/whitelabel-modules.ts';

import { badParam, refuse } from '../refusal.ts';
import type { AccountContext } from './account-context.ts';
import { findPendingVerification } from './login-verification.ts';
import { findMemberByPhone } from './member-repository.ts';
import { requireModule } from './module-flags.ts';
import { normalizePhone, phoneTarget } from './phone.ts';
import { checkField, readRegisterRules } from './register-rules.ts';
import { sendCode } from './verification-codes.ts';

/** `POST /wps/verification/sms/register`: the number must follow the rule and be free. */
export async function sendRegisterCode(ctx: AccountContext, dialingCode: string, mobileNo: string): Promise<SmsSent> {
  const { db, now, log } = ctx;
  checkField(await readRegisterRules(db), 'mobileNo', mobileNo, { ruleKey: 'mobileNum', forceRequired: true });
  const phone =
    normalizePhone(dialingCode, mobileNo) ?? badParam('countryDialingCode', 'and mobileNo must form a mobile number');
  if (await findMemberByPhone(db, phone)) refuse('exists.mobile.err', 'The mobile number is already registered');
  return sendCode(db, log, phoneTarget(phone), 'register', now);
}

export interface NoLoginCodeRequest {
  countryDialingCode?: string | undefined;
  mobileNum?: string | undefined;
  purpose: 'login' | 'forgot' | 'verify';
  verificationId?: string | undefined;
}

/**
 * `POST /wps/verification/sms/noLogin`: login and forgot send only to a number with an account,
 * answering the same either way; verify sends to the phone bound to the pending verification
 * (the number fields are ignored).
 */
export async function sendNoLoginCode(ctx: AccountContext, request: NoLoginCodeRequest): Promise<SmsSent> {
  const { db, now, log } = ctx;
  if (request.purpose === 'verify') {
    if (!request.verificationId) badParam('verificationId', 'is required');
    const pending = await findPendingVerification(db, request.verificationId, now);
    if (!pending.member.phone) badParam('purpose', 'verify needs a bound mobile number');
    return sendCode(db, log, phoneTarget(pending.member.phone), 'verify', now);
  }
  if (request.purpose === 'login') await requireModule(db, 'MOBILEVERCODELOGIN3');
  if (request.purpose === 'forgot') await requireModule(db, RESET_BY_PHONE_MODULE);
  const phone =
    normalizePhone(request.countryDialingCode, request.mobileNum) ?? badParam('mobileNum', 'is not a mobile number');
  // A number nobody uses gets the same answer, after the same rate claim and code row, and no
  // message: the endpoint does not tell which numbers have accounts (issue 15).
  if (!(await findMemberByPhone(db, phone)))
    return sendCode(db, log, phoneTarget(phone), request.purpose, now, 'sms', { deliver: false });
  return sendCode(db, log, phoneTarget(phone), request.purpose, now);
}
