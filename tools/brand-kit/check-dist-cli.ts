/**
 * `npm run check-dist -- <dist> [--reach] [--allow-http]` (in a release: `node tools/check-dist.mjs
 * <dist>`): prints every finding and exits 1 when one is an error.
 */
import { parseArgs } from 'node:util';

import { checkDist, formatFinding } from './check-dist.ts';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { reach: { type: 'boolean' }, 'allow-http': { type: 'boolean' } },
});
const dist = positionals[0] ?? 'dist';
const findings = await checkDist(dist, { reach: values.reach, allowHttp: values['allow-http'] });
for (const finding of findings) console.log(formatFinding(finding));
const errors = findings.filter((f) => f.level === 'error').length;
console.log(errors > 0 ? `${dist}: ${errors} error(s)` : `${dist}: configuration OK`);
process.exitCode = errors > 0 ? 1 : 0;
