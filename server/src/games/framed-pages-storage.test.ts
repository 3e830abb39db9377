/**
 * The built-in game and lottery pages run in a sandboxed frame without allow-same-origin (an
 * opaque origin): any read of web storage, IndexedDB or cookies throws there. Issue 16: the page
 * inside the frame must not touch them; its state travels in the launch URL and the session header.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

import { describe, expect, it } from 'vitest';

const FRAMED = ['server/src/games', 'server/src/lottery-page'].map((dir) => path.resolve(dir));

describe('framed game and lottery pages', () => {
  it('use no web storage, IndexedDB or cookies', () => {
    const files = FRAMED.flatMap((dir) =>
      readdirSync(dir)
        .filter((name) => /\.(js|html)$/.test(name))
        .map((name) => path.join(dir, name)),
    );
    expect(files.length).toBeGreaterThan(3);
    const offenders = files.filter((file) =>
      /\b(localStorage|sessionStorage|indexedDB)\b|document\.cookie/.test(readFileSync(file, 'utf8')),
    );
    expect(offenders).toEqual([]);
  });
});
