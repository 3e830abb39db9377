/**
 * `npm run bench`: a benchmark, not a test. Serves the built dist/ from the reference platform
 * (compression on) on a free port, runs Lighthouse (mobile preset: simulated slow 4G, 4× CPU
 * slowdown) RUNS times each on home, a lobby and the login page with Debian's Chromium, times
 * offline cold starts of `/` and `/rng` (images included), times a tap from home to a lobby until its
 * games show (phone, slow network and CPU), prints the medians and writes them into docs/performance.md with the date
 * and the machine. Options: `--runs N`, `--pages home,lobby`, `--label TEXT` (the row's name),
 * `--no-write`, `--dist DIR` (another build, e.g. a baseline), `--keep` (keep the Lighthouse reports
 * and print their folder, to see the LCP element, long tasks and shifts). Builds first when dist/ is missing.
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';

import { chromium, type Page } from 'playwright-core';

import { dismissPopup } from '../tests/e2e/support/home.ts';
import { waitForPersistedQuery, waitForServiceWorkerControl } from '../tests/e2e/support/page-helpers.ts';
import { CHROMIUM_PATH, ensureChromium } from './ensure-chromium.ts';
import { serveDist } from './lib/serve-dist.ts';

const CHROME_FLAGS =
  '--headless=new --no-sandbox --disable-gpu --disable-background-networking --disable-component-update --no-first-run';
const PAGES: Record<string, string> = { home: '/', lobby: '/rng', login: '/login' };
const DOC = path.resolve(import.meta.dirname, '../docs/performance.md');
const LIGHTHOUSE = path.resolve(import.meta.dirname, '../node_modules/lighthouse/cli/index.js');

const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '3' },
    pages: { type: 'string', default: Object.keys(PAGES).join(',') },
    label: { type: 'string', default: 'current' },
    'no-write': { type: 'boolean', default: false },
    dist: { type: 'string', default: 'dist' },
    keep: { type: 'boolean', default: false },
  },
});

interface Sample {
  performance: number;
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
  /** Lighthouse's own CPU score of this machine for this run: TBT scales with it, so compare runs only at similar values. */
  benchmarkIndex: number;
}

const median = (numbers: number[]) => {
  const sorted = [...numbers].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[mid] as number) : ((sorted[mid - 1] as number) + (sorted[mid] as number)) / 2;
};

/** One Lighthouse run (its own Chromium, launched by Lighthouse) → the five numbers. */
function lighthouse(url: string, outDir: string, index: number): Promise<Sample> {
  const out = path.join(outDir, `${new URL(url).pathname.replace(/\W/g, '_')}run-${index}.json`);
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      [
        LIGHTHOUSE,
        url,
        '--quiet',
        '--only-categories=performance',
        '--output=json',
        `--output-path=${out}`,
        `--chrome-flags=${CHROME_FLAGS}`,
      ],
      { env: { ...process.env, CHROME_PATH: CHROMIUM_PATH }, stdio: ['ignore', 'ignore', 'pipe'] },
    );
    let errors = '';
    child.stderr?.on('data', (chunk: Buffer) => (errors += chunk.toString()));
    child.on('close', (code) => {
      if (code !== 0) return reject(new Error(`lighthouse exited ${code}: ${errors}`));
      type Report = {
        categories: { performance: { score: number | null } };
        audits: Record<string, { numericValue?: number }>;
        environment?: { benchmarkIndex?: number };
        runtimeError?: { message: string };
      };
      const report = JSON.parse(readFileSync(out, 'utf8')) as Report;
      if (report.runtimeError) return reject(new Error(report.runtimeError.message));
      const audit = (id: string) => report.audits[id]?.numericValue ?? Number.NaN;
      resolve({
        performance: Math.round((report.categories.performance.score ?? 0) * 100),
        fcp: audit('first-contentful-paint'),
        lcp: audit('largest-contentful-paint'),
        tbt: audit('total-blocking-time'),
        cls: audit('cumulative-layout-shift'),
        benchmarkIndex: report.environment?.benchmarkIndex ?? Number.NaN,
      });
    });
  });
}

/** What an offline open must show, images included: home's first banner, a lobby's first tiles. */
const OFFLINE_PAGES = [
  { path: '/', images: '.banner-carousel__slide:not([hidden]) img' },
  { path: '/rng', images: '[data-testid="game-card"] img' },
] as const;
const OFFLINE_REPEATS = 3;

