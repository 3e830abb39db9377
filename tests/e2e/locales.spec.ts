/**
 * Every shipped locale, derived from the locale table so a new language is covered
 * when it is added: home, a lobby, login (as a guest) and the deposit page (as a member) at
 * 360 px, each checked for sideways overflow, `lang`/`dir`, missing glyphs ("tofu") and that the
 * navigation is translated (differs from English). One browser, one context with two pages (a
 * guest's and a member's: sessions live in sessionStorage, per page), one reload per locale and
 * page; the other screens are reached in the app without reloading. In th and ar it also reads the
 * platform's own texts (lottery names, promotions) in that language. With TALA_SCREENSHOTS=<folder>
 * (`npm run screenshots`) it writes each locale's home at 360 px.
 */
import { readFileSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';

import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';

import { LOCALES, type LocaleInfo } from '../../src/i18n/supported-locales';
import { newContext, PHONE } from './support/browser';
import { usePlatform } from './support/fixture';
import { dismissPopup } from './support/home';
import { seedSession } from './support/signed-in';

const fixture = usePlatform();
const SHOTS = process.env.TALA_SCREENSHOTS;
// English first: its navigation texts are what the others must differ from.
const ORDER = [...LOCALES].sort((a, b) => Number(b.locale === 'en') - Number(a.locale === 'en'));

/** Whether a catalog has any translation yet (the 22 new ones arrive from their own branches). */
const translated = (locale: string) =>
  locale === 'en' ||
  /^msgstr "[^"]+"/m.test(
    readFileSync(`src/locales/${locale}/messages.po`, 'utf8').split('\n\n').slice(1).join('\n\n'),
  );

/**
 * The characters of visible text that render as the missing-glyph box: each distinct character
 * is drawn on a canvas in its element's font and compared pixel for pixel with an unassigned code
 * point (U+0378), which every font draws as its .notdef box. Canvas text uses the same system
 * font fallback as the page, so a character no installed font has comes out as that same box.
 */
function findTofu(page: Page, extra?: string): Promise<string[]> {
  return page.evaluate((extraText) => {
    const byFont = new Map<string, Set<string>>();
    const add = (font: string, text: string) => {
      const set = byFont.get(font) ?? new Set<string>();
      for (const ch of text) if (!/[\s\p{M}\p{Cf}\p{Cc}]/u.test(ch)) set.add(ch);
      byFont.set(font, set);
    };
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const element = node.parentElement;
      if (!element || !node.textContent?.trim() || !element.checkVisibility()) continue;
      const style = getComputedStyle(element);
      add(`${style.fontStyle} ${style.fontWeight} 24px ${style.fontFamily}`, node.textContent);
    }
    if (extraText) add(`400 24px ${getComputedStyle(document.body).fontFamily}`, extraText);
    const canvas = document.createElement('canvas');
    canvas.width = 48;
    canvas.height = 48;
    const ctx = canvas.getContext('2d', { willReadFrequently: true }) as CanvasRenderingContext2D;
    const draw = (ch: string) => {
      ctx.clearRect(0, 0, 48, 48);
      ctx.fillText(ch, 8, 34);
      return ctx.getImageData(0, 0, 48, 48).data.join(',');
    };
    const missing: string[] = [];
    for (const [font, chars] of byFont) {
      ctx.font = font;
      const box = draw('\u0378');
      for (const ch of chars) if (draw(ch) === box) missing.push(ch);
    }
    return [...new Set(missing)];
  }, extra);
}

/**
 * What the reference platform itself writes, in the page's language: a lottery game and
 * group name on the lottery lobby, a promotion and a promotion announcement on the promotions page.
 * Checked in one left-to-right and one right-to-left locale, reached inside the app (no reload).
 */
const PLATFORM_TEXTS: Record<string, { game: string; group: string; promotion: string; announcement: string }> = {
  th: {
    game: '5D 1 นาที',
    group: 'หวยดั้งเดิม',
    promotion: 'แชร์ความปัง: โบนัส ₱100',
    announcement: 'โบนัสฝากครั้งแรก 100%',
  },
  ar: {
    game: '5D كل 1 دقيقة',
    group: 'اليانصيب التقليدي',
    promotion: 'شارك فوزك: مكافأة ₱100',
    announcement: 'مكافأة الإيداع الأول 100%',
  },
};

