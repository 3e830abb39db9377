import { defineConfig } from '@lingui/cli';
import { formatter } from '@lingui/format-po';

// Source strings are English; tl (Tagalog, platform code TY) is the default UI language.
export default defineConfig({
  sourceLocale: 'en',
  // The 30 shipped locales (src/i18n/supported-locales.ts holds their codes, names and direction).
  locales: [
    'en',
    'tl',
    'zh-CN',
    'ja',
    'th',
    'vi',
    'hi',
    'ko',
    'zh-TW',
    'id',
    'ms',
    'my',
    'km',
    'lo',
    'bn',
    'ta',
    'te',
    'mr',
    'ne',
    'si',
    'ur-Latn',
    'pt-BR',
    'es',
    'fr',
    'de',
    'ru',
    'tr',
    'it',
    'ar',
    'fa',
  ],
  fallbackLocales: { default: 'en' },
  catalogs: [{ path: '<rootDir>/src/locales/{locale}/messages', include: ['src'], exclude: ['**/*.test.*'] }],
  format: formatter({ lineNumbers: false }),
});
