import { defineConfig } from '@lingui/cli';
import { formatter } from '@lingui/format-po';

// Source strings are English; tl (Tagalog, platform code TY) is the default UI language.
export default defineConfig({
  sourceLocale: 'en',
  locales: ['en', 'tl', 'zh-CN', 'ja', 'th', 'vi', 'hi', 'ko', 'ta', 'te', 'mr', 'ne', 'si', 'ur-Latn', 'pt-BR'],
  fallbackLocales: { default: 'en' },
  catalogs: [{ path: '<rootDir>/src/locales/{locale}/messages', include: ['src'], exclude: ['**/*.test.*'] }],
  format: formatter({ lineNumbers: false }),
});