/** True once the page's first images (up to four) are loaded. */
function imagesShown(page: Page, selector: string): Promise<unknown> {
  return page.waitForFunction(
    (css) => {
      const images = [...document.querySelectorAll<HTMLImageElement>(css)].slice(0, 4);
      return images.length > 0 && images.every((img) => img.complete && img.naturalWidth > 0);
    },
    selector,
    { timeout: 30_000, polling: 25 },
  );
}

/** See `/` and `/rng` online until the service worker controls the page and their data and images
 * are kept, go offline, then open each in a new page (a cold start) and time it until its first
 * images are shown. Median of OFFLINE_REPEATS opens per page. */
async function offlineColdStarts(baseUrl: string): Promise<Record<string, number>> {
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--no-first-run',
    ],
  });
  try {
    const context = await browser.newContext({
      baseURL: baseUrl,
      serviceWorkers: 'allow',
      viewport: { width: 360, height: 780 },
      isMobile: true,
      hasTouch: true,
    });
    const first = await context.newPage();
    await first.goto('/');
    await first.getByTestId('home-page').waitFor({ timeout: 60_000 });
    // The worker registers after the first screen and takes control from the next load on.
    await waitForServiceWorkerControl(first);
    for (const { path: url, images } of OFFLINE_PAGES) {
      await first.goto(url);
      await imagesShown(first, images);
    }
    await waitForPersistedQuery(first, 'games');
    // Let the query persister (throttled) and the image cache finish before the app is closed.
    await first.waitForTimeout(3_000);
    await first.close();
    await context.setOffline(true);
    const times: Record<string, number> = {};
    for (const { path: url, images } of OFFLINE_PAGES) {
      const samples: number[] = [];
      for (let i = 0; i < OFFLINE_REPEATS; i++) {
        const page = await context.newPage();
        const started = Date.now();
        await page.goto(url);
        await imagesShown(page, images);
        samples.push(Date.now() - started);
        await page.close();
      }
      times[url] = median(samples);
    }
    return times;
  } finally {
    await browser.close();
  }
}

const TAP_REPEATS = 5;

/**
 * A phone on home taps the RNG lobby in the header nav: milliseconds from the finger touching the link
 * (touchstart; the tap ends 120 ms later, a real tap's length) until the lobby's games show. A fresh
 * context each time (no cached list), the network and CPU slowed like a mid-range phone on 4G.
 */
async function tapToLobby(baseUrl: string): Promise<number> {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, headless: true, args: ['--no-sandbox'] });
  try {
    const samples: number[] = [];
    for (let i = 0; i < TAP_REPEATS; i++) {
      const context = await browser.newContext({
        baseURL: baseUrl,
        serviceWorkers: 'block',
        viewport: { width: 360, height: 780 },
        isMobile: true,
        hasTouch: true,
      });
      const page = await context.newPage();
      const cdp = await context.newCDPSession(page);
      await cdp.send('Network.enable');
      await cdp.send('Network.emulateNetworkConditions', {
        offline: false,
        latency: 150,
        downloadThroughput: (1.6 * 1024 * 1024) / 8,
        uploadThroughput: (750 * 1024) / 8,
      });
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
      await page.goto('/');
      const link = page.locator('.header-nav [data-category="RNG"] a').first();
      await link.waitFor({ timeout: 60_000 });
      await dismissPopup(page);
      const started = Date.now();
      await link.dispatchEvent('touchstart');
      await page.waitForTimeout(120);
      await link.tap();
      await page.locator('[data-testid="game-card"]').first().waitFor({ timeout: 30_000 });
      samples.push(Date.now() - started);
      await context.close();
    }
    return median(samples);
  } finally {
    await browser.close();
  }
}

function machine(): string {
  const cpus = os.cpus();
  return `${cpus[0]?.model.trim() ?? 'unknown CPU'}, ${cpus.length} cores, ${Math.round(os.totalmem() / 2 ** 30)} GiB, ${os.type()} ${os.release()}, load ${os.loadavg()[0]?.toFixed(1)}`;
}

