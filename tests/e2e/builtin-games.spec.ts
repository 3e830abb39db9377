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

/** Counts what moved during the next round: the classes a round animates with and the running animations. */
async function watchRound(frame: Frame): Promise<void> {
  await frame.evaluate(() => {
    const seen = { classes: new Set<string>(), animations: 0 };
    (window as unknown as { roundMotion: typeof seen }).roundMotion = seen;
    const classes = ['spinning', 'landing', 'rolling', 'landed', 'dealt'];
    new MutationObserver((records) => {
      for (const record of records) {
        const node = record.target as Element;
        for (const name of classes) if (node.classList?.contains(name)) seen.classes.add(name);
        for (const added of record.addedNodes)
          for (const name of classes) if ((added as Element).classList?.contains(name)) seen.classes.add(name);
      }
      seen.animations = Math.max(seen.animations, document.getAnimations().length);
    }).observe(document.body, { subtree: true, attributes: true, attributeFilter: ['class'], childList: true });
  });
}

const roundMotion = (frame: Frame) =>
  frame.evaluate(() => {
    const seen = (window as unknown as { roundMotion: { classes: Set<string>; animations: number } }).roundMotion;
    return { classes: [...seen.classes].sort(), animations: seen.animations };
  });

const roundStake = (frame: Frame) => frame.locator('#stake').getAttribute('data-value');

/** Plays one round of the framed page and says what animated. */
async function playWatched(frame: Frame): Promise<{ classes: string[]; animations: number }> {
  await frame.locator('#play:not([disabled])').waitFor();
  const nonce = await frame.locator('#next-nonce').textContent();
  await watchRound(frame);
  await frame.locator('#play').click();
  await expect.poll(() => frame.locator('#next-nonce').textContent()).not.toBe(nonce);
  await frame.locator('#play:not([disabled])').waitFor();
  return roundMotion(frame);
}

const messages = (page: Page) => page.evaluate(() => (window as unknown as { gameMessages: unknown[] }).gameMessages);

describe('built-in game pages', () => {
  it('spins the slot in a sandboxed frame, reports the balance and verifies the round', async () => {
    const { page, frame } = await framed(await launchUrl('TALA-SLOT', 'EN'));
    await frame.locator('#game-name', { hasText: 'Tala Fortune' }).waitFor();
    await frame.locator('#play:not([disabled])').waitFor();
    expect(await frame.locator('#balance').textContent()).toContain('1,000.00');
    // −/+ step the stake: 1.00 → 2.00 → 5.00 → 10.00, and back down.
    expect(await frame.locator('#stake-down').isDisabled()).toBe(true);
    for (let step = 0; step < 4; step += 1) await frame.locator('#stake-up').click();
    await frame.locator('#stake-down').click();
    expect(await frame.locator('#stake').getAttribute('data-value')).toBe('10.00');
    expect(await frame.locator('#stake').textContent()).toContain('10.00');
    await frame.locator('#play').click();
    await frame.locator('#last-round:not([hidden])').waitFor({ state: 'attached' });
    const result = await frame.locator('#result').textContent();
    expect(result).toMatch(/You win|No win this time/);
    expect(await frame.locator('#last-win').textContent()).toMatch(/\d\.\d{2}/);
    // The round was played at the chosen stake.
    expect(await roundStake(frame)).toBe('10.00');
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

  it('opens in Arabic right to left, the roll kept left to right, and in Spanish', async () => {
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

  it('draws the slot symbols before the first spin, shows the balance once and animates a round of each game', async () => {
    const slot = await framed(await launchUrl('TALA-SLOT', 'EN'));
    await slot.frame.locator('#play:not([disabled])').waitFor();
    // Fifteen drawn symbols (SVG) on the reels before any round, named for screen readers.
    const cells = slot.frame.locator('#board .cell');
    expect(await cells.count()).toBe(15);
    expect(await slot.frame.locator('#board .cell svg use').count()).toBe(15);
    expect(await cells.first().getAttribute('aria-label')).toMatch(
      /^(Wild|Seven|Bell|Melon|Grape|Orange|Lemon|Cherry)$/,
    );
    const box = await slot.frame.locator('#board .cell svg').first().boundingBox();
    expect(box?.width).toBeGreaterThan(30);
    expect(await slot.frame.locator('#board').evaluate((node) => node.textContent?.trim())).toBe('');
    // The balance appears once on the page.
    const balance = (await slot.frame.locator('#balance').textContent()) ?? '';
    expect(balance).toMatch(/\d\.\d{2}/);
    const body = await slot.frame.locator('body').innerText();
    expect(body.split(balance).length - 1).toBe(1);
    // The reels fill the width of a phone.
    const reels = await slot.frame.locator('#board').boundingBox();
    expect(reels?.width).toBeGreaterThan(340);
    const slotRound = await playWatched(slot.frame);
    expect(slotRound.classes).toEqual(expect.arrayContaining(['landing', 'spinning']));
    expect(slotRound.animations).toBeGreaterThan(0);
    expect(await cells.count()).toBe(15);
    await slot.page.context().close();

    const dice = await framed(await launchUrl('TALA-DICE', 'EN'));
    const diceRound = await playWatched(dice.frame);
    expect(diceRound.classes).toEqual(expect.arrayContaining(['landed', 'rolling']));
    expect(diceRound.animations).toBeGreaterThan(0);
    expect(await dice.frame.locator('#roll').textContent()).toMatch(/^\d{1,2}\.\d{2}$/);
    await dice.page.context().close();

    const baccarat = await framed(await launchUrl('TALA-BACCARAT', 'EN'));
    await baccarat.frame.locator('#player .card.back').first().waitFor();
    const baccaratRound = await playWatched(baccarat.frame);
    expect(baccaratRound.classes).toContain('dealt');
    expect(baccaratRound.animations).toBeGreaterThan(0);
    expect(await baccarat.frame.locator('#player .card:not(.back)').count()).toBeGreaterThanOrEqual(2);
    await baccarat.page.context().close();
  });

  it('shows each round at once, without animation, when the player asks for reduced motion', async () => {
    for (const code of ['TALA-SLOT', 'TALA-DICE', 'TALA-BACCARAT']) {
      const { page, frame } = await framed(await launchUrl(code, 'EN'));
      await page.emulateMedia({ reducedMotion: 'reduce' });
      const round = await playWatched(frame);
      expect(round, code).toEqual({ classes: [], animations: 0 });
      expect(await frame.locator('#result').textContent()).toMatch(/You win|No win this time|Tie/);
      await page.context().close();
    }
  });
});
