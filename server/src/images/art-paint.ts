/** Colours and small shared shapes of the demo artwork's drawings (art-emblems*.ts). */
import type { Rgba } from './rgba-canvas.ts';
import { Path, type Drawer, type Paint } from './vector-raster.ts';

export interface Palette {
  /** The theme's main hue, 0–360. */
  hue: number;
  /** A second hue for accents. */
  accent: number;
}

export type Random = () => number;

/** Straight-alpha colour from HSL (0–360, 0–100, 0–100) and an alpha 0–1. */
export function hsla(h: number, s: number, l: number, a = 1): Rgba {
  const hue = (((h % 360) + 360) % 360) / 360;
  const sat = s / 100;
  const light = l / 100;
  const q = light < 0.5 ? light * (1 + sat) : light + sat - light * sat;
  const p = 2 * light - q;
  const channel = (t: number) => {
    const x = t < 0 ? t + 1 : t > 1 ? t - 1 : t;
    const v = x < 1 / 6 ? p + (q - p) * 6 * x : x < 1 / 2 ? q : x < 2 / 3 ? p + (q - p) * (2 / 3 - x) * 6 : p;
    return Math.round(v * 255);
  };
  return [channel(hue + 1 / 3), channel(hue), channel(hue - 1 / 3), Math.round(a * 255)];
}

export const WHITE: Rgba = [255, 255, 255, 255];
export const INK: Rgba = [24, 20, 32, 255];
export const GOLD = (l = 55): Rgba => hsla(44, 92, l);

/** A sphere-like radial fill: light at the upper left, dark at the rim. */
export function ball(cx: number, cy: number, r: number, h: number, s = 80, l = 52): Paint {
  return {
    kind: 'radial',
    centre: [cx - r * 0.35, cy - r * 0.4],
    radius: r * 1.5,
    stops: [
      [0, hsla(h, s, Math.min(92, l + 30))],
      [0.45, hsla(h, s, l)],
      [1, hsla(h, s, Math.max(8, l - 28))],
    ],
  };
}

export function vertical(top: number, bottom: number, a: Rgba, b: Rgba): Paint {
  return {
    kind: 'linear',
    from: [0, top],
    to: [0, bottom],
    stops: [
      [0, a],
      [1, b],
    ],
  };
}

export function shine(d: Drawer, cx: number, cy: number, rx: number, ry: number, alpha = 0.55): void {
  d.fill(new Path().ellipse(cx, cy, rx, ry), [255, 255, 255, Math.round(alpha * 255)]);
}

export function heart(path: Path, cx: number, cy: number, s: number): Path {
  return path
    .moveTo(cx, cy + s)
    .cubicTo(cx - s * 1.6, cy, cx - s, cy - s * 1.2, cx, cy - s * 0.4)
    .cubicTo(cx + s, cy - s * 1.2, cx + s * 1.6, cy, cx, cy + s)
    .close();
}

export function spade(path: Path, cx: number, cy: number, s: number): Path {
  path
    .moveTo(cx, cy - s)
    .cubicTo(cx + s * 1.6, cy, cx + s, cy + s * 1.2, cx, cy + s * 0.4)
    .cubicTo(cx - s, cy + s * 1.2, cx - s * 1.6, cy, cx, cy - s)
    .close();
  return path.polygon([
    [cx, cy + s * 0.2],
    [cx + s * 0.45, cy + s * 1.25],
    [cx - s * 0.45, cy + s * 1.25],
  ]);
}
