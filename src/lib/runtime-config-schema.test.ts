/** config.json's language options read tolerantly: odd entries are dropped, not fatal. */
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';

import { RuntimeConfigSchema } from './runtime-config-schema';

const base = {
  merchant: 'm1',
  apiBaseUrls: [''],
  platform: 'WEB',
  lotteryType: 'Elott',
  brand: {
    name: 'B',
    logo: '/l.svg',
    colors: { primary: '#000', accent: '#111', background: '#222', surface: '#333', text: '#fff' },
  },
};

describe('runtime config: languages', () => {
  it('defaults: TY, the spec eight, no device language, no extra platform codes', () => {
    const config = v.parse(RuntimeConfigSchema, base);
    expect(config.defaultLanguage).toBe('TY');
    expect(config.supportedLanguages).toEqual(['TY', 'EN', 'CN', 'JA', 'TH', 'VI', 'HI', 'KO']);
    expect(config.followDeviceLanguage).toBe(false);
    expect(config.platformLanguageCodes).toEqual({});
  });
  it('upper-cases codes and drops entries it cannot read', () => {
    const config = v.parse(RuntimeConfigSchema, {
      ...base,
      defaultLanguage: ' en ',
      supportedLanguages: ['km', 7, 'ar'],
      followDeviceLanguage: true,
      platformLanguageCodes: { km: 'KM', id: ' IN ', th: null, xx: 3 },
    });
    expect(config.defaultLanguage).toBe('EN');
    expect(config.supportedLanguages).toEqual(['KM', 'AR']);
    expect(config.followDeviceLanguage).toBe(true);
    expect(config.platformLanguageCodes).toEqual({ KM: 'KM', ID: 'IN', TH: null });
  });
});
