/**
 * The scanline filler behind vector-raster.ts: polygons to anti-aliased coverage (non-zero winding,
 * sub-rows), painted with a flat colour or a linear or radial gradient.
 */
import { blendPixel, type Rgba, type RgbaCanvas } from './rgba-canvas.ts';
import type { LinearPaint, Paint, Point } from './vector-raster.ts';

const SUB_ROWS = 4;

export function signedArea(polygon: readonly Point[]): number {
  let area = 0;
  for (let i = 0; i < polygon.length; i++) {
    const [x0, y0] = polygon[i] as Point;
    const [x1, y1] = polygon[(i + 1) % polygon.length] as Point;
    area += x0 * y1 - x1 * y0;
  }
  return area;
}

function mix(a: Rgba, b: Rgba, t: number): Rgba {
  return [a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t, a[2] + (b[2] - a[2]) * t, a[3] + (b[3] - a[3]) * t];
}

function stopColour(stops: LinearPaint['stops'], t: number): Rgba {
  const first = stops[0] as LinearPaint['stops'][number];
  if (t <= first[0]) return first[1];
  for (let i = 1; i < stops.length; i++) {
    const [offset, colour] = stops[i] as LinearPaint['stops'][number];
    const [previousOffset, previous] = stops[i - 1] as LinearPaint['stops'][number];
    if (t <= offset) return mix(previous, colour, (t - previousOffset) / Math.max(1e-6, offset - previousOffset));
  }
  return (stops[stops.length - 1] as LinearPaint['stops'][number])[1];
}

export function paintSampler(paint: Paint): (x: number, y: number) => Rgba {
  if (!('kind' in paint)) return () => paint;
  if (paint.kind === 'linear') {
    const [x0, y0] = paint.from;
    const dx = paint.to[0] - x0;
    const dy = paint.to[1] - y0;
    const lengthSquared = dx * dx + dy * dy || 1;
    return (x, y) => stopColour(paint.stops, Math.min(1, Math.max(0, ((x - x0) * dx + (y - y0) * dy) / lengthSquared)));
  }
  const [cx, cy] = paint.centre;
  return (x, y) => stopColour(paint.stops, Math.min(1, Math.hypot(x - cx, y - cy) / (paint.radius || 1)));
}

interface Edge {
  x0: number;
  y0: number;
  x1: number;
  y1: number;
  winding: number;
}

export function rasterise(
  canvas: RgbaCanvas,
  polygons: readonly Point[][],
  evenOdd: boolean,
  colourAt: (x: number, y: number) => Rgba,
  opacity: number,
): void {
  const edges: Edge[] = [];
  let minX = Infinity;
  let minY = Infinity;
  let maxX = -Infinity;
  let maxY = -Infinity;
  for (const polygon of polygons) {
    for (let i = 0; i < polygon.length; i++) {
      const [ax, ay] = polygon[i] as Point;
      const [bx, by] = polygon[(i + 1) % polygon.length] as Point;
      minX = Math.min(minX, ax);
      maxX = Math.max(maxX, ax);
      minY = Math.min(minY, ay);
      maxY = Math.max(maxY, ay);
      if (ay === by) continue;
      edges.push(
        ay < by ? { x0: ax, y0: ay, x1: bx, y1: by, winding: 1 } : { x0: bx, y0: by, x1: ax, y1: ay, winding: -1 },
      );
    }
  }
  if (edges.length === 0) return;
  const left = Math.max(0, Math.floor(minX));
  const right = Math.min(canvas.width, Math.ceil(maxX) + 1);
  const top = Math.max(0, Math.floor(minY));
  const bottom = Math.min(canvas.height, Math.ceil(maxY) + 1);
  if (left >= right || top >= bottom) return;
  edges.sort((a, b) => a.y0 - b.y0);
  const coverage = new Float32Array(right - left + 1);
  const crossings: { x: number; winding: number }[] = [];
  let firstEdge = 0;
  for (let py = top; py < bottom; py++) {
    coverage.fill(0);
    let touched = false;
    while (firstEdge < edges.length && (edges[firstEdge] as Edge).y1 <= py) firstEdge++;
    for (let sub = 0; sub < SUB_ROWS; sub++) {
      const y = py + (sub + 0.5) / SUB_ROWS;
      crossings.length = 0;
      for (let i = firstEdge; i < edges.length; i++) {
        const edge = edges[i] as Edge;
        if (edge.y0 > y) break;
        if (y >= edge.y1) continue;
        crossings.push({
          x: edge.x0 + ((y - edge.y0) * (edge.x1 - edge.x0)) / (edge.y1 - edge.y0),
          winding: edge.winding,
        });
      }
      if (crossings.length < 2) continue;
      crossings.sort((a, b) => a.x - b.x);
      let winding = 0;
      for (let i = 0; i < crossings.length - 1; i++) {
        const crossing = crossings[i] as { x: number; winding: number };
        winding += evenOdd ? 1 : crossing.winding;
        const inside = evenOdd ? winding % 2 === 1 : winding !== 0;
        if (!inside) continue;
        const from = Math.max(left, crossing.x);
        const to = Math.min(right, (crossings[i + 1] as { x: number }).x);
        if (to <= from) continue;
        touched = true;
        addSpan(coverage, from - left, to - left);
      }
    }
    if (!touched) continue;
    for (let px = left; px < right; px++) {
      const amount = (coverage[px - left] as number) / SUB_ROWS;
      if (amount <= 0.002) continue;
      blendPixel(canvas, px, py, colourAt(px + 0.5, py + 0.5), Math.min(1, amount) * opacity);
    }
  }
}

/** Adds the span [from, to) (pixel units from the row's left) to the row's coverage, exactly. */
function addSpan(coverage: Float32Array, from: number, to: number): void {
  const first = Math.floor(from);
  const last = Math.floor(to);
  if (first === last) {
    coverage[first] = (coverage[first] as number) + (to - from);
    return;
  }
  coverage[first] = (coverage[first] as number) + (first + 1 - from);
  for (let x = first + 1; x < last; x++) coverage[x] = (coverage[x] as number) + 1;
  if (last < coverage.length) coverage[last] = (coverage[last] as number) + (to - last);
}
