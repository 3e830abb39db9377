/**
 * The reference platform's demo pictures as PNG or WebP: every game, vendor, category, promotion
 * and banner gets its own drawing (a theme picked from its id, a palette, a background pattern and
 * sparkles), so the demo looks like an operator's site with an image CDN behind it. No text on
 * game art (the client prints the name under it); vendor logos are a mark and a drawn wordmark.
 *
 * Deterministic (same key and format → same bytes) and cached in memory and on disk
 * (picture-cache.ts), so each picture is drawn once per machine and format (some 40 ms of CPU at
 * card size), not once per process. PNG comes from our own encoder (node:zlib); WebP from sharp
 * (already a dependency for the brand kit), lossy at quality 80: about a fifth of the PNG's bytes
 * on these drawings, and every engine we support decodes it.
 */
import sharp from 'sharp';

import { drawEmblem, hsla, type Palette, type Random, type Theme } from './art-emblems.ts';
import { readCachedPicture, writeCachedPicture } from './picture-cache.ts';
import { CATEGORY_THEME, hashText, random, themeFor } from './picture-themes.ts';
import { encodePng } from './png-encoder.ts';
import { createCanvas, type RgbaCanvas } from './rgba-canvas.ts';
import { drawStrokeText, strokeTextWidth } from './stroke-font.ts';
import { Drawer, Path } from './vector-raster.ts';

/** Largest side accepted for request-driven sizes. */
export const MAX_PICTURE_SIDE = 1600;
export const VENDOR_LOGO_SIZE = { width: 240, height: 96 } as const;

export { themeFor } from './picture-themes.ts';

type Background = 'rays' | 'bokeh' | 'stripes' | 'waves';

function drawBackground(
  d: Drawer,
  w: number,
  h: number,
  palette: Palette,
  style: Background,
  rnd: Random,
  focus: readonly [number, number],
): void {
  const { hue, accent } = palette;
  const diagonal = Math.hypot(w, h);
  d.fill(new Path().rect(0, 0, w, h), {
    kind: 'radial',
    centre: focus,
    radius: diagonal * 0.75,
    stops: [
      [0, hsla(hue, 70, 50)],
      [0.55, hsla(hue + 20, 70, 28)],
      [1, hsla(hue + 40, 75, 12)],
    ],
  });
  if (style === 'rays') {
    const count = 14 + Math.floor(rnd() * 6);
    const turn = rnd() * Math.PI;
    const rays = new Path();
    for (let i = 0; i < count; i += 2) {
      const a0 = turn + (i / count) * Math.PI * 2;
      const a1 = turn + ((i + 1) / count) * Math.PI * 2;
      rays.polygon([
        focus,
        [focus[0] + Math.cos(a0) * diagonal, focus[1] + Math.sin(a0) * diagonal],
        [focus[0] + Math.cos(a1) * diagonal, focus[1] + Math.sin(a1) * diagonal],
      ]);
    }
    d.fill(rays, [255, 255, 255, 22]);
  } else if (style === 'bokeh') {
    for (let i = 0; i < 9; i++) {
      const r = (0.05 + rnd() * 0.12) * Math.min(w, h);
      d.fill(new Path().circle(rnd() * w, rnd() * h, r), hsla(accent, 80, 70, 0.08 + rnd() * 0.12));
    }
  } else if (style === 'stripes') {
    const step = Math.max(w, h) / 9;
    const stripes = new Path();
    for (let x = -h; x < w + h; x += step * 2)
      stripes.polygon([
        [x, 0],
        [x + step, 0],
        [x + step - h, h],
        [x - h, h],
      ]);
    d.fill(stripes, [255, 255, 255, 16]);
  } else {
    for (let row = 0; row < 3; row++) {
      const base = h * (0.72 + row * 0.1);
      const wave = new Path().moveTo(0, h);
      for (let x = 0; x <= w; x += Math.max(2, w / 48))
        wave.lineTo(x, base + Math.sin(x / (w / 5) + row * 1.7 + rnd()) * h * 0.03);
      wave.lineTo(w, h);
      d.fill(wave.close(), hsla(accent, 70, 60, 0.12 + row * 0.05));
    }
  }
  // a soft glow behind the centrepiece, and a vignette
  const glow = Math.min(w, h) * 0.45;
  d.fill(new Path().circle(focus[0], focus[1], glow), {
    kind: 'radial',
    centre: focus,
    radius: glow,
    stops: [
      [0, hsla(accent, 90, 75, 0.45)],
      [1, hsla(accent, 90, 70, 0)],
    ],
  });
  d.fill(new Path().rect(0, 0, w, h), {
    kind: 'radial',
    centre: [w / 2, h / 2],
    radius: diagonal * 0.62,
    stops: [
      [0.55, [0, 0, 0, 0]],
      [1, [0, 0, 0, 120]],
    ],
  });
}

function drawSparkles(d: Drawer, w: number, h: number, count: number, rnd: Random): void {
  for (let i = 0; i < count; i++) {
    const r = Math.min(w, h) * (0.025 + rnd() * 0.035);
    d.fill(new Path().star(rnd() * w, rnd() * h * 0.8, 4, r, r * 0.22), [255, 250, 220, 200 + Math.floor(rnd() * 55)]);
  }
}

