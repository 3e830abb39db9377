// Placeholder artwork for the reference platform: vendor logos, country flags and notice banners.
// Everything is derived from a hash of the input, so the same request always yields the same bytes.
import { drawTextBlock, fitText } from './bitmap-font.ts';
import { encodePng } from './png-encoder.ts';
import { createCanvas, fillRoundedRect, type Rgba, type RgbaCanvas } from './rgba-canvas.ts';

/** Vendor logo width in pixels. */
export const LOGO_WIDTH = 240;
/** Vendor logo height in pixels. */
export const LOGO_HEIGHT = 96;
/** Country flag width in pixels. */
export const FLAG_WIDTH = 48;
/** Country flag height in pixels. */
export const FLAG_HEIGHT = 32;
/** Largest side accepted by `renderBrandImage` (bounds memory for request-driven sizes). */
export const MAX_BRAND_SIDE = 2048;

const WHITE: Rgba = [255, 255, 255, 255];
const SHADOW: Rgba = [0, 0, 0, 90];

// The server renders per request; keep results, but bound the map because banner sizes and texts
// can come from requests. Map iteration order is insertion order, so the first key is the oldest.
const MAX_CACHE_ENTRIES = 512;
const cache = new Map<string, Buffer>();

function memo(key: string, render: () => Buffer): Buffer {
  const hit = cache.get(key);
  if (hit) return hit;
  const png = render();
  if (cache.size >= MAX_CACHE_ENTRIES) cache.delete(cache.keys().next().value as string);
  cache.set(key, png);
  return png;
}

/** Empties the render cache (tests use it to prove rendering itself is deterministic). */
export function clearImageCache(): void {
  cache.clear();
}

/** 32-bit FNV-1a: tiny, stable across runs and platforms, and spreads short codes well. */
function hash(text: string): number {
  let h = 0x811c9dc5;
  for (const byte of Buffer.from(text, 'utf8')) h = Math.imul(h ^ byte, 0x01000193);
  return h >>> 0;
}

/** HSL (h in degrees, s and l in 0–1) to an RGBA colour with alpha `a`. */
function hsl(h: number, s: number, l: number, a = 255): Rgba {
  const k = (n: number): number => (n + h / 30) % 12;
  const c = s * Math.min(l, 1 - l);
  const f = (n: number): number => Math.round(255 * (l - c * Math.max(-1, Math.min(k(n) - 3, 9 - k(n), 1))));
  return [f(0), f(8), f(4), a];
}

/** Text drawn twice: a soft dark offset copy first keeps white text legible on light hues. */
function drawShadowedText(
  canvas: RgbaCanvas,
  text: string,
  box: { x: number; y: number; w: number; h: number },
  maxScale: number,
): void {
  const layout = fitText(text, box.w, box.h, maxScale);
  const offset = Math.max(1, Math.floor(layout.scale / 2));
  drawTextBlock(canvas, layout, { ...box, x: box.x + offset, y: box.y + offset }, SHADOW);
  drawTextBlock(canvas, layout, box, WHITE);
}

function renderLogo(vendorCode: string, category: string): Buffer {
  const canvas = createCanvas(LOGO_WIDTH, LOGO_HEIGHT);
  const h = hash(vendorCode.toUpperCase());
  // Hue spreads vendors around the wheel; a couple of hash bits vary lightness for near-equal hues.
  const hue = h % 360;
  const lightness = 0.36 + ((h >>> 9) % 4) * 0.03;
  // Translucent badge: the "-WHITE" artwork sits on the client's own card background.
  fillRoundedRect(canvas, 4, 4, LOGO_WIDTH - 8, LOGO_HEIGHT - 8, 18, hsl(hue, 0.62, lightness, 190));
  // A small pill tinted by category ties logos in one lane together without competing with the name.
  const accent = hsl(hash(category.toUpperCase()) % 360, 0.75, 0.72, 230);
  fillRoundedRect(canvas, LOGO_WIDTH / 2 - 20, LOGO_HEIGHT - 16, 40, 4, 2, accent);

  const label = vendorCode.replace(/_/g, ' ').trim().toUpperCase() || '?';
  drawShadowedText(canvas, label, { x: 16, y: 10, w: LOGO_WIDTH - 32, h: LOGO_HEIGHT - 30 }, 6);
  return encodePng(canvas.width, canvas.height, canvas.data);
}

