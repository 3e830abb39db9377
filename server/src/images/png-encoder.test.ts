import { inflateSync, crc32 as zlibCrc32 } from 'node:zlib';

import { describe, expect, it } from 'vitest';

import { crc32, encodePng } from './png-encoder.ts';

interface Chunk {
  type: string;
  data: Buffer;
}

interface DecodedPng {
  width: number;
  height: number;
  colourType: number;
  bitDepth: number;
  pixels: Uint8Array;
  chunkTypes: string[];
}

const SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

/** An independent reader for what encodePng emits (8-bit RGBA, filter 0): checks every CRC. */
function decodePng(png: Buffer): DecodedPng {
  expect([...png.subarray(0, 8)]).toEqual(SIGNATURE);
  const chunks: Chunk[] = [];
  let offset = 8;
  while (offset < png.length) {
    const length = png.readUInt32BE(offset);
    const typeAndData = png.subarray(offset + 4, offset + 8 + length);
    const storedCrc = png.readUInt32BE(offset + 8 + length);
    // node:zlib's crc32 is a reference implementation independent of ours.
    expect(storedCrc).toBe(zlibCrc32(typeAndData));
    chunks.push({ type: typeAndData.subarray(0, 4).toString('ascii'), data: typeAndData.subarray(4) });
    offset += 12 + length;
  }
  expect(offset).toBe(png.length);

  const ihdr = chunks[0];
  if (!ihdr || ihdr.type !== 'IHDR') throw new Error('first chunk must be IHDR');
  const width = ihdr.data.readUInt32BE(0);
  const height = ihdr.data.readUInt32BE(4);
  const idat = Buffer.concat(chunks.filter((c) => c.type === 'IDAT').map((c) => c.data));
  const raw = inflateSync(idat);
  const stride = width * 4;
  expect(raw.length).toBe((stride + 1) * height);
  const pixels = new Uint8Array(stride * height);
  for (let y = 0; y < height; y++) {
    expect(raw[y * (stride + 1)]).toBe(0);
    pixels.set(raw.subarray(y * (stride + 1) + 1, (y + 1) * (stride + 1)), y * stride);
  }
  return {
    width,
    height,
    bitDepth: ihdr.data[8] as number,
    colourType: ihdr.data[9] as number,
    pixels,
    chunkTypes: chunks.map((c) => c.type),
  };
}

function pseudoRandomPixels(count: number, seed: number): Uint8Array {
  const out = new Uint8Array(count * 4);
  let s = seed;
  for (let i = 0; i < out.length; i++) {
    s = (Math.imul(s, 1103515245) + 12345) >>> 0;
    out[i] = s >>> 24;
  }
  return out;
}

describe('encodePng', () => {
  it('round-trips pixels through a standalone decoder', () => {
    const width = 13;
    const height = 7;
    const rgba = pseudoRandomPixels(width * height, 42);
    const decoded = decodePng(encodePng(width, height, rgba));
    expect(decoded).toMatchObject({ width, height, bitDepth: 8, colourType: 6 });
    expect(decoded.chunkTypes).toEqual(['IHDR', 'IDAT', 'IEND']);
    expect(decoded.pixels).toEqual(rgba);
  });

  it('encodes a 1×1 image', () => {
    const rgba = new Uint8Array([1, 2, 3, 4]);
    const decoded = decodePng(encodePng(1, 1, rgba));
    expect(decoded.pixels).toEqual(rgba);
  });

  it('rejects a buffer of the wrong length or a bad size', () => {
    expect(() => encodePng(2, 2, new Uint8Array(15))).toThrow(RangeError);
    expect(() => encodePng(0, 2, new Uint8Array(0))).toThrow(RangeError);
    expect(() => encodePng(1.5, 2, new Uint8Array(12))).toThrow(RangeError);
  });

  it('computes CRC-32 like zlib', () => {
    expect(crc32(Buffer.from('IEND', 'ascii'))).toBe(0xae426082);
    const data = pseudoRandomPixels(100, 7);
    expect(crc32(data)).toBe(zlibCrc32(data));
  });
});
