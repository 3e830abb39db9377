/**
 * The console's reason for a config.json the app refused: one line per problem, with the field's
 * path, what was expected and what was found (the same words as `npm run check-dist`). Its own
 * chunk: only a broken configuration loads it.
 */
import { configProblems, describeConfigProblem } from '@/lib/runtime-config-issues';

import type { RuntimeConfigError } from './load-runtime-config';

export function configErrorReason(error: RuntimeConfigError): string {
  if (error.issues.length === 0) return error.message;
  const lines = configProblems(error.issues).map((problem) => `  ${describeConfigProblem(problem)}`);
  return `${error.message} (check it with: npm run check-dist):\n${lines.join('\n')}`;
}