/** PNG (240×96, transparent) of a vendor's code in white on a badge coloured from the code. */
export function renderVendorLogo(vendorCode: string, category: string): Buffer {
  return memo(`logo|${vendorCode}|${category}`, () => renderLogo(vendorCode, category));
}

// Colours common on real flags, so placeholders read as "a flag" at a glance.
const FLAG_COLOURS: readonly Rgba[] = [
  [206, 17, 38, 255],
  [255, 255, 255, 255],
  [0, 56, 147, 255],
  [0, 122, 61, 255],
  [252, 209, 22, 255],
  [20, 20, 20, 255],
  [255, 130, 0, 255],
  [108, 172, 228, 255],
];

function renderFlag(code: string): Buffer {
  const canvas = createCanvas(FLAG_WIDTH, FLAG_HEIGHT);
  const h = hash(code);
  // Walk the palette from a hashed start by a hashed non-zero step: stripes 1 and 2 always differ
  // (step 4 yields an A-B-A triband, which real flags have too).
  const start = h % FLAG_COLOURS.length;
  const step = 1 + ((h >>> 3) % (FLAG_COLOURS.length - 1));
  const stripes = [0, 1, 2].map((i) => FLAG_COLOURS[(start + i * step) % FLAG_COLOURS.length] as Rgba);
  const vertical = ((h >>> 7) & 1) === 1;
  for (let y = 0; y < FLAG_HEIGHT; y++) {
    for (let x = 0; x < FLAG_WIDTH; x++) {
      const band = vertical ? Math.floor((x * 3) / FLAG_WIDTH) : Math.floor((y * 3) / FLAG_HEIGHT);
      canvas.data.set(stripes[band] as Rgba, (y * FLAG_WIDTH + x) * 4);
    }
  }
  // Dark plate behind the letters so the code stays readable on any stripe colour.
  fillRoundedRect(canvas, 9, 7, 30, 18, 4, [0, 0, 0, 140]);
  const layout = fitText(code, 26, 14, 2);
  drawTextBlock(canvas, layout, { x: 11, y: 9, w: 26, h: 14 }, WHITE);
  return encodePng(canvas.width, canvas.height, canvas.data);
}

/** PNG (48×32) placeholder flag: hashed stripes with the two-letter country code on top. */
export function renderCountryFlag(countryCode: string): Buffer {
  const code = countryCode.trim().toUpperCase().slice(0, 2) || '??';
  return memo(`flag|${code}`, () => renderFlag(code));
}

function renderBrand(text: string, width: number, height: number): Buffer {
  const canvas = createCanvas(width, height);
  const h = hash(text);
  const from = hsl(h % 360, 0.6, 0.3);
  const to = hsl((h % 360) + 30 + ((h >>> 9) % 60), 0.65, 0.5);
  // Diagonal gradient: t runs 0 at the top-left corner to 1 at the bottom-right one.
  const span = Math.max(1, width - 1 + height - 1);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const t = (x + y) / span;
      const i = (y * width + x) * 4;
      for (let c = 0; c < 3; c++) {
        canvas.data[i + c] = Math.round((from[c] as number) * (1 - t) + (to[c] as number) * t);
      }
      canvas.data[i + 3] = 255;
    }
  }
  const padX = Math.round(width * 0.08);
  const padY = Math.round(height * 0.15);
  const box = { x: padX, y: padY, w: width - 2 * padX, h: height - 2 * padY };
  drawShadowedText(canvas, text.replace(/_/g, ' '), box, 64);
  return encodePng(width, height, canvas.data);
}

/** PNG banner of `width`×`height` with a gradient hashed from `text` and the text centred on it. */
export function renderBrandImage(text: string, width: number, height: number): Buffer {
  for (const side of [width, height]) {
    if (!Number.isInteger(side) || side < 1 || side > MAX_BRAND_SIDE) {
      throw new RangeError(`renderBrandImage: size must be an integer in 1..${MAX_BRAND_SIDE}, got ${width}x${height}`);
    }
  }
  return memo(`brand|${width}x${height}|${text}`, () => renderBrand(text, width, height));
}
