/**
 * Turns the config.json schema's issues into what an operator can act on: the field's path, what
 * was expected and what was found. Shared by the boot (the console's reason) and the shipped
 * checker (`check-dist`), so both describe a broken file the same way.
 */
import type * as v from 'valibot';

export interface ConfigProblem {
  /** Dotted path of the field (`brand.colors.primary`, `apiBaseUrls.0`); `(root)` for the whole file. */
  path: string;
  expected: string;
  found: string;
}

function pathOf(issue: v.BaseIssue<unknown>): string {
  const keys = (issue.path ?? []).map((item) => String(item.key));
  return keys.length > 0 ? keys.join('.') : '(root)';
}

/** One problem per issue (nested issues of unions included). */
export function configProblems(issues: readonly v.BaseIssue<unknown>[]): ConfigProblem[] {
  const problems: ConfigProblem[] = [];
  for (const issue of issues) {
    // A key the object lacks: valibot says `Expected "name" but received undefined`.
    const missing = issue.type === 'object' && issue.received === 'undefined';
    problems.push({
      path: pathOf(issue),
      expected: missing ? 'a value (the field is required)' : (issue.expected ?? issue.message),
      found: missing ? 'nothing (the field is missing)' : issue.received,
    });
    if (issue.issues) problems.push(...configProblems(issue.issues));
  }
  return problems;
}

/** `brand.colors.primary: expected string, found 5`. */
export function describeConfigProblem(problem: ConfigProblem): string {
  return `${problem.path}: expected ${problem.expected}, found ${problem.found}`;
}
