/**
 * Nothing on the first screen moves when the data arrives (the target: CLS ≤ 0.05). The platform's
 * answers are held back so the page paints first and the lists land afterwards, as on slow 4G;
 * the layout shifts the browser reports (PerformanceObserver 'layout-shift', no input) are summed.
 * Before the placeholders and the full-height main, home summed 0.6–0.8 and a lobby 0.45–0.5.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';

import { usePlatform } from './support/fixture';

const fixture = usePlatform();
const PHONE = { width: 412, height: 823 };
const API_DELAY_MS = 700;
const MAX_SHIFT = 0.05;

async function shiftsWhileLoading(
  page: Page,
  path: string,
  ready: string,
): Promise<{ total: number; sources: string[] }> {
  await page.addInitScript(() => {
    const shifts: { value: number; sources: string[] }[] = [];
    (window as unknown as { __shifts: typeof shifts }).__shifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
        sources: { node?: Node | null }[];
      })[]) {
        if (entry.hadRecentInput) continue;
        shifts.push({
          value: entry.value,
          sources: entry.sources.map((s) =>
            s.node instanceof Element ? `${s.node.tagName}.${s.node.className}` : '?',
          ),
        });
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  // Every platform answer comes late, so the page's first render has no lists yet.
  await page.route('**/wps/**', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, API_DELAY_MS));
    await route.continue();
  });
  await page.goto(path);
  await page.locator(ready).first().waitFor();
  // Let late images and the deferred parts (after the first screen) land too.
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(1_000);
  const shifts = await page.evaluate(
    () => (window as unknown as { __shifts: { value: number; sources: string[] }[] }).__shifts,
  );
  return { total: shifts.reduce((sum, s) => sum + s.value, 0), sources: shifts.flatMap((s) => s.sources) };
}

describe('layout stability on a phone while the data arrives', () => {
  for (const [path, ready] of [
    ['/', '.category-card[data-category]'],
    ['/rng', '[data-testid="game-card"]'],
  ] as const) {
    it(`${path}: the layout shifts add up to at most ${MAX_SHIFT}`, async () => {
      const context = await fixture.browser.newContext({
        baseURL: fixture.platform.url,
        viewport: PHONE,
        isMobile: true,
        hasTouch: true,
      });
      try {
        const page = await context.newPage();
        const { total, sources } = await shiftsWhileLoading(page, path, ready);
        expect(total, `shifted: ${sources.join(', ')}`).toBeLessThanOrEqual(MAX_SHIFT);
      } finally {
        await context.close();
      }
    });
  }
});
