/**
 * A geometric stroke font (A–Z, 0–9) for vendor wordmarks: each glyph is a few polylines on a
 * 4×6 grid, drawn as thick round-capped lines by the vector rasteriser. No font files, the same
 * look on every machine.
 */
import { Path, type Drawer, type Paint, type Point } from './vector-raster.ts';

type Glyph = readonly (readonly Point[])[];

const O: Glyph = [
  [
    [1, 0],
    [3, 0],
    [4, 1],
    [4, 5],
    [3, 6],
    [1, 6],
    [0, 5],
    [0, 1],
    [1, 0],
  ],
];
const P: Glyph = [
  [
    [0, 6],
    [0, 0],
    [3, 0],
    [4, 1],
    [4, 2],
    [3, 3],
    [0, 3],
  ],
];

// Written compactly: x,y pairs per polyline.
const RAW: Record<string, string[]> = {
  A: ['0,6 0,2 2,0 4,2 4,6', '0,4 4,4'],
  B: ['0,0 0,6 3,6 4,5 4,4 3,3 0,3', '0,0 3,0 4,1 4,2 3,3'],
  C: ['4,1 3,0 1,0 0,1 0,5 1,6 3,6 4,5'],
  D: ['0,0 0,6 2,6 4,4 4,2 2,0 0,0'],
  E: ['4,0 0,0 0,6 4,6', '0,3 3,3'],
  F: ['4,0 0,0 0,6', '0,3 3,3'],
  G: ['4,1 3,0 1,0 0,1 0,5 1,6 3,6 4,5 4,3 2,3'],
  H: ['0,0 0,6', '4,0 4,6', '0,3 4,3'],
  I: ['2,0 2,6', '1,0 3,0', '1,6 3,6'],
  J: ['4,0 4,5 3,6 1,6 0,5'],
  K: ['0,0 0,6', '4,0 0,4', '1,3 4,6'],
  L: ['0,0 0,6 4,6'],
  M: ['0,6 0,0 2,3 4,0 4,6'],
  N: ['0,6 0,0 4,6 4,0'],
  Q: ['2,4 4,6'],
  R: ['2,3 4,6'],
  S: ['4,1 3,0 1,0 0,1 0,2 1,3 3,3 4,4 4,5 3,6 1,6 0,5'],
  T: ['0,0 4,0', '2,0 2,6'],
  U: ['0,0 0,5 1,6 3,6 4,5 4,0'],
  V: ['0,0 2,6 4,0'],
  W: ['0,0 1,6 2,3 3,6 4,0'],
  X: ['0,0 4,6', '4,0 0,6'],
  Y: ['0,0 2,3 4,0', '2,3 2,6'],
  Z: ['0,0 4,0 0,6 4,6'],
  '1': ['1,1 2,0 2,6', '1,6 3,6'],
  '2': ['0,1 1,0 3,0 4,1 4,2 0,6 4,6'],
  '3': ['0,1 1,0 3,0 4,1 4,2 3,3 1,3', '3,3 4,4 4,5 3,6 1,6 0,5'],
  '4': ['3,6 3,0 0,4 4,4'],
  '5': ['4,0 0,0 0,3 3,3 4,4 4,5 3,6 0,6'],
  '6': ['3,0 1,0 0,1 0,5 1,6 3,6 4,5 4,4 3,3 0,3'],
  '7': ['0,0 4,0 1,6'],
  '8': ['1,3 0,2 0,1 1,0 3,0 4,1 4,2 3,3 1,3 0,4 0,5 1,6 3,6 4,5 4,4 3,3'],
  '9': ['4,3 1,3 0,2 0,1 1,0 3,0 4,1 4,5 3,6 1,6'],
};

const parse = (line: string): Point[] => line.split(' ').map((pair) => pair.split(',').map(Number) as unknown as Point);

const GLYPHS: Record<string, Glyph> = Object.fromEntries(
  Object.entries(RAW).map(([ch, lines]) => [ch, lines.map(parse)]),
);
GLYPHS.O = O;
GLYPHS['0'] = O;
GLYPHS.P = P;
GLYPHS.Q = [...O, ...(GLYPHS.Q ?? [])];
GLYPHS.R = [...P, ...(GLYPHS.R ?? [])];

/** Glyph advance in grid units (glyph 4 wide plus the gap). */
const ADVANCE = 5.6;
const SPACE = 3.6;

/** Width of `text` in grid units (unknown characters are skipped). */
export function strokeTextWidth(text: string): number {
  let width = 0;
  for (const ch of text) width += ch === ' ' ? SPACE : GLYPHS[ch] ? ADVANCE : 0;
  return Math.max(0, width - (ADVANCE - 4));
}

/** Draws `text` (upper case) with its top-left at (x, y), `unit` pixels per grid unit. */
export function drawStrokeText(d: Drawer, text: string, x: number, y: number, unit: number, paint: Paint): void {
  const path = new Path();
  let cursor = x;
  for (const ch of text) {
    if (ch === ' ') {
      cursor += SPACE * unit;
      continue;
    }
    const glyph = GLYPHS[ch];
    if (!glyph) continue;
    for (const line of glyph)
      path.stroke(
        line.map(([gx, gy]) => [cursor + gx * unit, y + gy * unit] as const),
        unit * 1.15,
      );
    cursor += ADVANCE * unit;
  }
  d.fill(path, paint);
}
