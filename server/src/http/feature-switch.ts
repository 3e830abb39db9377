/**
 * Whitelabel switches that turn a feature off are enforced here, not only hidden in the client
 *: a switched-off feature answers `function.not.available` (HTTP 200, the contract's
 * refusal envelope, as `requireModule` does) before anything else runs.
 */
import type { MiddlewareHandler } from 'hono';

import { fail } from '#contract/envelope-schemas.ts';
import { RESET_BY_PHONE_MODULE } from '#contract/whitelabel-modules.ts';

import type { AppDeps } from '../app-deps.ts';
import { isModuleOn } from '../domain/accounts/module-flags.ts';
import type { AppEnv } from './app-env.ts';

/** The switches and what they turn off (docs/security.md lists them). */
export const FEATURE_SWITCHES = {
  /**
   * Password reset by SMS code (code request with purpose `forgot`, and the reset itself): the
   * module the client's mobile tab follows (CHNGPASSVERIF3), one switch for the whole rule.
   */
  smsReset: RESET_BY_PHONE_MODULE,
  /** Transfers to the member's upline (fund transfer between members). */
  uplineTransfer: 'MEMTRANS3',
  points: 'PTSYS3',
  missions: 'MISSIONLB3',
  /** The username registration tab; mobile registration is MOBILENUMREG3. */
  usernameRegistration: 'USERNAMEREG3',
  /**
   * Visitor self-registration (spec §6: "register (if DIRECTREG3)"): both register endpoints and
   * the registration SMS code. Agents registering a downline are not visitors and keep working.
   */
  directRegistration: 'DIRECTREG3',
} as const;

export function refusal(modId: string) {
  return fail('function.not.available', `${modId} is not available`);
}

/** Refuses the request when `modId` is off. */
export function requireSwitch(deps: AppDeps, modId: string): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if (!(await isModuleOn(deps.db, modId))) return c.json(refusal(modId));
    await next();
  };
}
