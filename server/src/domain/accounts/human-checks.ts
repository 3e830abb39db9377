/**
 * Which human checks a login, a registration, a code sent without a session (register, login,
 * forgot) and a reset by phone must pass, by whitelabel module (docs/contract.md "Verification"):
 * our own slider only with `SLIDER3`, GeeTest v4 only with `GEETEST3`, the picture captcha (after
 * failed logins) only with `CAPTCHA3`. With none on: username + password.
 */
import type { GeetestValidate, HumanCheckProof } from '#contract/session-schemas.ts';

import type { Db } from '../../db/database.ts';
import { refuse } from '../refusal.ts';
import { isModuleOn } from './module-flags.ts';
import { verifySlider } from './slider-challenges.ts';

/** The reference platform's own slider module id (not in the contract's list). */
export const SLIDER_MODULE = 'SLIDER3';

/** Runs the slider and GeeTest checks the platform has switched on. */
export async function verifyHumanChecks(db: Db, body: HumanCheckProof, now: Date): Promise<void> {
  if (await isModuleOn(db, SLIDER_MODULE)) await verifySlider(db, body.slider, now);
  if (await isModuleOn(db, 'GEETEST3')) verifyGeetest(body.geetestValidateV4);
}

/**
 * GeeTest v4 is validated by GeeTest's own server from the platform side; the reference platform
 * runs offline, so it checks that a complete validation object came along and no more. Failures
 * carry `geetest` in the code and `#1066` in the message, as the contract records (§5.1).
 */
function verifyGeetest(proof: GeetestValidate | undefined): void {
  if (!proof?.lot_number || !proof.captcha_output || !proof.pass_token || !proof.gen_time) {
    refuse('geetest.required', '#1066 geetest verification required');
  }
}

/** Whether failed logins lead to a picture captcha (module `CAPTCHA3`). */
export function isCaptchaOn(db: Db): Promise<boolean> {
  return isModuleOn(db, 'CAPTCHA3');
}
