import { describe, expect, it } from 'vitest';

import { AA, colourRoles, contrast, parseHex, readableOn } from './brand-tokens';

const hex = (colour: string) => {
  const rgb = parseHex(colour);
  if (!rgb) throw new Error(colour);
  return rgb;
};

const BRANDS = {
  default: { primary: '#0b7a53', accent: '#f5b301', background: '#0f1720', surface: '#18232f', text: '#f3f6f9' },
  // A light brand whose chosen text colour is too pale for its surface, and a pale accent.
  light: { primary: '#ffd400', accent: '#ffe680', background: '#ffffff', surface: '#f4f4f4', text: '#999999' },
  // A dark brand with a dark primary and a dark accent.
  dark: { primary: '#1a1a40', accent: '#303060', background: '#000000', surface: '#101010', text: '#555555' },
};

describe('colourRoles', () => {
  it.each(Object.entries(BRANDS))('keeps every text role at WCAG AA for the %s brand', (_name, brand) => {
    const roles = colourRoles(brand);
    const surface = hex(brand.surface);
    expect(contrast(hex(roles['--color-text']!), surface)).toBeGreaterThanOrEqual(AA);
    expect(contrast(hex(roles['--color-muted']!), surface)).toBeGreaterThanOrEqual(AA);
    expect(contrast(hex(roles['--color-accent-text']!), surface)).toBeGreaterThanOrEqual(AA);
    expect(contrast(hex(roles['--color-accent-text']!), hex(brand.background))).toBeGreaterThanOrEqual(AA);
    expect(contrast(hex(roles['--color-on-primary']!), hex(brand.primary))).toBeGreaterThanOrEqual(AA);
    expect(contrast(hex(roles['--color-on-accent']!), hex(brand.accent))).toBeGreaterThanOrEqual(AA);
  });

  it("keeps the brand's own colours where they already read well", () => {
    const roles = colourRoles(BRANDS.default);
    expect(roles['--color-text']).toBe('#f3f6f9');
    expect(roles['--color-accent-text']).toBe('#f5b301');
    expect(roles['--color-on-accent']).toBe('#000000');
  });

  it('passes colours it cannot read through and derives nothing from them', () => {
    const roles = colourRoles({ ...BRANDS.default, surface: 'rebeccapurple' });
    expect(roles['--color-surface']).toBe('rebeccapurple');
    expect(roles['--color-muted']).toBeUndefined();
  });

  it('moves a colour towards white on a dark background, towards black on a light one', () => {
    expect(readableOn(hex('#333333'), hex('#000000'))[0]).toBeGreaterThan(0x33);
    expect(readableOn(hex('#cccccc'), hex('#ffffff'))[0]).toBeLessThan(0xcc);
  });
});
