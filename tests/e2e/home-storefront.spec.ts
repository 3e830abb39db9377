/**
 * Home as a storefront, on a 360 px phone: the first screen shows game pictures that loaded, a
 * member launches a hot game with one tap, a draw's countdown ticks, and the big wins show their
 * pictures and amounts (the contract-only platform's home: contract-platform.spec.ts).
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';

import { newContext, PHONE } from './support/browser';
import { usePlatform } from './support/fixture';
import { hotGames, hotGamesByFreePlay, openHome } from './support/home';
import { signedInPage } from './support/signed-in';

const fixture = usePlatform();

/** Game pictures on the home page that have loaded and lie wholly inside the viewport. */
function loadedPicturesInView(page: Page): Promise<number> {
  return page.getByTestId('home-hot-games').evaluate((section) => {
    const { innerWidth, innerHeight } = window;
    return [...section.querySelectorAll('img')].filter((img) => {
      const box = img.getBoundingClientRect();
      return (
        img.complete &&
        img.naturalWidth > 0 &&
        box.width > 0 &&
        box.left >= 0 &&
        box.right <= innerWidth &&
        box.top >= 0 &&
        box.bottom <= innerHeight
      );
    }).length;
  });
}

describe('home storefront', () => {
  it("shows at least six loaded game pictures on a guest's first screen, and a tap asks the guest to log in", async () => {
    const context = await newContext(fixture.browser, fixture.platform.url, PHONE);
    const page = await context.newPage();
    await openHome(page);
    await expect.poll(() => loadedPicturesInView(page)).toBeGreaterThanOrEqual(6);
    // The game's name is shown once per card (under the picture), and the hero has its call to action.
    const first = page.getByTestId('home-hot-game').first();
    expect(await first.locator('.ui-card__title').count()).toBe(1);
    await page.getByTestId('home-hero-action').waitFor();
    // A game the platform marks new says so on its picture; one it does not, not.
    const list = await hotGames(fixture.platform.url);
    const marked = list.find((game) => game.isNew === true);
    const unmarked = list.find((game) => game.isNew !== true);
    if (!marked || !unmarked) throw new Error('the seed has new and older hot games');
    const card = (nodeId: number) => page.locator(`[data-testid="home-hot-game"][data-node-id="${nodeId}"]`);
    expect(await card(marked.nodeId).locator('.ui-badge--new').count()).toBe(1);
    // Its button, named "Play …", is described by its badges, so a screen reader hears "new" too.
    const described = await card(marked.nodeId)
      .locator('button')
      .evaluate((button) =>
        (button.getAttribute('aria-describedby') ?? '')
          .split(' ')
          .map((id) => document.getElementById(id)?.textContent ?? '')
          .join(' '),
      );
    expect(described).toContain(await card(marked.nodeId).locator('.ui-badge--new').textContent());
    expect(await card(unmarked.nodeId).count()).toBe(1);
    expect(await card(unmarked.nodeId).locator('.ui-badge--new').count()).toBe(0);
    // A vendor's game: a house game offers a guest free play first (free-trial.spec.ts).
    const { vendor } = await hotGamesByFreePlay(fixture.platform.url);
    await page.locator(`[data-testid="home-hot-game"][data-node-id="${vendor.nodeId}"] button`).click();
    await page.waitForURL((url) => url.searchParams.get('modal') === 'login');
    await context.close();
  });

  it('launches a hot game with one tap for a member', async () => {
    await using member = await signedInPage(fixture.browser, fixture.platform, 'demo01', '/', { screen: PHONE });
    const { page } = member;
    const first = page.getByTestId('home-hot-game').first();
    const nodeId = await first.getAttribute('data-node-id');
    await first.getByRole('button').click();
    await page.waitForURL((url) => url.pathname === '/game' && url.searchParams.get('nodeId') === nodeId);
    await page.getByTestId('game-frame').waitFor();
  });

  it('ticks a popular draw’s countdown and shows big wins with pictures and amounts', async () => {
    const context = await newContext(fixture.browser, fixture.platform.url, PHONE);
    const page = await context.newPage();
    await openHome(page);
    const countdown = page.getByTestId('home-draw-countdown').first();
    await countdown.scrollIntoViewIfNeeded();
    const before = await countdown.textContent();
    expect(before).toMatch(/^\d+(:\d\d){1,2}$/);
    await expect.poll(() => countdown.textContent()).not.toBe(before);

    const win = page.getByTestId('big-win').first();
    await win.scrollIntoViewIfNeeded();
    expect(await page.getByTestId('big-win-amount').first().textContent()).toMatch(/\d/);
    await expect
      .poll(() =>
        page
          .getByTestId('big-win')
          .locator('img')
          .evaluateAll((images) => images.filter((img) => (img as HTMLImageElement).naturalWidth > 0).length),
      )
      .toBeGreaterThan(0);
    await context.close();
  });

  it('moves a row with its arrows on a desktop, each arrow off at its end', async () => {
    const context = await newContext(fixture.browser, fixture.platform.url, { viewport: { width: 1366, height: 900 } });
    const page = await context.newPage();
    await openHome(page);
    const section = page.getByTestId('home-hot-games');
    const previous = section.locator('.ui-swipe-row__arrow--start');
    const next = section.locator('.ui-swipe-row__arrow--end');
    const scrolled = () => section.locator('ul').evaluate((list) => Math.abs(list.scrollLeft));
    // A press scrolls smoothly: the arrows are read once the row has come to rest.
    const atRest = async () => {
      let last = -1;
      await expect
        .poll(
          async () => {
            const now = await scrolled();
            const still = now === last;
            last = now;
            return still;
          },
          { interval: 150 },
        )
        .toBe(true);
    };
    // At the start only "next" shows (a disabled arrow is not shown), and it moves the row.
    await expect.poll(() => next.isVisible()).toBe(true);
    expect(await previous.isVisible()).toBe(false);
    await next.click();
    await atRest();
    expect(await scrolled()).toBeGreaterThan(0);
    await expect.poll(() => previous.isVisible()).toBe(true);
    // Onwards to the end, where "next" goes; "previous" brings the row back to its start.
    for (let presses = 0; presses < 10 && (await next.isVisible()); presses += 1) {
      await next.click();
      await atRest();
    }
    await expect.poll(() => next.isVisible()).toBe(false);
    for (let presses = 0; presses < 10 && (await previous.isVisible()); presses += 1) {
      await previous.click();
      await atRest();
    }
    expect(await scrolled()).toBe(0);
    await expect.poll(() => previous.isVisible()).toBe(false);
    await expect.poll(() => next.isVisible()).toBe(true);
    await context.close();
  });
});
