// A tiny in-memory RGBA raster with just the primitives the generated images need.

/** Straight-alpha colour: red, green, blue, alpha, each 0–255. */
export type Rgba = readonly [r: number, g: number, b: number, a: number];

/** Row-major RGBA pixels, 4 bytes per pixel, ready for `encodePng`. */
export interface RgbaCanvas {
  readonly width: number;
  readonly height: number;
  readonly data: Uint8Array;
}

/** Creates a canvas filled with `background` (transparent by default). */
export function createCanvas(width: number, height: number, background: Rgba = [0, 0, 0, 0]): RgbaCanvas {
  const data = new Uint8Array(width * height * 4);
  if (background[3] !== 0) {
    for (let i = 0; i < data.length; i += 4) data.set(background, i);
  }
  return { width, height, data };
}

/** Composites `color` over the pixel at (x, y) with extra coverage 0–1; out-of-bounds is ignored. */
export function blendPixel(canvas: RgbaCanvas, x: number, y: number, color: Rgba, coverage = 1): void {
  if (x < 0 || y < 0 || x >= canvas.width || y >= canvas.height) return;
  const i = (y * canvas.width + x) * 4;
  const d = canvas.data;
  const sa = (color[3] / 255) * coverage;
  if (sa <= 0) return;
  const da = (d[i + 3] as number) / 255;
  // Porter-Duff "source over" on straight alpha, so translucent layers stack like a browser canvas.
  const oa = sa + da * (1 - sa);
  for (let c = 0; c < 3; c++) {
    const src = color[c] as number;
    const dst = d[i + c] as number;
    d[i + c] = Math.round((src * sa + dst * da * (1 - sa)) / oa);
  }
  d[i + 3] = Math.round(oa * 255);
}

/** Fills an axis-aligned rectangle (integer-snapped, clipped to the canvas). */
export function fillRect(canvas: RgbaCanvas, x: number, y: number, w: number, h: number, color: Rgba): void {
  const x0 = Math.max(0, Math.round(x));
  const y0 = Math.max(0, Math.round(y));
  const x1 = Math.min(canvas.width, Math.round(x + w));
  const y1 = Math.min(canvas.height, Math.round(y + h));
  for (let py = y0; py < y1; py++) {
    for (let px = x0; px < x1; px++) blendPixel(canvas, px, py, color);
  }
}

const SUBSAMPLES = 4;

/** Fills a rectangle with rounded corners of radius `r`; corner edges are supersampled for smoothness. */
export function fillRoundedRect(
  canvas: RgbaCanvas,
  x: number,
  y: number,
  w: number,
  h: number,
  r: number,
  color: Rgba,
): void {
  const radius = Math.max(0, Math.min(r, w / 2, h / 2));
  const x0 = Math.max(0, Math.floor(x));
  const y0 = Math.max(0, Math.floor(y));
  const x1 = Math.min(canvas.width, Math.ceil(x + w));
  const y1 = Math.min(canvas.height, Math.ceil(y + h));

  // Is the point inside the shape? Only points in a corner box need the circle test.
  const inside = (px: number, py: number): boolean => {
    if (px < x || py < y || px > x + w || py > y + h) return false;
    const cx = px < x + radius ? x + radius : px > x + w - radius ? x + w - radius : px;
    const cy = py < y + radius ? y + radius : py > y + h - radius ? y + h - radius : py;
    const dx = px - cx;
    const dy = py - cy;
    return dx * dx + dy * dy <= radius * radius;
  };

  for (let py = y0; py < y1; py++) {
    for (let px = x0; px < x1; px++) {
      // Fast path: a pixel whose four corners are all inside is fully covered.
      if (inside(px, py) && inside(px + 1, py) && inside(px, py + 1) && inside(px + 1, py + 1)) {
        blendPixel(canvas, px, py, color);
        continue;
      }
      let hits = 0;
      for (let sy = 0; sy < SUBSAMPLES; sy++) {
        for (let sx = 0; sx < SUBSAMPLES; sx++) {
          if (inside(px + (sx + 0.5) / SUBSAMPLES, py + (sy + 0.5) / SUBSAMPLES)) hits++;
        }
      }
      if (hits > 0) blendPixel(canvas, px, py, color, hits / (SUBSAMPLES * SUBSAMPLES));
    }
  }
}
