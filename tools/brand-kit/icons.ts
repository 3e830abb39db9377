/**
 * Draws the app's icons from the operator's artwork with sharp (SVG, PNG, WebP or JPEG in): the
 * same files and sizes the build ships (scripts/generate-icons.ts draws Tala's own), so the
 * manifest, index.html and the service worker keep naming the same files.
 */
import sharp from 'sharp';

export interface IconArtwork {
  /** The logo or the separate app icon. */
  bytes: Buffer;
  /** A separate app icon is already a full square design: it fills the icon instead of sitting on the colour. */
  isAppIcon: boolean;
  /** `#rrggbb` behind the artwork. */
  background: string;
}

interface IconSpec {
  file: string;
  size: number;
  shape: 'rounded' | 'square';
  /** Side of the artwork's box as a fraction of the icon; 1 = full bleed. */
  artwork: number;
  /** iOS shows transparency as black: flatten onto the background. */
  opaque: boolean;
}

/** The maskable safe zone is a centred circle of 80% diameter: a square inside it has a side of 0.8/√2 ≈ 0.566. */
export const MASKABLE_SAFE_SIDE = 0.8 / Math.SQRT2;

function specs(isAppIcon: boolean): IconSpec[] {
  const box = isAppIcon ? 1 : 0.7;
  return [
    { file: 'pwa-192x192.png', size: 192, shape: 'rounded', artwork: box, opaque: false },
    { file: 'pwa-512x512.png', size: 512, shape: 'rounded', artwork: box, opaque: false },
    // The launcher may crop to the safe circle: the artwork stays inside it, the colour runs to the edges.
    { file: 'maskable-icon-512x512.png', size: 512, shape: 'square', artwork: MASKABLE_SAFE_SIDE * 0.98, opaque: true },
    { file: 'apple-touch-icon-180x180.png', size: 180, shape: 'square', artwork: box, opaque: true },
  ];
}

async function renderArtwork(bytes: Buffer, side: number, fit: 'contain' | 'cover'): Promise<Buffer> {
  // SVG: rasterised at a density that gives at least the box's pixels, so edges stay crisp.
  const meta = await sharp(bytes).metadata();
  const density =
    meta.format === 'svg'
      ? Math.min(2400, Math.max(72, (72 * side) / Math.min(meta.width ?? side, meta.height ?? side)))
      : undefined;
  return sharp(bytes, density ? { density } : {})
    .resize(side, side, { fit, background: { r: 0, g: 0, b: 0, alpha: 0 } })
    .png()
    .toBuffer();
}

async function renderIcon(art: IconArtwork, spec: IconSpec): Promise<Buffer> {
  const { size } = spec;
  // Corner radius 3/16 of the side, as Tala's own icons and favicon.
  const radius = spec.shape === 'rounded' ? (size * 3) / 16 : 0;
  const plate = Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}"><rect width="${size}" height="${size}" rx="${radius}" fill="${art.background}"/></svg>`,
  );
  const side = Math.round(size * spec.artwork);
  const artwork = await renderArtwork(art.bytes, side, art.isAppIcon && spec.artwork === 1 ? 'cover' : 'contain');
  let image = sharp(plate).composite([{ input: artwork, gravity: 'centre' }]);
  if (spec.shape === 'rounded' && art.isAppIcon && spec.artwork === 1) {
    // A full-bleed app icon keeps the rounded corners: cut it with the plate's shape.
    image = sharp(await sharp(artwork).png().toBuffer()).composite([{ input: plate, blend: 'dest-in' }]);
  }
  if (spec.opaque) image = sharp(await image.png().toBuffer()).flatten({ background: art.background });
  return image.png({ compressionLevel: 9 }).toBuffer();
}

/** Every icon file name with its PNG bytes, and the favicon (an SVG holding a 64 px PNG). */
export async function renderIcons(art: IconArtwork): Promise<Map<string, Buffer>> {
  const files = new Map<string, Buffer>();
  for (const spec of specs(art.isAppIcon)) files.set(spec.file, await renderIcon(art, spec));
  const favicon = await renderIcon(art, {
    file: 'favicon',
    size: 64,
    shape: 'rounded',
    artwork: art.isAppIcon ? 1 : 0.8,
    opaque: false,
  });
  files.set(
    'favicon.svg',
    Buffer.from(
      `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><image width="64" height="64" href="data:image/png;base64,${favicon.toString('base64')}"/></svg>\n`,
    ),
  );
  return files;
}
