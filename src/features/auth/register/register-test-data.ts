/** Shared fixtures for the registration tests (mirrors server/src/seed/register-rules-seed.ts). */
import type { RegisterRule, RegisterRules } from '#contract/system-schemas.ts';

import { flattenWhitelabel, type WhitelabelFlags } from '@/lib/whitelabel';

export function rule(
  acceptedPattern: string,
  patternId: number,
  minLength: number,
  maxLength: number,
  enabled = true,
  required = false,
): RegisterRule {
  return { acceptedPattern, patternId, minLength, maxLength, enabled, required };
}

export const RULES: RegisterRules = {
  username: rule('^[A-Za-z][A-Za-z0-9]*$', 2, 6, 12, true, true),
  password: rule('^[A-Za-z0-9]+$', 3, 6, 12, true, true),
  confirmPassword: rule('^[A-Za-z0-9]+$', 3, 6, 12, true, true),
  mobileNum: rule('^[0-9]+$', 4, 10, 11, true, true),
  email: rule('^[^@\\s]+@[^@\\s]+\\.[^@\\s]+$', 16, 6, 50, true, false),
  payeeName: rule('^[A-Za-z ]+$', 7, 2, 40, true, true),
  affiliateCode: rule('^[A-Za-z0-9]+$', 1, 4, 20, true, false),
  captcha: rule('^[0-9]+$', 4, 4, 4, true, true),
  facebook: rule('*', 8, 1, 50, true, false),
  qqNum: rule('^[0-9]+$', 4, 5, 12, false, false),
  paymentPassword: rule('^[0-9]+$', 4, 6, 6, false, false),
};

/** Flags from module ids that are on; every other listed id is off. */
export function flagsOf(on: string[], off: string[] = []): WhitelabelFlags {
  const node = (modId: string, enabled: boolean) => ({ modId, enabled: enabled ? '1' : '0', childrenNodes: [] });
  return flattenWhitelabel({
    modId: 'ROOT',
    enabled: '1',
    childrenNodes: [...on.map((id) => node(id, true)), ...off.map((id) => node(id, false))],
  });
}
