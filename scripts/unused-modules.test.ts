/**
 * Every client module is imported by another one (or is an entry: main, routes, declarations), so
 * a screen replaced by a newer one cannot linger as dead code (as the old category page once did).
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

import { describe, expect, it } from 'vitest';

const SRC = path.resolve('src');
const CODE = /\.(ts|tsx)$/;

function walk(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? walk(full) : CODE.test(entry.name) ? [full] : [];
  });
}

/**
 * Test files, declarations, the entries (the app's main, the dev-only design workshop of design.html)
 * and the file routes are used by the tools, not by imports.
 */
const isEntry = (file: string) =>
  /\.test\.tsx?$|\.d\.ts$/.test(file) ||
  file === path.join(SRC, 'main.tsx') ||
  file === path.join(SRC, 'dev', 'design-workshop.tsx') ||
  file.startsWith(path.join(SRC, 'routes') + path.sep) ||
  file.endsWith('routeTree.gen.ts');

function importedModules(files: string[]): Set<string> {
  const imported = new Set<string>();
  const specifier = /(?:from\s+|import\s*\(\s*|import\s+)['"]([^'"]+)['"]/g;
  for (const file of files) {
    for (const match of readFileSync(file, 'utf8').matchAll(specifier)) {
      const spec = match[1] ?? '';
      const base = spec.startsWith('@/')
        ? path.join(SRC, spec.slice(2))
        : spec.startsWith('.')
          ? path.resolve(path.dirname(file), spec)
          : null;
      if (base) imported.add(base.replace(CODE, ''));
    }
  }
  return imported;
}

describe('client modules', () => {
  it('are all imported somewhere', () => {
    const files = walk(SRC);
    const imported = importedModules(files);
    const unused = files.filter((file) => !isEntry(file) && !imported.has(file.replace(CODE, '')));
    expect(unused.map((file) => path.relative(SRC, file))).toEqual([]);
  });
});
