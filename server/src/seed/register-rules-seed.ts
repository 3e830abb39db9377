/**
 * Demo register rules (contract §6.2). patternId names the family's `reg_pattern_<id>` message; the
 * client reads the meaning from the pattern (docs/contract.md "Register rule messages"). Ids here:
 * 1 letters/numbers only, 2 letter first then letters/numbers, 3 letters and numbers,
 * 4 numbers only, 7 English letters and spaces, 8 no spaces, 16 mailbox format.
 * Passwords need letters and digits (6–12); the captcha is 4–5 letters or digits.
 */
import type { RegisterRule, RegisterRules } from '#contract/system-schemas.ts';

function rule(
  acceptedPattern: string,
  patternId: number,
  minLength: number,
  maxLength: number,
  enabled: boolean,
  required: boolean,
): RegisterRule {
  return { acceptedPattern, patternId, minLength, maxLength, enabled, required };
}

// At least one letter and one digit, letters and digits only (the demo passwords follow it).
const PASSWORD = '^(?=.*[A-Za-z])(?=.*[0-9])[A-Za-z0-9]+$';

/** Username and password on and required; a mix of optional, required and hidden extras. */
export function demoRegisterRules(): RegisterRules {
  return {
    username: rule('^[A-Za-z][A-Za-z0-9]*$', 2, 6, 12, true, true),
    password: rule(PASSWORD, 3, 6, 12, true, true),
    confirmPassword: rule(PASSWORD, 3, 6, 12, true, true),
    mobileNum: rule('^[0-9]+$', 4, 10, 11, true, true),
    email: rule('^[^@\\s]+@[^@\\s]+\\.[^@\\s]+$', 16, 6, 50, true, false),
    payeeName: rule('^[A-Za-z ]+$', 7, 2, 40, true, false),
    nickname: rule('^\\S+$', 8, 2, 16, true, false),
    affiliateCode: rule('^[A-Za-z0-9]+$', 1, 4, 20, true, false),
    captcha: rule('^[A-Za-z0-9]+$', 1, 4, 5, true, true),
    whatsapp: rule('^[0-9]+$', 4, 8, 15, true, false),
    // '*' means "anything" (the client reads it as .*).
    facebook: rule('*', 8, 1, 50, true, false),
    qqNum: rule('^[0-9]+$', 4, 5, 12, false, false),
    line: rule('*', 8, 1, 30, false, false),
    wechat: rule('*', 8, 1, 30, false, false),
    idNumber: rule('^[A-Za-z0-9]+$', 1, 6, 20, false, false),
    paymentPassword: rule('^[0-9]+$', 4, 6, 6, false, false),
    recommenderId: rule('^[A-Za-z0-9]+$', 1, 4, 20, false, false),
  };
}

/** The version-1 values of the rules version 2 changed; seed v2 replaces them only if untouched. */
export function registerRulesV1Changes(): RegisterRules {
  return {
    password: rule('^[A-Za-z0-9]+$', 3, 6, 12, true, true),
    confirmPassword: rule('^[A-Za-z0-9]+$', 3, 6, 12, true, true),
    captcha: rule('^[0-9]+$', 4, 4, 4, true, true),
  };
}
