import * as v from 'valibot';
import { describe, expect, it } from 'vitest';

import { RuntimeConfigSchema } from '@/lib/runtime-config-schema';

import { brandProperties } from './load-runtime-config';

const config = (brand: Record<string, unknown>) =>
  v.parse(RuntimeConfigSchema, {
    merchant: 'm',
    apiBaseUrls: [''],
    defaultLanguage: 'EN',
    supportedLanguages: ['EN'],
    platform: 'WEB',
    lotteryType: 'Elott',
    brand: {
      name: 'B',
      logo: '/l.svg',
      colors: { primary: '#112233', accent: '#445566', background: '#000000', surface: '#111111', text: '#ffffff' },
      ...brand,
    },
  });

describe('brandProperties', () => {
  it('gives every brand colour to CSS, the chat header its own colour', () => {
    expect(brandProperties(config({ chatHeaderColor: '#abcdef' }))).toMatchObject({
      '--color-primary': '#112233',
      '--color-accent': '#445566',
      '--color-bg': '#000000',
      '--color-surface': '#111111',
      '--color-text': '#ffffff',
      '--color-chat-header': '#abcdef',
    });
  });

  it('adds the derived colour roles', () => {
    const properties = brandProperties(config({}));
    expect(properties['--color-on-primary']).toBe('#ffffff');
    expect(properties['--color-muted']).toMatch(/^#[0-9a-f]{6}$/);
  });

  it("falls back to the operator's primary colour for the chat header, not the default brand's", () => {
    expect(brandProperties(config({}))['--color-chat-header']).toBe('#112233');
  });
});