async function checkPlatformTexts(page: Page, locale: string): Promise<void> {
  const expected = PLATFORM_TEXTS[locale];
  if (!expected) return;
  await navigateInApp(page, '/elott');
  await page.locator('.lottery-group li', { hasText: expected.game }).first().waitFor();
  await page.locator('.lottery-group h3', { hasText: expected.group }).waitFor();
  await navigateInApp(page, '/promotions');
  await page.getByTestId('activity-list').locator('h2', { hasText: expected.promotion }).waitFor();
  await page.locator('.promotion-card h2', { hasText: expected.announcement }).waitFor();
}

interface ScreenReport {
  lang: string;
  dir: string;
  overflow: number;
  nav: string;
}

/** What every screen is checked for, read in one round trip. */
function report(page: Page): Promise<ScreenReport> {
  return page.evaluate(() => {
    const root = document.documentElement;
    const nav = [...document.querySelectorAll('nav, h1')]
      .filter((element) => element.checkVisibility())
      .map((element) => (element as HTMLElement).innerText.trim())
      .join(' | ');
    return { lang: root.lang, dir: root.dir, overflow: root.scrollWidth - window.innerWidth, nav };
  });
}

/** Goes to `to` inside the app (no reload): the router follows history like a link would. */
async function navigateInApp(page: Page, to: string): Promise<void> {
  await page.evaluate((url) => {
    history.pushState(null, '', url);
    dispatchEvent(new PopStateEvent('popstate'));
  }, to);
}

describe('every locale at 360 px', () => {
  it('detects missing glyphs (a script no font on this machine has: Nag Mundari)', async () => {
    const context = await newContext(fixture.browser, fixture.platform.url, PHONE);
    const page = await context.newPage();
    await page.goto('/robots.txt');
    // A Latin string and a Khmer one render; Nag Mundari (Unicode 15) has no font here.
    expect(await findTofu(page, 'Deposit ដាក់ប្រាក់')).toEqual([]);
    expect(await findTofu(page, '\u{1E4D0}\u{1E4D1}')).toEqual(['\u{1E4D0}', '\u{1E4D1}']);
  });

  it(
    'home, a lobby, login and deposit: right lang and dir, no overflow, no tofu, translated',
    { timeout: 240_000 },
    async () => {
      const context = await newContext(fixture.browser, fixture.platform.url, PHONE);
      const guest = await context.newPage();
      const member = await context.newPage();
      await seedSession(member, fixture.platform, 'demo01');
      if (SHOTS) await mkdir(SHOTS, { recursive: true });
      const english = new Map<string, string>();
      const problems: string[] = [];

      const check = async (page: Page, info: LocaleInfo, screen: string) => {
        const [seen, tofu] = await Promise.all([report(page), findTofu(page)]);
        const where = `${info.locale} ${screen}`;
        if (seen.lang !== info.locale || seen.dir !== info.dir)
          problems.push(`${where}: lang/dir ${seen.lang}/${seen.dir}`);
        if (seen.overflow > 0) problems.push(`${where}: ${seen.overflow}px sideways overflow`);
        if (tofu.length > 0) problems.push(`${where}: missing glyphs ${tofu.join(' ')}`);
        if (info.locale === 'en') english.set(screen, seen.nav);
        else if (translated(info.locale) && seen.nav === english.get(screen))
          problems.push(`${where}: navigation still in English (${seen.nav.slice(0, 60)})`);
      };

      for (const info of ORDER) {
        // The two pages share localStorage; the member's page is on the origin from the start.
        await member.evaluate((code) => localStorage.setItem('lang', code), info.code);
        await guest.goto('/');
        await guest.getByTestId('home-page').waitFor();
        await guest.waitForFunction((tag) => document.documentElement.lang === tag, info.locale);
        await dismissPopup(guest);
        await check(guest, info, 'home');
        if (SHOTS) await guest.screenshot({ path: path.join(SHOTS, `locale-${info.locale}-home.png`) });
        await navigateInApp(guest, '/live');
        await guest.locator('.lobby-page[data-category="LIVE"]').waitFor();
        await check(guest, info, 'lobby');
        await checkPlatformTexts(guest, info.locale);
        await navigateInApp(guest, '/login');
        await guest.locator('.login-page form').waitFor();
        await check(guest, info, 'login');

        await member.goto('/?mc=depositv2');
        await member.getByTestId('deposit-form').waitFor();
        await member.waitForFunction((tag) => document.documentElement.lang === tag, info.locale);
        await check(member, info, 'deposit');
      }
      expect(problems).toEqual([]);
    },
  );
});
