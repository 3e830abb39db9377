/**
 * Brand colours as the checker reads them: `#rgb`, `#rgba`, `#rrggbb`, `#rrggbbaa`, `rgb()` and
 * `rgba()` (comma or space separated), and WCAG 2 contrast between two of them. A colour the
 * checker cannot read is reported, never guessed: the browser would ignore it too, or read it
 * differently from what the operator meant.
 */

export interface Rgb {
  r: number;
  g: number;
  b: number;
  /** 0–1. */
  alpha: number;
}

const HEX = /^#([\da-f]{3,4}|[\da-f]{6}|[\da-f]{8})$/iu;
const FUNCTIONAL = /^rgba?\(\s*([^)]*)\)$/iu;

function channel(text: string): number | null {
  const value = text.endsWith('%') ? (Number(text.slice(0, -1)) * 255) / 100 : Number(text);
  return Number.isFinite(value) && value >= 0 && value <= 255 ? value : null;
}

function alphaOf(text: string | undefined): number | null {
  if (text === undefined) return 1;
  const value = text.endsWith('%') ? Number(text.slice(0, -1)) / 100 : Number(text);
  return Number.isFinite(value) && value >= 0 && value <= 1 ? value : null;
}

/** The colour, or null when it is not one of the forms above. */
export function parseColour(input: string): Rgb | null {
  const text = input.trim();
  const hex = HEX.exec(text)?.[1];
  if (hex) {
    const full = hex.length <= 4 ? [...hex].map((digit) => digit + digit).join('') : hex;
    const [r, g, b, a] = [0, 2, 4, 6].map((at) => parseInt(full.slice(at, at + 2) || 'ff', 16)) as [
      number,
      number,
      number,
      number,
    ];
    return { r, g, b, alpha: a / 255 };
  }
  const args = FUNCTIONAL.exec(text)?.[1];
  if (args === undefined) return null;
  const parts = args.includes(',') ? args.split(',').map((p) => p.trim()) : args.split(/\s*\/\s*|\s+/u);
  if (parts.length < 3 || parts.length > 4) return null;
  const [r, g, b] = parts.slice(0, 3).map(channel);
  const alpha = alphaOf(parts[3]);
  if (r == null || g == null || b == null || alpha === null) return null;
  return { r, g, b, alpha };
}

/** `#rrggbb`. */
export function toHex({ r, g, b }: Rgb): string {
  return `#${[r, g, b].map((c) => Math.round(c).toString(16).padStart(2, '0')).join('')}`;
}

/** WCAG 2 relative luminance of an opaque colour. */
export function luminance({ r, g, b }: Rgb): number {
  const linear = (c: number) => {
    const s = c / 255;
    return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
}

/** A translucent colour as it shows over an opaque one. */
export function over(top: Rgb, under: Rgb): Rgb {
  const mix = (a: number, b: number) => a * top.alpha + b * (1 - top.alpha);
  return { r: mix(top.r, under.r), g: mix(top.g, under.g), b: mix(top.b, under.b), alpha: 1 };
}

/** WCAG 2 contrast ratio (1–21). */
export function contrast(a: Rgb, b: Rgb): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

/** Rounded down to two places, so "4.49" never prints as a passing "4.5". */
export function formatRatio(ratio: number): string {
  return `${(Math.floor(ratio * 100) / 100).toFixed(2)}:1`;
}

function mix(from: Rgb, to: Rgb, amount: number): Rgb {
  const at = (a: number, b: number) => a + (b - a) * amount;
  return { r: at(from.r, to.r), g: at(from.g, to.g), b: at(from.b, to.b), alpha: 1 };
}

const WHITE: Rgb = { r: 255, g: 255, b: 255, alpha: 1 };
const BLACK: Rgb = { r: 0, g: 0, b: 0, alpha: 1 };

/**
 * The text colour nearest to `text` (moved toward white or black in 1% steps) that reaches
 * `minimum` on every one of `backgrounds`; null when no colour does (the backgrounds are too far
 * apart in lightness: one of them has to change).
 */
export function proposeTextColour(text: Rgb, backgrounds: readonly Rgb[], minimum: number): Rgb | null {
  const reads = (candidate: Rgb) => backgrounds.every((bg) => contrast(candidate, bg) >= minimum);
  for (let step = 1; step <= 100; step += 1) {
    for (const target of [WHITE, BLACK]) {
      const candidate = mix(text, target, step / 100);
      // Whole channels, as the hex the operator will paste.
      const rounded = { r: Math.round(candidate.r), g: Math.round(candidate.g), b: Math.round(candidate.b), alpha: 1 };
      if (reads(rounded)) return rounded;
    }
  }
  return null;
}