ensureChromium();
if (!existsSync(path.join(values.dist, 'index.html'))) {
  const build = spawnSync('npx', ['vite', 'build', '--logLevel', 'warn'], { stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}
const runs = Number(values.runs);
const pages = values.pages.split(',').filter((name) => name in PAGES);
const outDir = mkdtempSync(path.join(os.tmpdir(), 'tala-bench-'));
const served = await serveDist(values.dist);
const rows: string[] = [];
const benchmarkIndexes: number[] = [];
let offline: Record<string, number> | null = null;
let tap: number | null = null;
try {
  for (const name of pages) {
    const samples: Sample[] = [];
    for (let i = 0; i < runs; i++) {
      // A run can die on a busy machine (a DevTools call timing out): say so and go on.
      const sample = await lighthouse(`${served.url}${PAGES[name]}`, outDir, i).catch((error: unknown) => {
        console.error(
          `${name} run ${i + 1} failed: ${error instanceof Error ? error.message.split('\n')[0] : String(error)}`,
        );
        return null;
      });
      if (!sample) continue;
      samples.push(sample);
      if (Number.isFinite(sample.benchmarkIndex)) benchmarkIndexes.push(sample.benchmarkIndex);
      console.log(
        `${name} run ${i + 1}: perf ${sample.performance}, FCP ${Math.round(sample.fcp)} ms, LCP ${Math.round(sample.lcp)} ms, TBT ${Math.round(sample.tbt)} ms, CLS ${sample.cls.toFixed(3)}`,
      );
    }
    if (samples.length === 0) {
      rows.push(`| ${name} (\`${PAGES[name]}\`) | failed | | | | |`);
      continue;
    }
    const m = (key: keyof Sample) => median(samples.map((s) => s[key]));
    rows.push(
      `| ${name} (\`${PAGES[name]}\`) | ${m('performance')} | ${(m('fcp') / 1000).toFixed(1)} s | ${(m('lcp') / 1000).toFixed(1)} s | ${Math.round(m('tbt'))} ms | ${m('cls').toFixed(3)} |`,
    );
  }
  offline = await offlineColdStarts(served.url).catch((error: unknown) => {
    console.error(`offline cold start failed: ${String(error)}`);
    return null;
  });
  tap = await tapToLobby(served.url).catch((error: unknown) => {
    console.error(`tap to lobby failed: ${String(error)}`);
    return null;
  });
} finally {
  await served.stop();
  if (values.keep) console.log(`Lighthouse reports kept in ${outDir}`);
  else rmSync(outDir, { recursive: true, force: true });
}

const date = new Date().toISOString().slice(0, 16).replace('T', ' ');
const block = [
  `### ${values.label}: ${date} UTC`,
  '',
  `Machine: ${machine()}. Lighthouse ${runs}× per page (medians), mobile preset${
    benchmarkIndexes.length
      ? `; Lighthouse benchmark index ${Math.round(median(benchmarkIndexes))} (TBT grows as it falls)`
      : ''
  }.`,
  '',
  '| page | performance | FCP | LCP | TBT | CLS |',
  '|---|---|---|---|---|---|',
  ...rows,
  '',
  `Offline cold start (\`/\` and \`/rng\` seen online, then offline, a new page to its first images, median of ${OFFLINE_REPEATS}): ${
    offline
      ? Object.entries(offline)
          .map(([url, ms]) => `\`${url}\` ${ms} ms`)
          .join(', ')
      : 'not measured'
  }.`,
  '',
  `Tap to a lobby (phone on home, slow 4G and 4× CPU, touch on the RNG link until its first games show, median of ${TAP_REPEATS}): ${
    tap === null ? 'not measured' : `${tap} ms`
  }.`,
  '',
].join('\n');
console.log(`\n${block}`);
if (!values['no-write']) {
  const marker = '<!-- bench results: newest first -->';
  const doc = existsSync(DOC) ? readFileSync(DOC, 'utf8') : `# Performance\n\n${marker}\n`;
  const at = doc.indexOf(marker);
  const next =
    at >= 0
      ? `${doc.slice(0, at + marker.length)}\n\n${block}${doc.slice(at + marker.length)}`
      : `${doc}\n${marker}\n\n${block}`;
  writeFileSync(DOC, next);
  console.log(`Written to ${path.relative(process.cwd(), DOC)}`);
}
