/**
 * One formatter for every source file (issue 17). `npm test` checks it (`npm run format:check`);
 * `npm run format` rewrites. Imports are sorted in groups: Node built-ins, packages, the contract
 * module, the app's own `@/` layers, then relative files. A side-effect import (a stylesheet) stays
 * where it is and splits the sorting around it, because moving it would change the cascade.
 */
export default {
  printWidth: 120,
  singleQuote: true,
  trailingComma: 'all',
  plugins: ['@ianvs/prettier-plugin-sort-imports'],
  importOrder: ['<BUILTIN_MODULES>', '', '<THIRD_PARTY_MODULES>', '', '^#contract/', '', '^@/', '', '^[.]'],
  importOrderTypeScriptVersion: '5.0.0',
};
