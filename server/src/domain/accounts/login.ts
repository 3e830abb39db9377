/**
 * `POST /wps/session/login`: by username and password (slider, failure counters, captcha after
 * 3 failures, lock after 5, new-IP verification), by SMS code to the bound number, or by a
 * Firebase ID token of a linked Google or Facebook identity (firebase-sign-in.ts).
 */
import type { LoginBody, Session } from '#contract/session-schemas.ts';

import { badParam, refuse } from '../refusal.ts';
import { loginRefusal, type AccountContext } from './account-context.ts';
import { POLICY } from './account-policy.ts';
import { claimAttempt } from './attempt-counters.ts';
import { verifyCaptcha } from './captcha-challenges.ts';
import { loginByFirebase } from './firebase-sign-in.ts';
import { isCaptchaOn, verifyHumanChecks } from './human-checks.ts';
import { claimLoginAttempt, confirmLoginFailure, confirmLoginSuccess, readFailures } from './login-failures.ts';
import { requireKnownIpOrVerify } from './login-verification.ts';
import { findMemberByPhone, findMemberByUsername } from './member-repository.ts';
import { loginAnswer, refuseAgentOnlyAccount } from './member-views.ts';
import { requireModule } from './module-flags.ts';
import { verifyAgainstDummy, verifyPassword } from './password-hash.ts';
import { normalizePhone, phoneTarget } from './phone.ts';
import { dropClaims } from './secret-check-claims.ts';
import { verifyCode } from './verification-codes.ts';

/** SMS logins (right or wrong) per client address in a 15-minute window. */
export const SMS_LOGINS_PER_IP = { limit: 20, windowMs: 15 * 60_000 } as const;

const lockedMessage = 'Too many wrong passwords: the account is locked for 15 minutes';

/** Logs in; `captchaId` is the value of the `captchaId` cookie. */
export async function login(ctx: AccountContext, body: LoginBody, captchaId: string | undefined): Promise<Session> {
  if (body.type === 'firebase') return loginByFirebase(ctx, body);
  return body.type === 'sms' ? loginBySms(ctx, body) : loginByPassword(ctx, body, captchaId);
}

async function loginByPassword(ctx: AccountContext, body: LoginBody, captchaId: string | undefined): Promise<Session> {
  const { db, ip, now } = ctx;
  const username = body.username?.trim() ?? '';
  const password = body.password ?? '';
  if (!username) badParam('username', 'is required');
  if (!password) badParam('password', 'is required');
  await verifyHumanChecks(db, body, now);
  const captchaOn = await isCaptchaOn(db);

  const state = await readFailures(db, username, ip, now);
  if (state.lockedUntil !== null) {
    refuse(
      'login.pwd.forbidden.err',
      lockedMessage,
      loginRefusal({ captchaRequired: true, remainingAttempts: 0, lockedUntil: state.lockedUntil }),
    );
  }
  // With CAPTCHA3 off there is no captcha step: the claim treats it as solved and only the lock holds.
  const captchaSolved = !captchaOn || state.failures >= POLICY.captchaAfterFailures;
  if (captchaOn && state.failures >= POLICY.captchaAfterFailures) {
    const remainingAttempts = POLICY.lockAfterFailures - state.failures;
    await verifyCaptcha(db, captchaId, body.captcha, now, loginRefusal({ captchaRequired: true, remainingAttempts }));
  }
  // The check is claimed before the password is compared, so racing requests queue (login-failures.ts).
  const claim = await claimLoginAttempt(db, username, ip, now, captchaSolved);
  if (claim.kind === 'locked') {
    refuse(
      'login.pwd.forbidden.err',
      lockedMessage,
      loginRefusal({ captchaRequired: true, remainingAttempts: 0, lockedUntil: claim.state.lockedUntil }),
    );
  }
  if (claim.kind === 'captcha') {
    const remainingAttempts = Math.max(0, POLICY.lockAfterFailures - claim.state.failures);
    refuse(
      'captcha.required',
      'Please enter the captcha code',
      loginRefusal({ captchaRequired: true, remainingAttempts }),
    );
  }
  if (claim.kind === 'busy') refuse('too.much.request', 'Too many logins for this account at once; please try again');

  const member = await findMemberByUsername(db, username);
  const valid = await (member ? verifyPassword(password, member.passwordHash) : verifyAgainstDummy(password)).catch(
    async (error: unknown) => {
      await dropClaims(db, claim.claimId, now);
      throw error;
    },
  );
  if (!member || !valid) {
    const after = await confirmLoginFailure(db, claim.claimId, username, ip, now);
    const captchaRequired = captchaOn && after.failures >= POLICY.captchaAfterFailures;
    if (after.lockedUntil !== null) {
      refuse(
        'login.pwd.forbidden.err',
        lockedMessage,
        loginRefusal({ captchaRequired, remainingAttempts: 0, lockedUntil: after.lockedUntil }),
      );
    }
    const remainingAttempts = Math.max(0, POLICY.lockAfterFailures - after.failures);
    refuse('login.cred.err', 'Wrong username or password', loginRefusal({ captchaRequired, remainingAttempts }));
  }
  await confirmLoginSuccess(db, claim.claimId, username, ip, now);
  // Before the new-IP check: no verification code for an account this site will refuse anyway.
  await refuseAgentOnlyAccount(db, member);
  await requireKnownIpOrVerify(ctx, member);
  return loginAnswer(db, member, ip, now);
}

async function loginBySms(ctx: AccountContext, body: LoginBody): Promise<Session> {
  const { db, ip, now } = ctx;
  await requireModule(db, 'MOBILEVERCODELOGIN3');
  const phone =
    normalizePhone(body.countryDialingCode, body.mobileNum) ?? badParam('mobileNum', 'is not a mobile number');
  if (!body.verificationCode?.trim()) badParam('verificationCode', 'is required');
  // Per address, before anything is looked up: SMS logins cannot be sprayed across numbers.
  if (!(await claimAttempt(db, 'sms-login-ip', ip, SMS_LOGINS_PER_IP, now)).ok) {
    refuse('TOO_MANY_REQUESTS', 'Too many SMS logins from this address; please wait and try again');
  }
  const member = await findMemberByPhone(db, phone);
  // Checked whether or not the number has an account: a number nobody uses answers like a wrong code.
  await verifyCode(db, phoneTarget(phone), 'login', body.verificationCode, now, ip);
  if (!member) refuse('verification.code.invalid', 'The verification code is not valid; request a new one');
  // The code proves the phone: from a new address only a bound authenticator asks more.
  await refuseAgentOnlyAccount(db, member);
  await requireKnownIpOrVerify(ctx, member, { loginType: 'password', authenticatorOnly: true });
  return loginAnswer(db, member, ip, now);
}
