/** Renders a captcha text to a PNG: jittered glyphs of the bitmap font over noise lines and dots. */
import { randomInt } from 'node:crypto';

import { drawText, GLYPH_ADVANCE } from '../../images/bitmap-font.ts';
import { encodePng } from '../../images/png-encoder.ts';
import { blendPixel, createCanvas, type Rgba, type RgbaCanvas } from '../../images/rgba-canvas.ts';

export const CAPTCHA_WIDTH = 120;
export const CAPTCHA_HEIGHT = 40;
const SCALE = 3;

const INKS: readonly Rgba[] = [
  [30, 64, 175, 255],
  [153, 27, 27, 255],
  [22, 101, 52, 255],
  [88, 28, 135, 255],
  [55, 65, 81, 255],
];

const pick = <T>(items: readonly T[]): T => items[randomInt(items.length)] as T;
const faded = (color: Rgba, alpha: number): Rgba => [color[0], color[1], color[2], alpha];

function line(canvas: RgbaCanvas, x0: number, y0: number, x1: number, y1: number, color: Rgba): void {
  const steps = Math.max(Math.abs(x1 - x0), Math.abs(y1 - y0), 1);
  for (let i = 0; i <= steps; i++) {
    blendPixel(canvas, Math.round(x0 + ((x1 - x0) * i) / steps), Math.round(y0 + ((y1 - y0) * i) / steps), color);
  }
}

/** PNG bytes of `text` (4–5 upper-case characters of the font). */
export function renderCaptcha(text: string): Buffer {
  const canvas = createCanvas(CAPTCHA_WIDTH, CAPTCHA_HEIGHT, [243, 244, 246, 255]);
  for (let i = 0; i < 60; i++)
    blendPixel(canvas, randomInt(CAPTCHA_WIDTH), randomInt(CAPTCHA_HEIGHT), faded(pick(INKS), 160));
  const advance = GLYPH_ADVANCE * SCALE + 2;
  let x = Math.max(2, Math.floor((CAPTCHA_WIDTH - advance * text.length) / 2));
  for (const ch of text) {
    drawText(canvas, ch, x + randomInt(-1, 2), 6 + randomInt(-3, 4), SCALE, pick(INKS));
    x += advance;
  }
  for (let i = 0; i < 4; i++) {
    line(
      canvas,
      randomInt(CAPTCHA_WIDTH),
      randomInt(CAPTCHA_HEIGHT),
      randomInt(CAPTCHA_WIDTH),
      randomInt(CAPTCHA_HEIGHT),
      faded(pick(INKS), 150),
    );
  }
  return encodePng(canvas.width, canvas.height, canvas.data);
}
