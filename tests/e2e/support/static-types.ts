/** The content type of a built file by its extension, for the test servers that serve dist/ themselves. */
import path from 'node:path';

const TYPES: Record<string, string> = {
  '.html': 'text/html',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.json': 'application/json',
  '.webmanifest': 'application/manifest+json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.webp': 'image/webp',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain',
};

export function staticType(file: string): string {
  return TYPES[path.extname(file)] ?? 'application/octet-stream';
}
