/**
 * `npm run brand -- <brand file> [--dist <dir>] [--reach] [--allow-http]` (in a release:
 * `node tools/brand.mjs <brand file> --dist dist`): rebrands a built dist/ and checks it. Exits 1
 * on a bad brand file or when the check finds an error.
 */
import { parseArgs } from 'node:util';

import { applyBrand, BrandFileError } from './brand.ts';
import { formatFinding } from './check-dist.ts';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { dist: { type: 'string', default: 'dist' }, reach: { type: 'boolean' }, 'allow-http': { type: 'boolean' } },
});
const brandFile = positionals[0];
if (!brandFile) {
  console.error(
    'Usage: brand <brand file> [--dist <dir>] [--reach] [--allow-http]  (docs/configuration.md, "Brand kit")',
  );
  process.exit(2);
}
try {
  const result = await applyBrand(values.dist, brandFile, { reach: values.reach, allowHttp: values['allow-http'] });
  console.log(`${values.dist}: wrote ${result.changed.join(', ') || 'nothing (already this brand)'}`);
  for (const finding of result.findings) console.log(formatFinding(finding));
  const errors = result.findings.filter((f) => f.level === 'error').length;
  console.log(errors > 0 ? `${errors} error(s): fix them before serving this dist/` : 'configuration OK');
  process.exitCode = errors > 0 ? 1 : 0;
} catch (error) {
  if (!(error instanceof BrandFileError)) throw error;
  console.error(error.message);
  process.exitCode = 1;
}