/** The emblem with a soft drop shadow, centred at (cx, cy), `size` pixels across. */
function placeEmblem(
  d: Drawer,
  theme: Theme,
  palette: Palette,
  seed: number,
  cx: number,
  cy: number,
  size: number,
): void {
  const unit = size / 100;
  d.save()
    .translate(cx + unit * 3, cy + unit * 5)
    .scale(unit);
  d.shadow = [0, 0, 0, 70];
  drawEmblem(d, theme, palette, random(seed));
  d.shadow = null;
  d.restore();
  d.save().translate(cx, cy).scale(unit);
  drawEmblem(d, theme, palette, random(seed));
  d.restore();
}

function paletteFor(seed: number): Palette {
  // Fibonacci hashing spreads near keys (G1, G2…) over the whole colour wheel.
  const hue = (Math.imul(seed, 0x9e3779b1) >>> 16) % 360;
  return { hue, accent: (hue + 150 + ((seed >>> 9) % 80)) % 360 };
}

const BACKGROUNDS: readonly Background[] = ['rays', 'bokeh', 'stripes', 'waves'];

/** A square-ish picture of one theme: background, centrepiece and sparkles. */
export function drawThemed(key: string, theme: Theme, width: number, height: number): RgbaCanvas {
  checkSide(width);
  checkSide(height);
  const seed = hashText(key);
  const rnd = random(seed);
  const palette = paletteFor(seed);
  const canvas = createCanvas(width, height, [0, 0, 0, 255]);
  const d = new Drawer(canvas);
  const wide = width > height * 1.6;
  const focus: [number, number] = wide ? [width * 0.72, height * 0.5] : [width * 0.5, height * 0.5];
  const style = theme === 'ocean' ? 'waves' : (BACKGROUNDS[Math.floor(rnd() * 3)] as Background);
  drawBackground(d, width, height, palette, style, rnd, focus);
  const size = Math.min(width, height) * (wide ? 0.8 : 0.74);
  placeEmblem(d, theme, palette, seed, focus[0], focus[1], size);
  if (wide) {
    // a banner: two smaller pieces of the same world on the side, the left kept calm for a title
    const second = theme === 'coins' ? 'gems' : 'coins';
    placeEmblem(d, second, palette, seed ^ 0x5bd1e995, width * 0.9, height * 0.72, size * 0.42);
    placeEmblem(d, theme, paletteFor(seed >>> 3), seed ^ 0x1b873593, width * 0.52, height * 0.7, size * 0.32);
    d.fill(new Path().rect(0, 0, width, height), {
      kind: 'linear',
      from: [0, 0],
      to: [width * 0.6, 0],
      stops: [
        [0, [0, 0, 0, 130]],
        [1, [0, 0, 0, 0]],
      ],
    });
  }
  drawSparkles(d, width, height, wide ? 9 : 3 + Math.floor(rnd() * 3), rnd);
  return canvas;
}

/** A vendor's logo: a round mark of its theme and its code as a drawn wordmark, on a dark plate. */
export function drawVendorLogo(code: string, lane: string): RgbaCanvas {
  const { width, height } = VENDOR_LOGO_SIZE;
  const seed = hashText(`vendor:${code.toUpperCase()}`);
  const palette = paletteFor(seed);
  const canvas = createCanvas(width, height);
  const d = new Drawer(canvas);
  d.fill(new Path().roundRect(2, 2, width - 4, height - 4, 18), {
    kind: 'linear',
    from: [0, 0],
    to: [width, height],
    stops: [
      [0, hsla(palette.hue, 45, 22)],
      [1, hsla(palette.hue + 30, 55, 12)],
    ],
  });
  d.fill(
    new Path().roundRect(2, 2, width - 4, height - 4, 18).roundRect(4, 4, width - 8, height - 8, 16),
    hsla(palette.accent, 70, 60, 0.5),
    1,
    true,
  );
  // the mark
  const markCentre: [number, number] = [48, height / 2];
  d.fill(new Path().circle(...markCentre, 32), {
    kind: 'radial',
    centre: [markCentre[0] - 10, markCentre[1] - 12],
    radius: 44,
    stops: [
      [0, hsla(palette.accent, 85, 66)],
      [1, hsla(palette.accent + 20, 80, 30)],
    ],
  });
  placeEmblem(d, themeFor(code, lane), palette, seed, markCentre[0], markCentre[1], 50);
  // the wordmark: up to two lines, as large as fits
  const words = code
    .toUpperCase()
    .replace(/_/g, ' ')
    .replace(/[^A-Z0-9 ]/g, '')
    .trim()
    .split(/\s+/)
    .filter(Boolean);
  const lines = layoutWordmark(words.length > 0 ? words : ['?']);
  const box = { x: 92, width: width - 92 - 14, height: height - 28 };
  const widest = Math.max(...lines.map(strokeTextWidth));
  const lineHeight = 6 + 3.2;
  const unit = Math.min(box.width / widest, box.height / (lines.length * lineHeight - 3.2), 7);
  const top = (height - unit * (lines.length * lineHeight - 3.2)) / 2;
  lines.forEach((line, i) => {
    const paint = i === 0 ? hsla(0, 0, 98) : hsla(palette.accent, 85, 72);
    drawStrokeText(d, line, box.x, top + i * lineHeight * unit, unit, paint);
  });
  return canvas;
}

