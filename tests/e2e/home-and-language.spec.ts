/** A first visit: home in Tagalog with the nav built from the fixture.platform's vendor lists; language switch survives a reload. */
import { describe, expect, it } from 'vitest';

import { setVendor } from './support/admin';
import { newContext } from './support/browser';
import { usePlatform } from './support/fixture';
import { openHome } from './support/home';

const fixture = usePlatform();

describe('home and language', () => {
  it('renders the home in Tagalog with one nav item per non-empty vendor category', async () => {
    const context = await newContext(fixture.browser, fixture.platform.url);
    const page = await context.newPage();
    const languages: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/wps/')) languages.push(request.headers()['language'] ?? '');
    });
    await page.goto('/');
    await page.getByTestId('home-page').waitFor();
    expect(await page.getAttribute('html', 'lang')).toBe('tl');
    // The home paints before the vendor lists arrive (placeholders hold their place): wait for the nav.
    // SPORTS is split into COCKFIGHT (after LIVE) and ESPORTS (after PVP).
    await expect
      .poll(() =>
        page
          .locator('.header-nav [data-category]')
          .evaluateAll((items) => items.map((i) => i.getAttribute('data-category'))),
      )
      .toEqual(['ELOTT', 'LOTT', 'LIVE', 'COCKFIGHT', 'SPORTS', 'FISH', 'RNG', 'PVP', 'ESPORTS']);
    const rngVendors = await page.locator('[data-category="RNG"] .nav-dropdown__vendor').count();
    expect(rngVendors).toBe(11);
    await expect.poll(() => page.locator('[data-category="RNG"] .nav-dropdown__more').count()).toBe(1);
    // "more" and the footer's category links go to the lowercased category (spec §2).
    expect(await page.locator('[data-category="RNG"] .nav-dropdown__more').getAttribute('href')).toBe('/rng');
    expect(await page.locator('footer [data-lobby="COCKFIGHT"]').getAttribute('href')).toBe('/cockfight');
    expect(languages.length).toBeGreaterThan(0);
    expect(new Set(languages)).toEqual(new Set(['TY']));
    // Footer shows only configured social links (TikTok, Instagram, Twitter are not configured).
    expect(await page.locator('[data-social]').evaluateAll((a) => a.map((x) => x.getAttribute('data-social')))).toEqual(
      ['FACEBOOK', 'YOUTUBE'],
    );
    await context.close();
  });

  it('drops a category from the nav when the fixture.platform disables all its vendors', async () => {
    await setVendor(fixture.platform, 'PVP', 'KP', false);
    const context = await newContext(fixture.browser, fixture.platform.url);
    const page = await context.newPage();
    await page.goto('/');
    await page.locator('.header-nav [data-category="RNG"]').waitFor();
    expect(await page.locator('.header-nav [data-category="PVP"]').count()).toBe(0);
    await setVendor(fixture.platform, 'PVP', 'KP', true);
    await context.close();
  });

  it('switches to English, sends Language EN, and keeps it after a reload', async () => {
    const context = await newContext(fixture.browser, fixture.platform.url);
    const page = await context.newPage();
    await openHome(page);
    const tagalogHeading = await page.locator('#home-categories').textContent();
    const languageSeen = page.waitForRequest(
      (r) => r.url().includes('/wps/relay/') && r.headers()['language'] === 'EN',
    );
    await page.locator('.language-switcher select').selectOption('EN');
    await page.waitForFunction(() => document.documentElement.lang === 'en');
    await languageSeen;
    expect(await page.locator('#home-categories').textContent()).toBe('Games');
    expect(tagalogHeading).not.toBe('Games');
    expect(await page.evaluate(() => [localStorage.getItem('lang'), localStorage.getItem('hisLang')])).toEqual([
      'EN',
      'TY',
    ]);
    await openHome(page);
    expect(await page.getAttribute('html', 'lang')).toBe('en');
    expect(await page.locator('#home-categories').textContent()).toBe('Games');
    await context.close();
  });

  it('finds Arabic under "More languages", turns the page right to left, sends Language AR and keeps it after a reload', async () => {
    const context = await newContext(fixture.browser, fixture.platform.url);
    const page = await context.newPage();
    await openHome(page);
    await page.locator('.language-switcher select').selectOption('…more');
    const dialog = page.getByTestId('more-languages');
    await dialog.waitFor();
    // The search matches the English name as well as the native one.
    await dialog.locator('input[type="search"]').fill('arab');
    expect(
      await dialog
        .locator('.more-languages__item')
        .evaluateAll((items) => items.map((item) => item.getAttribute('data-code'))),
    ).toEqual(['AR']);
    const languageSeen = page.waitForRequest((r) => r.url().includes('/wps/') && r.headers()['language'] === 'AR');
    await dialog.locator('.more-languages__item[data-code="AR"]').click();
    await page.waitForFunction(() => document.documentElement.lang === 'ar' && document.documentElement.dir === 'rtl');
    await languageSeen;
    expect(await page.getByTestId('more-languages').count()).toBe(0);
    // The switcher lists the chosen language in front, selected.
    expect(await page.locator('.language-switcher select').inputValue()).toBe('AR');
    expect(await page.evaluate(() => localStorage.getItem('lang'))).toBe('AR');
    await openHome(page);
    expect(await page.evaluate(() => [document.documentElement.lang, document.documentElement.dir])).toEqual([
      'ar',
      'rtl',
    ]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await context.close();
  });

  it('serves every route of the spec with its chrome', async () => {
    const context = await newContext(fixture.browser, fixture.platform.url);
    const page = await context.newPage();
    const routes: [string, 'full' | 'no-side-menu' | 'header-only' | 'bare'][] = [
      ['/index', 'full'],
      ['/index.html', 'full'],
      ['/home', 'full'],
      ['/register', 'full'],
      ['/register.html', 'full'],
      ['/noticePage', 'full'],
      ['/vip', 'full'],
      ['/elott', 'full'],
      ['/rng', 'full'],
      ['/live', 'full'],
      ['/fish', 'full'],
      ['/pvp', 'full'],
      ['/sports', 'full'],
      ['/cockFight', 'full'],
      ['/cockfight', 'full'],
      ['/esports', 'full'],
      ['/promotions', 'full'],
      ['/promoDetail', 'full'],
      ['/help', 'full'],
      ['/app', 'full'],
      ['/join', 'full'],
      ['/download', 'full'],
      ['/login', 'full'],
      ['/pointMall', 'no-side-menu'],
      ['/lottery', 'header-only'],
      ['/vnlottery', 'header-only'],
      ['/seamless', 'header-only'],
      ['/game', 'header-only'],
      ['/helpmc', 'bare'],
    ];
    // The footer comes after the first screen, in its turn among the deferred parts: waited for once
    // per layout (the layout decides whether there is one), not on every route.
    const footerChecked = new Set<string>();
    for (const [route, layout] of routes) {
      const response = await page.goto(route);
      expect(response?.status(), route).toBe(200);
      await page
        .locator('main h1')
        .first()
        .waitFor()
        .catch((error: unknown) => {
          throw new Error(`${route}: no heading (${String(error)})`);
        });
      if (layout === 'bare') {
        expect(await page.locator('.site-header').count(), route).toBe(0);
      } else {
        expect(await page.locator(`.site--${layout}`).count(), route).toBe(1);
        if (layout === 'header-only') expect(await page.locator('.site-footer').count(), route).toBe(0);
        else if (!footerChecked.has(layout)) {
          footerChecked.add(layout);
          await page.locator('.site-footer').waitFor();
          expect(await page.locator('.site-footer').count(), route).toBe(1);
        }
      }
    }
    await context.close();
  });
});
