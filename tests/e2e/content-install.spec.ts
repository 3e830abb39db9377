/**
 * Installing the app. Headless Chromium does not fire `beforeinstallprompt` by itself (it needs
 * engagement heuristics), so the test dispatches a synthetic one with a prompt() method, as Chromium
 * would; iOS Safari is emulated by its user agent.
 */
import { describe, expect, it } from 'vitest';

import { closeAfterTest, newContext } from './support/browser';
import { usePlatform } from './support/fixture';

const fixture = usePlatform();
const IPHONE_SAFARI =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';

describe('install', () => {
  it('offers the install prompt in Chromium and hides it once installed; shows app QR codes', async () => {
    const context = await newContext(fixture.browser, fixture.platform.url);
    const page = await context.newPage();
    await page.goto('/download');
    await page.locator('[data-testid="download-app"] img').first().waitFor();
    expect(
      await page
        .getByTestId('download-app')
        .evaluateAll((items) => items.map((item) => item.getAttribute('data-type'))),
    ).toEqual(['MOBILECONFIG', 'IOS', 'ANDROID']);
    expect(await page.getByTestId('install-app').count()).toBe(0);
    // Spec: QR colours and logo: modules in the brand's primary colour, the brand logo in the centre.
    const qr = page.getByTestId('download-app').first().getByTestId('qr-code');
    expect(await qr.locator('.ui-qr__logo').getAttribute('src')).toBe('/brand-logo.svg');
    const colours = await qr
      .locator('img')
      .first()
      .evaluate(async (img: HTMLImageElement) => {
        await img.decode();
        const canvas = document.createElement('canvas');
        [canvas.width, canvas.height] = [img.naturalWidth, img.naturalHeight];
        const context = canvas.getContext('2d');
        if (!context) return [];
        context.drawImage(img, 0, 0);
        const data = context.getImageData(0, 0, canvas.width, canvas.height).data;
        const seen = new Set<string>();
        for (let i = 0; i < data.length; i += 4) seen.add(`${data[i]},${data[i + 1]},${data[i + 2]}`);
        return [...seen];
      });
    expect(colours.sort()).toEqual(['11,122,83', '255,255,255']);
    await page.evaluate(() => {
      const event = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
        prompt: () => {
          (window as unknown as { prompted: number }).prompted =
            ((window as unknown as { prompted?: number }).prompted ?? 0) + 1;
          return Promise.resolve();
        },
        userChoice: Promise.resolve({ outcome: 'accepted' }),
      });
      window.dispatchEvent(event);
    });
    // The page's button and the header's Help menu both offer it.
    await page.getByTestId('help-menu').click();
    await page.getByTestId('install-app').nth(1).waitFor();
    expect(await page.getByTestId('install-app').count()).toBe(2);
    await page.locator('main').getByTestId('install-app').click();
    await page.getByTestId('install-installed').waitFor();
    expect(await page.evaluate(() => (window as unknown as { prompted?: number }).prompted)).toBe(1);
    expect(await page.getByTestId('install-app').count()).toBe(0);
    expect(await page.getByTestId('ios-install').count()).toBe(0);
    await context.close();
  });

  it('shows add-to-home-screen steps on iOS Safari, and nothing once started from the home screen', async () => {
    const context = closeAfterTest(
      await fixture.browser.newContext({
        baseURL: fixture.platform.url,
        userAgent: IPHONE_SAFARI,
        viewport: { width: 390, height: 844 },
      }),
    );
    const page = await context.newPage();
    await page.goto('/download');
    await page.getByTestId('ios-install').waitFor();
    expect(await page.getByTestId('ios-install').locator('li').count()).toBe(3);
    await context.close();

    const installed = closeAfterTest(
      await fixture.browser.newContext({ baseURL: fixture.platform.url, userAgent: IPHONE_SAFARI }),
    );
    await installed.addInitScript(() => Object.defineProperty(navigator, 'standalone', { value: true }));
    const app = await installed.newPage();
    await app.goto('/download');
    await app.getByTestId('install-installed').waitFor();
    expect(await app.getByTestId('ios-install').count()).toBe(0);
    await installed.close();
  });
});
