// Writes the PWA icons into public/. Run: node --import tsx scripts/generate-icons.ts
// The outputs are committed; rerun only when the artwork below changes.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

import { encodePng } from '../server/src/images/png-encoder.ts';
import { createCanvas, fillRect, fillRoundedRect, type Rgba } from '../server/src/images/rgba-canvas.ts';

const BRAND_GREEN: Rgba = [0x0b, 0x7a, 0x53, 255];
const WHITE: Rgba = [255, 255, 255, 255];
const PUBLIC_DIR = fileURLToPath(new URL('../public/', import.meta.url));

interface IconSpec {
  file: string;
  size: number;
  /** Rounded corners with transparent outside; platforms that mask icons want full bleed instead. */
  rounded: boolean;
  /** Height of the "T" as a fraction of the icon side. */
  glyph: number;
}

const ICONS: readonly IconSpec[] = [
  { file: 'pwa-192x192.png', size: 192, rounded: true, glyph: 0.56 },
  { file: 'pwa-512x512.png', size: 512, rounded: true, glyph: 0.56 },
  // Maskable: the launcher may crop to a circle of 80% diameter, so the T (bounding-box diagonal
  // ≈ 0.64 of the side at 0.45) stays well inside it while the green runs to the edges.
  { file: 'maskable-icon-512x512.png', size: 512, rounded: false, glyph: 0.45 },
  // iOS applies its own corner mask and shows transparency as black: keep it square and opaque.
  { file: 'apple-touch-icon-180x180.png', size: 180, rounded: false, glyph: 0.56 },
];

function renderIcon({ size, rounded, glyph }: IconSpec): Buffer {
  const canvas = createCanvas(size, size);
  // Corner radius 3/16 of the side matches favicon.svg (12 on a 64 grid).
  if (rounded) fillRoundedRect(canvas, 0, 0, size, size, (size * 3) / 16, BRAND_GREEN);
  else fillRect(canvas, 0, 0, size, size, BRAND_GREEN);

  // A bold T from two rectangles, same proportions as favicon.svg: bar 1 × 0.25, stem 0.28 wide.
  const h = Math.round(size * glyph);
  const barHeight = Math.round(h * 0.25);
  const stemWidth = Math.round(h * 0.28);
  const left = Math.round((size - h) / 2);
  const top = Math.round((size - h) / 2);
  fillRect(canvas, left, top, h, barHeight, WHITE);
  fillRect(canvas, Math.round((size - stemWidth) / 2), top, stemWidth, h, WHITE);
  return encodePng(size, size, canvas.data);
}

// Hand-written so it stays crisp at any size; the T is a path (not <text>) to avoid font fallback.
const FAVICON_SVG = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64">
  <rect width="64" height="64" rx="12" fill="#0b7a53"/>
  <path fill="#fff" d="M14 14h36v9H37v27H27V23H14z"/>
</svg>
`;

mkdirSync(PUBLIC_DIR, { recursive: true });
for (const icon of ICONS) {
  const png = renderIcon(icon);
  writeFileSync(join(PUBLIC_DIR, icon.file), png);
  console.log(`${icon.file}: ${png.length} bytes`);
}
writeFileSync(join(PUBLIC_DIR, 'favicon.svg'), FAVICON_SVG);
console.log(`favicon.svg: ${Buffer.byteLength(FAVICON_SVG)} bytes`);
