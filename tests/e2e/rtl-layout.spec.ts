/**
 * Every screen in Arabic at 360×740 (the bar for right to left: "every screen checked at 360 px in `ar`"): the
 * spec's routes and the account modals as a guest, then every page of the member and agent
 * centres and the change-password modal as an agent (an agent has both centres). Each screen is
 * checked as phone-layout.spec.ts checks it (no sideways scroll, no control cut at an edge, sheets
 * that fit) and for right to left: `<html lang="ar" dir="rtl">`, Arabic text on the screen and no
 * English interface string left (every msgid Arabic translates), arrows that point a way mirrored
 * (`.dir-icon`) and none left bare in the text, and a sheet's back control at the right. One
 * context and one page, moved between screens inside the app (two page loads in all). With
 * TALA_SCREENSHOTS=<folder> it writes `rtl-*.png` of every screen.
 */
import { readFileSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';

import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';

import { hasWords } from '../../scripts/po-copies';
import { poEntries } from '../../scripts/po-missing';
import { newContext, PHONE } from './support/browser';
import { usePlatform } from './support/fixture';
import { dismissPopup } from './support/home';
import { centrePageLoaded } from './support/member-centre';
import { trackRequests } from './support/page-helpers';
import { GUEST_MODALS, measure, navigateInApp, PHONE_SIZE, ROUTES } from './support/phone-checks';
import { seedSession } from './support/signed-in';

const fixture = usePlatform();
const SHOTS = process.env.TALA_SCREENSHOTS;

/** The interface's English strings that Arabic translates (a recorded loanword may stay as is). */
const ENGLISH = poEntries(readFileSync('src/locales/ar/messages.po', 'utf8'))
  .filter((entry) => entry.translation !== entry.id && hasWords(entry.id) && !/[{<]/.test(entry.id))
  .map((entry) => entry.id);

interface RtlReport {
  lang: string;
  dir: string;
  arabic: boolean;
  english: string[];
  unmirrored: string[];
  bareArrows: string[];
  backAtLeft: boolean;
  offscreen: string[];
}

/** The right-to-left checks of one screen, in one round trip. */
function rtlReport(page: Page): Promise<RtlReport> {
  return page.evaluate((english) => {
    const known = new Set(english);
    const root = document.documentElement;
    // The screen a player is looking at: the open sheet, else the page.
    const scope = document.querySelector('dialog[open]') ?? document.body;
    const visible = (element: Element) => element.checkVisibility({ visibilityProperty: true });
    const texts: string[] = [];
    const bareArrows: string[] = [];
    const walker = document.createTreeWalker(scope, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const element = node.parentElement;
      const text = node.textContent?.trim() ?? '';
      if (!element || !text || !visible(element)) continue;
      // Platform content (promotions, notices, help) is in the operator's languages, marked `dir="auto"`.
      if (!element.closest('[dir="auto"]')) texts.push(text);
      if (/[←→⇐⇒⟵⟶➔➜➝↩↪]/.test(text) && !element.closest('.dir-icon')) bareArrows.push(text.slice(0, 40));
    }
    for (const element of scope.querySelectorAll('[placeholder], [aria-label], [title]')) {
      if (!visible(element) || element.closest('[dir="auto"]')) continue;
      for (const name of ['placeholder', 'aria-label', 'title']) {
        const value = element.getAttribute(name)?.trim();
        if (value) texts.push(value);
      }
    }
    const unmirrored = [...scope.querySelectorAll('.dir-icon')]
      .filter((icon) => visible(icon) && !getComputedStyle(icon).transform.startsWith('matrix(-1'))
      .map((icon) => (icon.parentElement?.textContent ?? '').trim().slice(0, 40));
    const back = [...document.querySelectorAll('dialog[open] .ui-dialog__back, dialog[open] .ui-dialog__close')].find(
      (control) => visible(control),
    );
    const box = back?.getBoundingClientRect();
    // Anything past the screen's edge that no sideways strip of its own scrolls to: in rtl, content
    // wider than its sheet spills off the left, where neither scrollWidth nor scrolling reaches it.
    const offscreen: string[] = [];
    const sheetOrPage = (element: Element) =>
      element === document.body || element === root || element.matches('dialog, .ui-dialog__body');
    for (const element of scope.querySelectorAll('*')) {
      const rect = element.getBoundingClientRect();
      if (rect.width === 0 || (rect.left >= -0.5 && rect.right <= window.innerWidth + 0.5)) continue;
      if (element.closest('.skip-link, .visually-hidden')) continue; // off the screen until focused, on purpose
      let clipper = element.parentElement;
      while (clipper && getComputedStyle(clipper).overflowX === 'visible') clipper = clipper.parentElement;
      if (clipper && !sheetOrPage(clipper)) continue;
      if (!visible(element)) continue;
      offscreen.push(
        `${element.tagName.toLowerCase()}.${[...element.classList].join('.')} at ${Math.round(rect.left)}–${Math.round(rect.right)}`,
      );
      if (offscreen.length >= 3) break;
    }
    return {
      lang: root.lang,
      dir: root.dir,
      arabic: texts.some((text) => /\p{Script=Arabic}/u.test(text)),
      english: [...new Set(texts.filter((text) => known.has(text)))],
      unmirrored,
      bareArrows,
      backAtLeft: box ? box.left + box.width / 2 < window.innerWidth / 2 : false,
      offscreen,
    };
  }, ENGLISH);
}

describe('every screen in Arabic at 360 px (right to left)', () => {
  it(
    'routes, account modals and both centres: rtl, translated, mirrored, nothing cut or scrolling sideways',
    { timeout: 240_000 },
    async () => {
      const started = Date.now();
      const context = await newContext(fixture.browser, fixture.platform.url, PHONE);
      await context.addInitScript(() => localStorage.setItem('lang', 'AR'));
      const page = await context.newPage();
      const requests = trackRequests(page);
      if (SHOTS) await mkdir(SHOTS, { recursive: true });
      const problems: string[] = [];
      const check = async (screen: string) => {
        const [layout, rtl] = await Promise.all([measure(page), rtlReport(page)]);
        if (rtl.lang !== 'ar' || rtl.dir !== 'rtl') problems.push(`${screen}: lang/dir ${rtl.lang}/${rtl.dir}`);
        if (!rtl.arabic) problems.push(`${screen}: no Arabic text`);
        if (rtl.english.length > 0) problems.push(`${screen}: English left: ${rtl.english.join(' | ')}`);
        if (rtl.unmirrored.length > 0) problems.push(`${screen}: arrow not mirrored: ${rtl.unmirrored.join(' | ')}`);
        if (rtl.bareArrows.length > 0)
          problems.push(`${screen}: arrow outside .dir-icon: ${rtl.bareArrows.join(' | ')}`);
        if (rtl.offscreen.length > 0) problems.push(`${screen}: off the screen: ${rtl.offscreen.join(' | ')}`);
        if (rtl.backAtLeft) problems.push(`${screen}: the sheet's back control is at the left`);
        if (layout.scrollWidth > PHONE_SIZE.width) problems.push(`${screen}: page is ${layout.scrollWidth} px wide`);
        if (layout.tableLists > 0) problems.push(`${screen}: a record list is a table`);
        for (const entry of [...layout.cut, ...layout.dialogs]) problems.push(`${screen}: ${entry}`);
        if (SHOTS)
          await page.screenshot({
            path: path.join(SHOTS, `rtl-${screen.replace(/[^a-z0-9]+/gi, '-').replace(/^-|-$/g, '') || 'home'}.png`),
          });
      };

      // As a guest: one load, then every route and account modal inside the app.
      await page.goto('/');
      await page.getByTestId('home-page').waitFor();
      await page.waitForFunction(() => document.documentElement.dir === 'rtl');
      await dismissPopup(page);
      for (const address of [...ROUTES, ...GUEST_MODALS]) {
        await navigateInApp(page, address);
        await page.locator('#main > *').first().waitFor({ state: 'attached' });
        await page.waitForFunction(() => !document.querySelector('#main .route-pending'));
        if (address.includes('modal=')) await page.locator('dialog[open] form').first().waitFor();
        await requests.quiet();
        await check(`guest ${address}`);
      }

      // As an agent: the second load, then every page of both centres and the change-password modal.
      await seedSession(page, fixture.platform, 'agent01');
      await page.goto('/?mc=securityCenter');
      await centrePageLoaded(page);
      const memberPages = await page
        .locator('.member-centre [data-mc]')
        .evaluateAll((rows) => rows.map((row) => row.getAttribute('data-mc') ?? ''));
      expect(memberPages.length).toBeGreaterThanOrEqual(10);
      for (const id of memberPages) {
        await navigateInApp(page, `/?mc=${id}`);
        await page.locator(`.member-centre [data-mc="${id}"][aria-current="page"]`).waitFor({ state: 'attached' });
        await centrePageLoaded(page);
        await requests.quiet();
        await check(`mc=${id}`);
      }
      await navigateInApp(page, '/?ac=agentAnnouncement');
      await centrePageLoaded(page);
      const agentPages = await page
        .locator('.agent-centre [data-ac]')
        .evaluateAll((rows) => rows.map((row) => row.getAttribute('data-ac') ?? ''));
      expect(agentPages.length).toBeGreaterThanOrEqual(8);
      for (const id of agentPages) {
        await navigateInApp(page, `/?ac=${id}`);
        await page.locator(`.agent-centre [data-ac="${id}"][aria-current="page"]`).waitFor({ state: 'attached' });
        await centrePageLoaded(page);
        await requests.quiet();
        await check(`ac=${id}`);
      }
      await navigateInApp(page, '/?modal=changePassword');
      await page.locator('dialog[open] form').first().waitFor();
      await check('member /?modal=changePassword');
      await navigateInApp(page, '/');
      await page.getByTestId('home-page').waitFor();
      await requests.quiet();
      await check('member /');

      expect(problems).toEqual([]);
      console.log(`rtl walk: ${Math.round((Date.now() - started) / 1000)} s`);
    },
  );
});
