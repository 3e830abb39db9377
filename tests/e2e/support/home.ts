/** Opens the home page and closes the popup announcement, as a player would. */
import type { Page } from 'playwright-core';

/** Goes to `path` (default home), waits for the notices, and dismisses a popup if one opened. */
export async function openHome(page: Page, path = '/'): Promise<void> {
  await page.goto(path);
  await page.getByTestId('home-page').waitFor();
  await page.getByTestId('home-notices').locator('li').first().waitFor();
  await dismissPopup(page);
}

/**
 * Closes the home page's popup announcements with Escape, one after another. No sleeping: the
 * home page says where its popup stands (`data-popup`: deciding, shown with `data-popup-id`, none).
 * Popups exist only on the home page; elsewhere this returns at once.
 */
export async function dismissPopup(page: Page): Promise<void> {
  const home = page.getByTestId('home-page');
  if ((await home.count()) === 0) return;
  for (;;) {
    const decided = page.locator('[data-testid="home-page"]:is([data-popup="none"], [data-popup="shown"])');
    await decided.waitFor();
    const id = await decided.getAttribute('data-popup-id');
    if (id === null) return;
    // The page may say "shown" a moment before the dialog takes keys (a loaded machine): Escape
    // again until this popup is gone, as a player would.
    const gone = page.locator(`[data-testid="home-page"]:not([data-popup-id="${id}"])`);
    for (let attempt = 1; ; attempt += 1) {
      await page.keyboard.press('Escape');
      try {
        await gone.waitFor({ timeout: 3_000 });
        break;
      } catch (error) {
        if (attempt >= 5) throw error;
      }
    }
  }
}

/** Waits until the home page has decided on its popup; true when one is open. */
export async function popupShown(page: Page): Promise<boolean> {
  const decided = page.locator('[data-testid="home-page"]:is([data-popup="none"], [data-popup="shown"])');
  await decided.waitFor();
  return (await decided.getAttribute('data-popup')) === 'shown';
}

/** The platform's hot games, as it answers them. */
export async function hotGames(platformUrl: string): Promise<HotGame[]> {
  const response = await fetch(`${platformUrl}/wps/relay/GCSGAME_hotGamesV2?platform=html5`, {
    headers: { Merchant: 'tala' },
  });
  return ((await response.json()) as { value: { list: HotGame[] } }).value.list;
}

/** The platform's hot games, split by whether a guest may play them for fun (`freePlay`). */
export async function hotGamesByFreePlay(platformUrl: string): Promise<{ house: HotGame; vendor: HotGame }> {
  const list = await hotGames(platformUrl);
  const house = list.find((game) => game.freePlay === true);
  const vendor = list.find((game) => game.freePlay !== true);
  if (!house || !vendor) throw new Error('the seed has a house and a vendor hot game');
  return { house, vendor };
}

interface HotGame {
  nodeId: number;
  freePlay?: boolean;
  isNew?: boolean;
}
