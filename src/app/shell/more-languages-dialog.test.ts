import { describe, expect, it } from 'vitest';

import { localeForCode, type LocaleInfo } from '@/i18n/supported-locales';

import { matchesLanguage } from './more-languages-dialog';

const km = localeForCode('KM') as LocaleInfo;
const fr = localeForCode('FR') as LocaleInfo;

describe('More languages search', () => {
  it('matches the native name, the English name and the code, ignoring case and accents', () => {
    expect(matchesLanguage(km, 'ខ្មែ')).toBe(true);
    expect(matchesLanguage(km, 'khmer')).toBe(true);
    expect(matchesLanguage(fr, 'francais')).toBe(true);
    expect(matchesLanguage(fr, 'FR')).toBe(true);
    expect(matchesLanguage(fr, 'khmer')).toBe(false);
  });
});
