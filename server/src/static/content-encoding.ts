/**
 * Picks the precompressed copy of a dist/ file (written by scripts/compress-assets.ts) that the
 * client accepts: Brotli first, then gzip, else the file itself. A copy older than its file is
 * ignored, so an operator who edits dist/manifest.webmanifest (or any file) after the build is
 * never answered with the stale compressed bytes.
 */
import { COMPRESSIBLE_PATH } from './compressible.ts';
import { readDistFile, type DistFile } from './dist-files.ts';

export type ContentEncoding = 'br' | 'gzip';
const SUFFIX: Record<ContentEncoding, string> = { br: '.br', gzip: '.gz' };

/** The encodings an `Accept-Encoding` header allows, in our order of preference (br, gzip). */
export function acceptedEncodings(header: string | undefined): ContentEncoding[] {
  if (!header) return [];
  const q = new Map<string, number>();
  for (const part of header.toLowerCase().split(',')) {
    const [name = '', ...params] = part.trim().split(';');
    const qParam = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const value = qParam ? Number(qParam.slice(2)) : 1;
    q.set(name.trim(), Number.isFinite(value) ? value : 0);
  }
  const allowed = (name: ContentEncoding) => (q.get(name) ?? q.get('*') ?? 0) > 0;
  return (['br', 'gzip'] as const).filter(allowed);
}

/** Whether responses for this path vary by Accept-Encoding (a compressed copy may exist). */
export function isCompressible(fullPath: string): boolean {
  return COMPRESSIBLE_PATH.test(fullPath);
}

/** The best accepted, fresh precompressed copy of `fullPath`, or null to send the file itself. */
export async function precompressedCopy(
  fullPath: string,
  original: DistFile,
  acceptEncoding: string | undefined,
): Promise<{ encoding: ContentEncoding; file: DistFile } | null> {
  if (!isCompressible(fullPath)) return null;
  for (const encoding of acceptedEncodings(acceptEncoding)) {
    const copy = await readDistFile(fullPath + SUFFIX[encoding]);
    if (copy && copy.mtimeMs >= original.mtimeMs) return { encoding, file: copy };
  }
  return null;
}
