/**
 * Promotions: a member applies with images (a GIF and a 6 MB image are refused in the form with a
 * message under the field), the operator approves through the admin API, and the bonus is claimed once.
 */
import { describe, expect, it } from 'vitest';

import { listApplications, reviewApplication } from './support/admin';
import { usePlatform } from './support/fixture';
import { signedInPage } from './support/signed-in';

const fixture = usePlatform();

const PNG_MAGIC = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);

describe('promotions', () => {
  it('applies with images, is refused a GIF and a 6 MB image, and claims the approved bonus once', async () => {
    const { context, page } = await signedInPage(fixture.browser, fixture.platform, 'demo01');
    await page.goto('/promotions');
    // The first promotion is "Share your win" (the page is in the default language, Tagalog).
    await page.getByTestId('activity-list').getByRole('link').first().click();
    const form = page.getByTestId('activity-apply-form');
    await form.locator('textarea').fill('Jackpot on the slot!');
    const images = page.getByTestId('activity-images');
    const error = page.getByTestId('activity-images-error');

    await images.setInputFiles({
      name: 'win.gif',
      mimeType: 'image/gif',
      buffer: Buffer.from('GIF89a\x01\x00\x01\x00'),
    });
    await error.waitFor();
    await images.setInputFiles({
      name: 'huge.png',
      mimeType: 'image/png',
      buffer: Buffer.concat([PNG_MAGIC, Buffer.alloc(6 * 1024 * 1024)]),
    });
    await error.waitFor();
    expect(await page.getByTestId('activity-files').count()).toBe(0);
    await images.setInputFiles({ name: 'win.png', mimeType: 'image/png', buffer: PNG_MAGIC });
    await page.getByTestId('activity-files').locator('li').first().waitFor();
    expect(await error.count()).toBe(0);
    // What the user typed is still there after the refusals.
    expect(await form.locator('textarea').inputValue()).toBe('Jackpot on the slot!');
    await form.locator('button[type="submit"]').click();
    await page.locator('[data-testid="activity-status"][data-status="APPLYING"]').waitFor();

    const listed = await listApplications(fixture.platform, 'APPLYING');
    const id = listed.find(
      (a) => a.username === 'demo01' && a.promotionTitle === 'Share your win: ₱100 bonus' && a.images === 1,
    )?.id;
    expect(id, JSON.stringify(listed)).toBeDefined();
    await reviewApplication(fixture.platform, id!, 'approve');
    await page.reload();
    await page.getByTestId('claim-bonus').dblclick();
    await page.locator('[data-testid="activity-status"][data-status="CLAIMED"]').waitFor();
    expect(await page.getByTestId('claim-bonus').count()).toBe(0);
    await page.locator('.header-balance .icon-button').nth(1).click();
    await page.getByTestId('header-balance').filter({ hasText: '1,100.00' }).waitFor();
    await context.close();
  });
});
