/**
 * The platform's set of STATIC avatars, generated (no image files): a coloured disc with a
 * head-and-shoulders silhouette, 96×96 PNG, one colour pair per code `A01`…`A08`.
 */
import { encodePng } from '../../images/png-encoder.ts';
import { blendPixel, createCanvas, type Rgba, type RgbaCanvas } from '../../images/rgba-canvas.ts';

const SIZE = 96;
const PALETTE: readonly [background: Rgba, figure: Rgba][] = [
  [
    [233, 84, 32, 255],
    [255, 224, 178, 255],
  ],
  [
    [30, 136, 229, 255],
    [227, 242, 253, 255],
  ],
  [
    [67, 160, 71, 255],
    [232, 245, 233, 255],
  ],
  [
    [142, 36, 170, 255],
    [243, 229, 245, 255],
  ],
  [
    [0, 137, 123, 255],
    [224, 242, 241, 255],
  ],
  [
    [253, 216, 53, 255],
    [93, 64, 55, 255],
  ],
  [
    [216, 27, 96, 255],
    [252, 228, 236, 255],
  ],
  [
    [55, 71, 79, 255],
    [255, 213, 79, 255],
  ],
];

export const STATIC_AVATAR_CODES: readonly string[] = PALETTE.map(
  (_, index) => `A${String(index + 1).padStart(2, '0')}`,
);

/** Path of a static avatar, relative to an image CDN (as vendor logos). */
export const staticAvatarPath = (code: string) => `TCG_PROD_IMAGES/AVATAR/STATIC/${code}.png`;

/** Fills an ellipse with 4×4 supersampled edges. */
function fillEllipse(
  canvas: RgbaCanvas,
  cx: number,
  cy: number,
  rx: number,
  ry: number,
  color: Rgba,
  clip?: (x: number, y: number) => boolean,
): void {
  for (let y = Math.floor(cy - ry); y <= Math.ceil(cy + ry); y++) {
    for (let x = Math.floor(cx - rx); x <= Math.ceil(cx + rx); x++) {
      let inside = 0;
      for (let sy = 0; sy < 4; sy++) {
        for (let sx = 0; sx < 4; sx++) {
          const px = x + (sx + 0.5) / 4;
          const py = y + (sy + 0.5) / 4;
          const dx = (px - cx) / rx;
          const dy = (py - cy) / ry;
          if (dx * dx + dy * dy <= 1 && (!clip || clip(px, py))) inside++;
        }
      }
      if (inside > 0) blendPixel(canvas, x, y, color, inside / 16);
    }
  }
}

const cache = new Map<string, Buffer>();

/** The PNG of a static avatar, or null for an unknown code. */
export function renderStaticAvatar(code: string): Buffer | null {
  const index = STATIC_AVATAR_CODES.indexOf(code);
  const colours = PALETTE[index];
  if (!colours) return null;
  const cached = cache.get(code);
  if (cached) return cached;
  const [background, figure] = colours;
  const canvas = createCanvas(SIZE, SIZE);
  const half = SIZE / 2;
  fillEllipse(canvas, half, half, half, half, background);
  const insideDisc = (x: number, y: number) => (x - half) ** 2 + (y - half) ** 2 <= half * half;
  fillEllipse(canvas, half, SIZE * 0.4, SIZE * 0.18, SIZE * 0.18, figure);
  fillEllipse(canvas, half, SIZE * 0.95, SIZE * 0.34, SIZE * 0.3, figure, insideDisc);
  const png = encodePng(SIZE, SIZE, canvas.data);
  cache.set(code, png);
  return png;
}
