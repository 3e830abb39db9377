/**
 * The built-in game pages in Chromium, framed as the app frames them (sandbox without
 * allow-same-origin, so the page runs in an opaque origin): the slot exchanges its launch
 * token, spins, posts `tala:round` with the new balance, and verifies the round; the
 * demo-vendor page says the vendor is not connected and posts `tala:exit`.
 */
import path from 'node:path';

import type { Browser, Frame, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { closeContexts, newContext, sharedBrowser } from './support/browser';

/** What server/src/test-support/game-page-harness.ts exports (tests/ typechecks apart from server/). */
interface GamePageHarness {
  origin: string;
  launchUrl(gameCode: string, language: string): Promise<string>;
  mainBalance(): Promise<string>;
  stop(): Promise<void>;
}

const HARNESS = path.resolve(import.meta.dirname, '../../server/src/test-support/game-page-harness.ts');
let harness: GamePageHarness;
let browser: Browser;

beforeAll(async () => {
  const loaded: unknown = await import(HARNESS);
  [harness, browser] = await Promise.all([
    (loaded as { startGamePageHarness(): Promise<GamePageHarness> }).startGamePageHarness(),
    sharedBrowser(),
  ]);
});
afterAll(async () => {
  await closeContexts(browser);
  await harness?.stop();
});

const launchUrl = (code: string, language: string) => harness.launchUrl(code, language);

/** Opens the app shell and frames `url` like the app's /game page; collects the frame's messages. */
async function framed(url: string, width = 390): Promise<{ page: Page; frame: Frame }> {
  const context = await newContext(browser, harness.origin);
  const page = await context.newPage();
  await page.setViewportSize({ width, height: 800 });
  await page.goto('/');
  await page.evaluate((src) => {
    const messages: unknown[] = [];
    (window as unknown as { gameMessages: unknown[] }).gameMessages = messages;
    window.addEventListener('message', (event) => messages.push(event.data));
    const frame = document.createElement('iframe');
    frame.setAttribute('sandbox', 'allow-scripts');
    frame.setAttribute('referrerpolicy', 'no-referrer');
    frame.style.cssText = 'width:100%;height:760px;border:0';
    frame.src = src;
    document.body.append(frame);
  }, url);
  const handle = await page.waitForSelector('iframe');
  const frame = await handle.contentFrame();
  if (!frame) throw new Error('no frame');
  return { page, frame };
}

const messages = (page: Page) => page.evaluate(() => (window as unknown as { gameMessages: unknown[] }).gameMessages);

describe('built-in game pages', () => {
  it('spins the slot in a sandboxed frame, reports the balance and verifies the round', async () => {
    const { page, frame } = await framed(await launchUrl('TALA-SLOT', 'EN'));
    await frame.locator('#game-name', { hasText: 'Tala Fortune' }).waitFor();
    await frame.locator('#play:not([disabled])').waitFor();
    expect(await frame.locator('#balance').textContent()).toContain('1,000.00');
    await frame.selectOption('#stake', '10.00');
    await frame.locator('#play').click();
    await frame.locator('#last-round:not([hidden])').waitFor({ state: 'attached' });
    const result = await frame.locator('#result').textContent();
    expect(result).toMatch(/You win|No win this time/);
    const rounds = (await messages(page)) as { type: string; balance: string }[];
    const last = rounds.filter((m) => m.type === 'tala:round').at(-1);
    expect(last?.balance).toMatch(/^\d+\.\d{2}$/);
    // The balance the page reports is the member's MAIN balance after the round (seamless wallet).
    expect(await harness.mainBalance()).toBe(last?.balance);
    await frame.locator('details.fair summary').click();
    await frame.locator('#verify').click();
    await frame.locator('#verify-result', { hasText: 'Verified' }).waitFor();
    await page.context().close();
  });

  it('speaks the launch language and shows the demo-vendor page for other vendors', async () => {
    const { page, frame } = await framed(await launchUrl('WM-LIVE-1', 'JA'), 1280);
    await frame.locator('#demo-title', { hasText: 'WM Casino は接続されていません' }).waitFor();
    expect(await frame.locator('html').getAttribute('lang')).toBe('ja');
    await frame.locator('#back').click();
    await expect.poll(async () => JSON.stringify(await messages(page))).toContain('tala:exit');
    await page.context().close();
  });

  it('opens in Arabic right to left, the roll kept left to right, and in Spanish (issue #27)', async () => {
    const arabic = await framed(await launchUrl('TALA-DICE', 'AR'));
    await arabic.frame.locator('#game-name', { hasText: 'نرد تالا' }).waitFor();
    expect(await arabic.frame.locator('html').getAttribute('lang')).toBe('ar');
    expect(await arabic.frame.locator('html').getAttribute('dir')).toBe('rtl');
    expect(await arabic.frame.locator('#play').textContent()).toBe('ارمِ النرد');
    expect(await arabic.frame.locator('#board').evaluate((node) => getComputedStyle(node).direction)).toBe('ltr');
    await arabic.page.context().close();
    const spanish = await framed(await launchUrl('TALA-DICE', 'ES'));
    await spanish.frame.locator('#game-name', { hasText: 'Tala Dados' }).waitFor();
    expect(await spanish.frame.locator('html').getAttribute('dir')).toBe('ltr');
    expect(await spanish.frame.locator('#play').textContent()).toBe('Lanzar');
    await spanish.page.context().close();
  });
});
