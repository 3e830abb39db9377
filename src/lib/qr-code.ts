/** QR codes as data URLs; `qrcode` is loaded only when a QR is first drawn, and not before the
 * first screen is done (keeps it off the first screen). */
import { IDLE_PRIORITY, inIdleTurn } from './idle-turns';

export const QR_DEFAULTS = { size: 200, margin: 20 } as const;
/** Below this size a centre logo would cover too many modules to be worth it. */
export const QR_LOGO_MIN_SIZE = 100;

export interface QrColours {
  dark: string;
  light: string;
}

export interface QrOptions {
  colours: QrColours;
  /** A logo will cover the centre: high error correction (30 %) keeps the code readable. */
  withLogo: boolean;
}

/** Relative luminance (WCAG) of a #rgb / #rrggbb colour, or null when it is not one. */
export function luminance(hex: string): number | null {
  const m = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(hex.trim());
  if (!m?.[1]) return null;
  const digits = m[1].length === 3 ? [...m[1]].map((d) => d + d).join('') : m[1];
  const [r, g, b] = [0, 2, 4].map((i) => {
    const c = parseInt(digits.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/**
 * The brand's colour for the modules when it is dark enough for a scanner on white (contrast at
 * least 4.5:1), else near-black: an operator's light brand colour must not make codes unreadable.
 */
export function qrColours(brandColour: string): QrColours {
  const l = luminance(brandColour);
  const contrast = l === null ? 0 : 1.05 / (l + 0.05);
  return { dark: contrast >= 4.5 ? brandColour : '#111111', light: '#ffffff' };
}

/** Renders text into a PNG data URL of the given pixel size. */
export async function qrDataUrl(text: string, size: number, marginPx: number, options: QrOptions): Promise<string> {
  return inIdleTurn(IDLE_PRIORITY.qrCode, async () => {
    const { toDataURL } = await import('qrcode');
    // qrcode's margin is in modules, not pixels; approximate the pixel margin for a ~33-module code.
    const modules = Math.max(0, Math.round((marginPx / size) * 33));
    return toDataURL(text, {
      width: size,
      margin: modules,
      errorCorrectionLevel: options.withLogo ? 'H' : 'M',
      color: options.colours,
    });
  });
}
