/** Issue 27: the locale table, the first visit's language and the code the platform is told. */
import { describe, expect, it } from 'vitest';

import { localeForDevice } from './device-language';
import { platformLanguage } from './platform-language';
import { intlLocale, localeForCode, LOCALES, resolveStartLanguage } from './supported-locales';

const ALL = LOCALES.map((l) => l.code);

describe('locale table', () => {
  it('ships 30 locales, the spec eight in front, ar and fa right to left', () => {
    expect(LOCALES).toHaveLength(30);
    expect(LOCALES.filter((l) => l.primary).map((l) => l.code)).toEqual([
      'TY',
      'EN',
      'CN',
      'JA',
      'TH',
      'VI',
      'HI',
      'KO',
    ]);
    expect(LOCALES.filter((l) => l.dir === 'rtl').map((l) => l.locale)).toEqual(['ar', 'fa']);
    expect(localeForCode('ur-la')?.locale).toBe('ur-Latn');
  });
  it('hands Intl canonical tags only, which every engine knows (WebKit does not map `tl` to `fil`)', () => {
    for (const { intl } of LOCALES) expect(Intl.getCanonicalLocales(intl)).toEqual([intl]);
    expect(intlLocale('tl')).toBe('fil');
  });
  it('formats numbers in Latin digits in every locale', () => {
    for (const { locale } of LOCALES)
      expect(new Intl.NumberFormat(intlLocale(locale)).format(1234567).replace(/\D/g, '')).toBe('1234567');
  });
});

describe('start language', () => {
  it('keeps the stored choice, else the device (when allowed and offered), else the default', () => {
    const km = localeForDevice(['km-KH'], () => true);
    expect(resolveStartLanguage({ stored: 'KO', configDefault: 'TY', supported: ALL, device: km }).code).toBe('KO');
    expect(resolveStartLanguage({ stored: null, configDefault: 'TY', supported: ALL, device: km }).code).toBe('KM');
    expect(resolveStartLanguage({ stored: null, configDefault: 'EN', supported: ['EN', 'TY'], device: km }).code).toBe(
      'EN',
    );
    expect(resolveStartLanguage({ stored: null, configDefault: 'EN', supported: ALL }).code).toBe('EN');
  });
  it('matches a device tag exactly, then by language and Chinese script', () => {
    const any = () => true;
    expect(localeForDevice(['pt-PT'], any)?.locale).toBe('pt-BR');
    expect(localeForDevice(['zh-HK'], any)?.locale).toBe('zh-TW');
    expect(localeForDevice(['zh-Hans-SG'], any)?.locale).toBe('zh-CN');
    expect(localeForDevice(['fil-PH'], any)?.locale).toBe('tl');
    expect(localeForDevice(['xx', 'ar-EG'], any)?.locale).toBe('ar');
    expect(localeForDevice(['sw'], any)).toBeUndefined();
  });
});

describe('platform language code', () => {
  it('sends the spec eight as they are, an unknown code as the operator default', () => {
    expect(platformLanguage('CN', {}, 'TY')).toBe('CN');
    expect(platformLanguage('KM', {}, 'EN')).toBe('EN');
  });
  it('follows the operator table: added, renamed and removed codes', () => {
    const table = { KM: 'KM', ID: 'IN', TH: null };
    expect(platformLanguage('KM', table, 'TY')).toBe('KM');
    expect(platformLanguage('id', table, 'TY')).toBe('IN');
    expect(platformLanguage('TH', table, 'TY')).toBe('TY');
  });
});
