/**
 * Colour roles derived from an operator's five brand colours (config.json `brand.colors`): the
 * shades a design needs (a raised surface, a border, a strong and a soft primary) and, for every
 * colour something is written on, a text colour that keeps WCAG AA (4.5:1) whatever the brand
 * chose. Pure, so any brand can be checked in a unit test.
 */

export interface BrandColours {
  primary: string;
  accent: string;
  background: string;
  surface: string;
  text: string;
}

type Rgb = readonly [number, number, number];

/** WCAG AA for normal text. */
export const AA = 4.5;
const WHITE: Rgb = [255, 255, 255];
const BLACK: Rgb = [0, 0, 0];

/** `#rgb`, `#rrggbb` (alpha ignored); null for anything else (named colours, `rgb()`). */
export function parseHex(colour: string): Rgb | null {
  let hex = /^#([0-9a-f]{3,8})$/i.exec(colour.trim())?.[1];
  if (!hex || hex.length === 5 || hex.length === 7) return null;
  if (hex.length < 6) hex = hex.replace(/./g, '$&$&');
  return [0, 2, 4].map((i) => parseInt(hex.slice(i, i + 2), 16)) as unknown as Rgb;
}

export function toHex(rgb: Rgb): string {
  return '#' + rgb.map((c) => (Math.round(Math.min(255, Math.max(0, c))) | 256).toString(16).slice(1)).join('');
}

function luminance(rgb: Rgb): number {
  const [r, g, b] = rgb.map((c) => ((c /= 255) <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}

export function contrast(a: Rgb, b: Rgb): number {
  const [x, y] = [luminance(a), luminance(b)];
  return (Math.max(x, y) + 0.05) / (Math.min(x, y) + 0.05);
}

/** `a` moved towards `b` by `amount` (0…1; below 0 moves away from `b`). */
export function mix(a: Rgb, b: Rgb, amount: number): Rgb {
  return a.map((c, i) => c + (b[i]! - c) * amount) as unknown as Rgb;
}

/** White or black, whichever reads better on `background`. */
export function onColour(background: Rgb): Rgb {
  return contrast(WHITE, background) >= contrast(BLACK, background) ? WHITE : BLACK;
}

/**
 * `colour` itself when it reaches `ratio` on `background`, else the nearest shade of it (towards
 * white on a dark background, black on a light one) that does: the brand's hue stays.
 */
export function readableOn(colour: Rgb, background: Rgb, ratio = AA): Rgb {
  const target = onColour(background);
  for (let step = 0; step < 20; step++) {
    const shade = mix(colour, target, step / 20);
    if (contrast(shade, background) >= ratio) return shade;
  }
  return target;
}

/**
 * The CSS custom properties of the colour roles. A colour that does not parse is passed on as
 * written and the derived roles keep the stylesheet's defaults (their names are left out).
 */
export function colourRoles(colours: BrandColours): Record<string, string> {
  const { primary, accent, background, surface, text } = colours;
  const roles: Record<string, string> = {
    '--color-primary': primary,
    '--color-accent': accent,
    '--color-bg': background,
    '--color-surface': surface,
    '--color-text': text,
  };
  const [p, a, bg, s, tx] = [primary, accent, background, surface, text].map(parseHex);
  if (!p || !a || !bg || !s || !tx) return roles;
  // Body text stays readable on the surface (and so on the darker or lighter background).
  const body = readableOn(tx, s);
  const onS = onColour(s);
  const onP = onColour(p);
  return {
    ...roles,
    '--color-text': toHex(body),
    // Light surfaces get darker raised shades, dark ones lighter.
    '--color-surface-raised': toHex(mix(s, onS, 0.06)),
    '--color-border': toHex(mix(s, onS, 0.16)),
    // Secondary text: between text and surface, never below AA on the surface.
    '--color-muted': toHex(readableOn(mix(body, s, 0.35), s)),
    '--color-on-primary': toHex(onP),
    '--color-on-accent': toHex(onColour(a)),
    '--color-primary-strong': toHex(mix(p, onP, -0.15)),
    '--color-primary-soft': toHex(mix(p, s, 0.7)),
    // The accent as text or link colour on cards and on the page.
    '--color-accent-text': toHex(readableOn(readableOn(a, s), bg)),
  };
}
