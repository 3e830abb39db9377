// Flat ESLint config: typescript-eslint (type-aware), React hooks, jsx-a11y, Lingui, TanStack Query, and the
// "use our wrapper" import rules (idb-keyval and crypto-js only inside src/lib).
import { readdirSync } from 'node:fs';

import js from '@eslint/js';
import pluginQuery from '@tanstack/eslint-plugin-query';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import lingui from 'eslint-plugin-lingui';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const RESTRICTED_PATHS = [
  { name: 'idb-keyval', message: 'Use src/lib/storage.ts.' },
  { name: 'dompurify', message: 'Use src/lib/sanitize-html.ts.' },
];
const RESTRICTED_PATTERNS = [{ group: ['crypto-js', 'crypto-js/*'], message: 'Use contract/crypto/des-cipher.ts.' }];

// Features import the shared layers (api, hooks, lib, stores, ui), not each other: no `@/features/<other>`
// import, static or dynamic (`import()`), and no relative path climbing out of the feature. A page or
// table that composes several features lives in the app layer (src/app/), which lint leaves free.
const FEATURES = readdirSync(new URL('./src/features', import.meta.url), { withFileTypes: true })
  .filter((e) => e.isDirectory())
  .map((e) => e.name);
const BOUNDARY =
  'A feature imports shared layers (api, hooks, lib, stores, ui), not another feature; compositions live in src/app/ (CONTRIBUTING.md).';
// An import() of `@/features/<x>/…` where x is not `feature` (esquery regexes cannot hold a slash).
const dynamicImportOf = (pattern, message) => [
  { selector: `ImportExpression[source.value=/${pattern}/]`, message },
  { selector: `ImportExpression[source.quasis.0.value.raw=/${pattern}/]`, message },
];
const featureRules = (feature, climbOut, climbOutPattern) => ({
  'no-restricted-imports': [
    'error',
    {
      paths: RESTRICTED_PATHS,
      patterns: [
        ...RESTRICTED_PATTERNS,
        { group: ['@/features/*', `!@/features/${feature}`, climbOut], message: BOUNDARY },
      ],
    },
  ],
  'no-restricted-syntax': [
    'error',
    ...dynamicImportOf(`^@.features.(?!${feature}(?:[^a-z-]|$))`, BOUNDARY),
    ...dynamicImportOf(climbOutPattern, BOUNDARY),
  ],
});
const featureBoundaries = FEATURES.flatMap((feature) => [
  { files: [`src/features/${feature}/*.{ts,tsx}`], rules: featureRules(feature, '../*', '^\\.\\.') },
  { files: [`src/features/${feature}/*/**/*.{ts,tsx}`], rules: featureRules(feature, '../../*', '^\\.\\..\\.\\.') },
]);
// The shared layers sit below the features and the app: they import neither.
const UPWARD = {
  group: ['@/features/*', '@/app/*', '@/routes/*'],
  message: 'Shared layers (api, hooks, lib, stores, ui) do not import features, the app or routes.',
};
const upwardDynamic = dynamicImportOf('^@.(features|app|routes).', UPWARD.message);

export default tseslint.config(
  { ignores: ['dist', 'coverage', 'node_modules', '.data', 'src/routeTree.gen.ts', 'dev-dist'] },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: {
        projectService: { allowDefaultProject: ['eslint.config.js', 'scripts/*.mjs'] },
        tsconfigRootDir: import.meta.dirname,
      },
    },
    rules: {
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
      // Counted on Prettier's output (wrapped at 120 columns): 300 lines of code is still one concept.
      'max-lines': ['warn', { max: 300, skipBlankLines: true, skipComments: true }],
    },
  },
  { files: ['**/*.js', '**/*.mjs'], ...tseslint.configs.disableTypeChecked },
  // Query keys that miss a dependency, unstable query clients, rest-destructured results (issue 17).
  ...pluginQuery.configs['flat/recommended'].map((config) => ({ ...config, files: ['src/**/*.{ts,tsx}'] })),
  {
    files: ['src/**/*.{ts,tsx}'],
    languageOptions: { globals: globals.browser },
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y, lingui },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
      'lingui/t-call-in-function': 'error',
      'lingui/no-single-variables-to-translate': 'error',
      'lingui/no-expression-in-message': 'off',
      'no-console': ['error', { allow: ['error'] }],
      'no-restricted-imports': ['error', { paths: RESTRICTED_PATHS, patterns: RESTRICTED_PATTERNS }],
    },
  },
  ...featureBoundaries,
  {
    files: ['src/{api,hooks,stores,ui}/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': ['error', { paths: RESTRICTED_PATHS, patterns: [...RESTRICTED_PATTERNS, UPWARD] }],
      'no-restricted-syntax': ['error', ...upwardDynamic],
    },
  },
  {
    // src/lib holds the wrappers, so it may import the restricted packages.
    files: ['src/lib/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [UPWARD] }],
      'no-restricted-syntax': ['error', ...upwardDynamic],
    },
  },
  {
    files: ['contract/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['react', 'react-dom', '@/*', '**/src/**', '**/server/**', '../../**'],
              message: 'The contract is pure: valibot and its own files only.',
            },
          ],
        },
      ],
    },
  },
  {
    // The reference platform meets the client only through the contract module and HTTP.
    files: ['server/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['**/src/**', '@/*'], message: 'Import the contract through #contract/*, never the client.' },
          ],
        },
      ],
    },
  },
  {
    files: ['server/**/*.ts', 'scripts/**/*.ts', 'scripts/**/*.mjs', 'tests/**/*.ts', '*.config.ts', '*.config.js'],
    languageOptions: { globals: globals.node },
  },
  {
    files: ['**/*.test.ts', '**/*.test.tsx', 'tests/**/*.ts'],
    rules: {
      '@typescript-eslint/no-non-null-assertion': 'off',
      '@typescript-eslint/unbound-method': 'off',
      // A test file is a list of cases around one subject; splitting it by length scatters the setup.
      'max-lines': ['warn', { max: 450, skipBlankLines: true, skipComments: true }],
    },
  },
  {
    // Tables with one row per item (strings per language, operator operations) and the framed
    // lottery page's script, which is served as one file without a bundler.
    files: [
      'server/src/seed/help-translations*.ts',
      'server/src/seed/platform-texts-*.ts',
      'server/src/domain/lottery/lottery-names.ts',
      'server/src/domain/accounts/outbox-texts.ts',
      'server/src/domain/operator-operations.ts',
      'server/src/lottery-page/play.js',
    ],
    rules: { 'max-lines': 'off' },
  },
);