/** One line when short, else two lines of about equal length. */
function layoutWordmark(words: readonly string[]): string[] {
  const text = words.join(' ');
  if (words.length === 1 || text.length <= 8) return [text];
  let best = [text];
  let bestWidth = Infinity;
  for (let split = 1; split < words.length; split++) {
    const lines = [words.slice(0, split).join(' '), words.slice(split).join(' ')];
    const width = Math.max(...lines.map((line) => line.length));
    if (width < bestWidth) {
      bestWidth = width;
      best = lines;
    }
  }
  return best;
}

function checkSide(side: number): void {
  if (!Number.isInteger(side) || side < 16 || side > MAX_PICTURE_SIDE)
    throw new RangeError(`demo picture: sides must be integers in 16..${MAX_PICTURE_SIDE}, got ${side}`);
}

export type PictureFormat = 'png' | 'webp';

const cache = new Map<string, Promise<Buffer>>();
const CACHE_LIMIT = 2000;
// zlib level 6: files within 3 % of level 9 in less than half the time.
const PNG_LEVEL = 6;
// Lossy quality 80: no visible loss on these drawings (gradients, flat shapes), smaller than PNG.
const WEBP_QUALITY = 80;

async function encode(canvas: RgbaCanvas, format: PictureFormat, opaque: boolean): Promise<Buffer> {
  const { width, height, data } = canvas;
  if (format === 'webp') {
    const pixels = sharp(data, { raw: { width, height, channels: 4 } });
    return (opaque ? pixels.removeAlpha() : pixels).webp({ quality: WEBP_QUALITY }).toBuffer();
  }
  // 6 bits per channel: invisible on these drawings, and the filtered rows compress about 45 %
  // better (a 1200×400 banner 136 → 76 KB): the first banner is home's largest paint.
  for (let i = 0; i < data.length; i++) data[i] = (data[i] as number) & 0xfc;
  return encodePng(width, height, data, { opaque, filter: true, level: PNG_LEVEL });
}

async function drawOnce(key: string, format: PictureFormat, draw: () => RgbaCanvas, opaque: boolean): Promise<Buffer> {
  const stored = readCachedPicture(key);
  if (stored) return stored;
  const bytes = await encode(draw(), format, opaque);
  writeCachedPicture(key, bytes);
  return bytes;
}

/**
 * The picture for `key` in `format`, drawn by `draw` on the first request and kept (least recently
 * used dropped). The format is part of the cache key: a `.png` and a `.webp` of one drawing are
 * two files. The promise is what is kept, so concurrent first requests draw once.
 */
function cachedPicture(key: string, format: PictureFormat, draw: () => RgbaCanvas, opaque = true): Promise<Buffer> {
  const cacheKey = `${key}.${format}`;
  let picture = cache.get(cacheKey);
  if (picture) cache.delete(cacheKey);
  else {
    picture = drawOnce(cacheKey, format, draw, opaque);
    // A failed drawing (a size out of range) is not kept.
    picture.catch(() => cache.delete(cacheKey));
  }
  cache.set(cacheKey, picture);
  if (cache.size > CACHE_LIMIT) cache.delete(cache.keys().next().value as string);
  return picture;
}

/** A game's picture (no text): its theme from its name, lane and code. */
export function gamePicture(
  format: PictureFormat,
  gameCode: string,
  lane: string,
  width: number,
  height = width,
  name = '',
): Promise<Buffer> {
  return cachedPicture(`game:${lane}:${gameCode}:${width}x${height}`, format, () =>
    drawThemed(`game:${gameCode}`, themeFor(gameCode, lane, name), width, height),
  );
}

export function vendorLogo(format: PictureFormat, code: string, lane: string): Promise<Buffer> {
  return cachedPicture(`vendor:${lane}:${code}`, format, () => drawVendorLogo(code, lane), false);
}

export function categoryPicture(format: PictureFormat, lane: string, width: number, height = width): Promise<Buffer> {
  const upper = lane.toUpperCase();
  return cachedPicture(`category:${upper}:${width}x${height}`, format, () =>
    drawThemed(`category:${upper}`, CATEGORY_THEME[upper] ?? themeFor(upper, 'RNG'), width, height),
  );
}

/** A banner or promotion picture: wide, its theme from its id; the left side kept calm for a title. */
export function bannerPicture(format: PictureFormat, id: string, width: number, height: number): Promise<Buffer> {
  return cachedPicture(`banner:${id}:${width}x${height}`, format, () =>
    drawThemed(`banner:${id}`, themeFor(id, 'RNG'), width, height),
  );
}
