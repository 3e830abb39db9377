// Minimal PNG writer: truecolour + alpha (colour type 6), 8 bits per channel, no interlace.
// Pure JS on top of node:zlib so the server needs no native image library.
import { deflateSync } from 'node:zlib';

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

// CRC-32 (ISO 3309, polynomial 0xEDB88320) as required for every PNG chunk; table built once.
const CRC_TABLE: Uint32Array = (() => {
  const table = new Uint32Array(256);
  for (let n = 0; n < 256; n++) {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    table[n] = c >>> 0;
  }
  return table;
})();

/** CRC-32 of `bytes` as used by PNG chunks (unsigned 32-bit result). */
export function crc32(bytes: Uint8Array): number {
  let c = 0xffffffff;
  for (let i = 0; i < bytes.length; i++) {
    // Both indices are in range by construction (byte value, table of 256).
    c = (CRC_TABLE[(c ^ (bytes[i] as number)) & 0xff] as number) ^ (c >>> 8);
  }
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Uint8Array): Buffer {
  const out = Buffer.alloc(12 + data.length);
  out.writeUInt32BE(data.length, 0);
  out.write(type, 4, 'ascii');
  out.set(data, 8);
  // The CRC covers the type and the data, not the length field.
  out.writeUInt32BE(crc32(out.subarray(4, 8 + data.length)), 8 + data.length);
  return out;
}

/** Encodes straight (non-premultiplied) RGBA pixels, row-major, into a PNG file. */
export function encodePng(width: number, height: number, rgba: Uint8Array, options: PngOptions = {}): Buffer {
  if (!Number.isInteger(width) || !Number.isInteger(height) || width < 1 || height < 1) {
    throw new RangeError(`encodePng: invalid size ${width}x${height}`);
  }
  if (rgba.length !== width * height * 4) {
    throw new RangeError(`encodePng: expected ${width * height * 4} bytes, got ${rgba.length}`);
  }
  const channels = options.opaque ? 3 : 4;

  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr[8] = 8; // bit depth
  ihdr[9] = channels === 4 ? 6 : 2; // colour type: RGBA or RGB
  ihdr[10] = 0; // compression: deflate
  ihdr[11] = 0; // filter method 0
  ihdr[12] = 0; // no interlace

  const stride = width * channels;
  const pixels =
    channels === 4
      ? rgba
      : (() => {
          const rgb = new Uint8Array(width * height * 3);
          for (let i = 0, j = 0; i < rgba.length; i += 4, j += 3) {
            rgb[j] = rgba[i] as number;
            rgb[j + 1] = rgba[i + 1] as number;
            rgb[j + 2] = rgba[i + 2] as number;
          }
          return rgb;
        })();
  const raw = Buffer.alloc((stride + 1) * height);
  for (let y = 0; y < height; y++) {
    const row = pixels.subarray(y * stride, (y + 1) * stride);
    const above = y > 0 ? pixels.subarray((y - 1) * stride, y * stride) : undefined;
    if (options.filter) writeFilteredRow(raw, y * (stride + 1), row, above, channels);
    else {
      raw[y * (stride + 1)] = 0;
      raw.set(row, y * (stride + 1) + 1);
    }
  }

  return Buffer.concat([
    PNG_SIGNATURE,
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(raw, { level: options.level ?? 9 })),
    chunk('IEND', new Uint8Array(0)),
  ]);
}

export interface PngOptions {
  /** Drop the alpha channel (colour type 2): a quarter fewer bytes for pictures without transparency. */
  opaque?: boolean;
  /** Pick the best of PNG's five row filters per row (smaller files for gradients and pictures). */
  filter?: boolean;
  /** zlib level, 9 by default. */
  level?: number;
}

function paeth(a: number, b: number, c: number): number {
  const p = a + b - c;
  const pa = Math.abs(p - a);
  const pb = Math.abs(p - b);
  const pc = Math.abs(p - c);
  return pa <= pb && pa <= pc ? a : pb <= pc ? b : c;
}

const candidate = new Map<number, Uint8Array>();

/** Writes the row with the filter whose output has the smallest sum of absolute values (the PNG book's heuristic). */
function writeFilteredRow(out: Buffer, at: number, row: Uint8Array, above: Uint8Array | undefined, bpp: number): void {
  let best = 0;
  let bestScore = Infinity;
  for (let type = 0; type < 5; type++) {
    let buffer = candidate.get(type);
    if (!buffer || buffer.length !== row.length) candidate.set(type, (buffer = new Uint8Array(row.length)));
    let score = 0;
    for (let i = 0; i < row.length; i++) {
      const x = row[i] as number;
      const a = i >= bpp ? (row[i - bpp] as number) : 0;
      const b = above ? (above[i] as number) : 0;
      const c = above && i >= bpp ? (above[i - bpp] as number) : 0;
      const predicted = type === 0 ? 0 : type === 1 ? a : type === 2 ? b : type === 3 ? (a + b) >> 1 : paeth(a, b, c);
      const value = (x - predicted) & 0xff;
      buffer[i] = value;
      score += value < 128 ? value : 256 - value;
    }
    if (score < bestScore) {
      bestScore = score;
      best = type;
    }
  }
  out[at] = best;
  out.set(candidate.get(best) as Uint8Array, at + 1);
}
