import { describe, expect, it } from 'vitest';

import { luminance, qrColours } from './qr-code';

describe('QR colours', () => {
  it("draws the modules in the brand's colour when a scanner can read it on white", () => {
    expect(qrColours('#0b7a53')).toEqual({ dark: '#0b7a53', light: '#ffffff' });
    expect(qrColours('#1d4ed8').dark).toBe('#1d4ed8');
  });

  it('falls back to near-black for a light or unreadable brand colour', () => {
    expect(qrColours('#f5b301').dark).toBe('#111111');
    expect(qrColours('#ffffff').dark).toBe('#111111');
    expect(qrColours('rebeccapurple').dark).toBe('#111111');
  });

  it('computes WCAG luminance for short and long hex', () => {
    expect(luminance('#000')).toBe(0);
    expect(luminance('#ffffff')).toBeCloseTo(1);
    expect(luminance('nope')).toBeNull();
  });
});
