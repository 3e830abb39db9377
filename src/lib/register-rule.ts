/** Checks a value against one register rule: the accepted pattern (`*` means anything) and the length range. */
import type { RegisterRule } from '#contract/system-schemas.ts';

/** Compiles the platform's pattern; a literal `*` means "anything" (contract §6.2). */
export function compilePattern(acceptedPattern: string): RegExp {
  const source = acceptedPattern.trim() === '' || acceptedPattern.trim() === '*' ? '.*' : acceptedPattern;
  try {
    return new RegExp(source.startsWith('^') ? source : `^(?:${source})$`, 'u');
  } catch {
    return /^.*$/su;
  }
}

export type RuleVerdict = 'ok' | 'empty' | 'invalid';

/** Judges a (trimmed) value; empty values are judged by the caller's "required" decision. */
export function checkRule(
  rule: Pick<RegisterRule, 'acceptedPattern' | 'minLength' | 'maxLength'>,
  value: string,
): RuleVerdict {
  if (value === '') return 'empty';
  const length = [...value].length;
  if (rule.maxLength > 0 && (length < rule.minLength || length > rule.maxLength)) return 'invalid';
  return compilePattern(rule.acceptedPattern).test(value) ? 'ok' : 'invalid';
}
