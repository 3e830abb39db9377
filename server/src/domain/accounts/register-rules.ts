/**
 * Register-rule checks, the same semantics as the client (src/lib/register-rule.ts):
 * `acceptedPattern` (literal `*` = anything; unanchored patterns must match whole), length
 * within [minLength, maxLength] when maxLength > 0. A field is demanded only when its rule is
 * enabled and required; an enabled field that is filled must follow its rule.
 */
import type { RegisterRule, RegisterRules } from '#contract/system-schemas.ts';

import type { Db } from '../../db/database.ts';
import { refuseControlCharacters } from '../content/plain-text.ts';
import { badParam } from '../refusal.ts';
import { readSetting, SETTINGS } from '../setting-definitions.ts';

export function compilePattern(acceptedPattern: string): RegExp {
  const trimmed = acceptedPattern.trim();
  const source = trimmed === '' || trimmed === '*' ? '.*' : acceptedPattern;
  try {
    return new RegExp(source.startsWith('^') ? source : `^(?:${source})$`, 'u');
  } catch {
    return /^.*$/su;
  }
}

/** True when a non-empty value follows the rule. */
export function followsRule(
  rule: Pick<RegisterRule, 'acceptedPattern' | 'minLength' | 'maxLength'>,
  value: string,
): boolean {
  const length = [...value].length;
  if (rule.maxLength > 0 && (length < rule.minLength || length > rule.maxLength)) return false;
  return compilePattern(rule.acceptedPattern).test(value);
}

export const readRegisterRules = (db: Db): Promise<RegisterRules> => readSetting(db, SETTINGS.registerRules);

/**
 * One line of typed text (every registration field is one): control and direction-override
 * characters, line breaks included, are refused (`text.control.characters`, docs/security.md
 * "Text in and out") whatever the platform's rule allows.
 */
export function checkOneLine(field: string, value: string | undefined): void {
  if (value !== undefined) refuseControlCharacters(field, value, false);
}

/**
 * Checks one field: throws request.param.err naming `field` when it is required and empty or
 * filled and off-rule. `ruleKey` defaults to the field; `forceRequired` demands it regardless.
 */
export function checkField(
  rules: RegisterRules,
  field: string,
  value: string | undefined,
  options: { ruleKey?: string; forceRequired?: boolean } = {},
): void {
  const rule = rules[options.ruleKey ?? field];
  checkOneLine(field, value);
  const filled = (value ?? '').trim() !== '';
  if (!filled) {
    if (options.forceRequired || (rule?.enabled && rule.required)) badParam(field, 'is required');
    return;
  }
  if (rule?.enabled && !followsRule(rule, (value ?? '').trim())) badParam(field, 'does not follow the rule');
}

/** A new password: required and following the `password` rule (whether or not it is shown). */
export function checkPassword(rules: RegisterRules, field: string, value: string | undefined): void {
  if (!value) badParam(field, 'is required');
  const rule = rules.password;
  if (rule && !followsRule(rule, value)) badParam(field, 'does not follow the rule');
}
