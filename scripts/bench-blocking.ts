/**
 * `npm run bench:blocking -- --dist a,b [--pages home,lobby,login] [--runs 8]`: an A/B of main-thread
 * blocking between builds, for when Lighthouse's total blocking time moves. Lighthouse simulates
 * (it loads unthrottled and scales the observed tasks by four), so its TBT depends on how this
 * machine's fast load happened to group work into tasks and on the machine's speed (its benchmark
 * index): two quiet runs of one build on two machines differed threefold. Here each build is loaded
 * in turn, interleaved, by one Chromium with real 4× CPU throttling, and the sum of every long task's
 * part over 50 ms in the first seven seconds is compared (medians). Not a test: numbers go into
 * docs/performance.md by hand.
 */
import { parseArgs } from 'node:util';

import { chromium } from 'playwright-core';

import { CHROMIUM_PATH, ensureChromium } from './ensure-chromium.ts';
import { serveDist } from './lib/serve-dist.ts';

const PAGES: Record<string, string> = { home: '/', lobby: '/rng', login: '/login' };
const { values } = parseArgs({
  options: {
    dist: { type: 'string', default: 'dist' },
    pages: { type: 'string', default: Object.keys(PAGES).join(',') },
    runs: { type: 'string', default: '8' },
  },
});
const dists = (values.dist ?? 'dist').split(',');
const runs = Number(values.runs);

declare global {
  interface Window {
    __longTasks?: number[];
  }
}

ensureChromium();
const servers = await Promise.all(dists.map((dist) => serveDist(dist)));
const browser = await chromium.launch({
  executablePath: CHROMIUM_PATH,
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
});
const median = (numbers: number[]) => [...numbers].sort((a, b) => a - b)[Math.floor(numbers.length / 2)] ?? Number.NaN;
try {
  for (const name of (values.pages ?? '').split(',')) {
    const route = PAGES[name];
    if (!route) throw new Error(`Unknown page ${name}: one of ${Object.keys(PAGES).join(', ')}`);
    const blocking: number[][] = dists.map(() => []);
    for (let run = 0; run < runs; run++) {
      for (const [index, served] of servers.entries()) {
        const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
        const page = await context.newPage();
        await page.addInitScript(() => {
          window.__longTasks = [];
          new PerformanceObserver((list) => {
            for (const entry of list.getEntries()) window.__longTasks?.push(entry.duration);
          }).observe({ type: 'longtask', buffered: true });
        });
        const cdp = await context.newCDPSession(page);
        await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
        await page.goto(served.url + route);
        await page.waitForTimeout(7000);
        const tasks = await page.evaluate(() => window.__longTasks ?? []);
        blocking[index]?.push(Math.round(tasks.reduce((sum, ms) => sum + Math.max(0, ms - 50), 0)));
        await context.close();
      }
    }
    for (const [index, dist] of dists.entries()) {
      const values = blocking[index] ?? [];
      console.log(`${name} ${dist}: blocking ${median(values)} ms (median of ${values.length}: ${values.join(', ')})`);
    }
  }
} finally {
  await browser.close();
  await Promise.all(servers.map((served) => served.stop()));
}
