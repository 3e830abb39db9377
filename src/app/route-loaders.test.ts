/**
 * Issue 26: every path route whose page reads platform data starts that data in its loader (so a
 * tap or hover starts it, `defaultPreload: 'intent'`). A route file without a loader must be listed
 * here with the reason its page reads nothing ahead of time; a new page that forgets its loader fails.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

import { describe, expect, it } from 'vitest';

const ROUTES = path.resolve(import.meta.dirname, '../routes');

const WITHOUT_LOADER: Record<string, string> = {
  '_framed/game.tsx': 'launching a game is a write (a single-use game address), started by the page itself',
  '_framed/lottery.tsx': 'its one read is the lottery launch, whose token is single use',
  '_framed/seamless.tsx': 'the same framed lottery as /lottery',
  '_site/download.tsx': 'static install steps and the runtime config',
  '_site/app.tsx': 'the download page under its spec alias',
  '_site/login.tsx': 'a form; the captcha and slider are asked when the form needs them',
  '_site/join.tsx': 'static content',
};

/** Route files (not layouts: `_site.tsx` and the like render an outlet) with a page component. */
function pageRoutes(dir = ROUTES, prefix = ''): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const relative = prefix + entry.name;
    if (entry.isDirectory()) return pageRoutes(path.join(dir, entry.name), `${relative}/`);
    if (!/\.tsx$/.test(entry.name) || entry.name.includes('.gen.')) return [];
    const source = readFileSync(path.join(dir, entry.name), 'utf8');
    const isLayout =
      /<Outlet|Layout variant|Layout \/>|layout/i.test(source) && !/component: [A-Z]\w*Page\b/.test(source);
    return isLayout && !source.includes('loader') ? [] : [relative];
  });
}

describe('route loaders', () => {
  it('gives every page route a loader or a recorded reason for none', () => {
    const missing = pageRoutes().filter((file) => {
      const source = readFileSync(path.join(ROUTES, file), 'utf8');
      return !/\bloader\s*:/.test(source) && !(file in WITHOUT_LOADER);
    });
    expect(missing).toEqual([]);
  });

  it('lists no exception that has a loader now or no longer exists', () => {
    const routes = new Set(pageRoutes());
    for (const file of Object.keys(WITHOUT_LOADER)) {
      expect(routes.has(file), `${file} is not a page route`).toBe(true);
      expect(readFileSync(path.join(ROUTES, file), 'utf8')).not.toMatch(/\bloader\s*:/);
    }
  });
});
