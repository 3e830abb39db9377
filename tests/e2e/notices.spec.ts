/** /noticePage: 9 per page with pagination, expandable items, fixed date format, and sanitised HTML. */
import { describe, expect, it } from 'vitest';

import { addNotice } from './support/admin';
import { newContext } from './support/browser';
import { usePlatform } from './support/fixture';

const fixture = usePlatform();

describe('notices', () => {
  it('pages 9 at a time, expands items, and strips scripts from notice HTML', async () => {
    await addNotice(fixture.platform, {
      type: 'PL',
      title: 'Security test notice',
      content:
        '<p id="ok">Kept text</p><img src="x" onerror="window.__xss=1"><script>window.__xss=2</script><a href="javascript:window.__xss=3">bad link</a><a href="https://example.com/">good link</a>',
    });
    const context = await newContext(fixture.browser, fixture.platform.url);
    const page = await context.newPage();
    await page.goto('/noticePage');
    const items = page.getByTestId('notice-list').locator(':scope > li');
    await items.first().waitFor();
    expect(await items.count()).toBe(9);
    const dates = await page.getByTestId('notice-list').locator('summary time').allTextContents();
    for (const date of dates) expect(date).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);

    // The newest notice comes first; expanding it shows the sanitised content.
    const first = items.first();
    expect(await first.locator('.notice-title').textContent()).toBe('Security test notice');
    await first.locator('summary').click();
    await first.locator('#ok').waitFor();
    expect(await first.locator('script').count()).toBe(0);
    expect(await first.locator('[onerror]').count()).toBe(0);
    expect(await first.locator('a', { hasText: 'bad link' }).getAttribute('href')).toBeNull();
    const good = first.locator('a', { hasText: 'good link' });
    expect(await good.getAttribute('rel')).toBe('noopener noreferrer');
    expect(await page.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBeUndefined();

    // Page 2 holds the rest (13 notices in all).
    await page.locator('.ui-pagination button[aria-current="page"]').waitFor();
    await page.locator('.ui-pagination button', { hasText: /^2$/ }).click();
    await page.waitForURL(/page=2/);
    expect(await items.count()).toBe(4);
    await context.close();
  });
});
