/**
 * Firefox ESR through puppeteer-core over WebDriver BiDi (Debian has no geckodriver). One browser
 * per run; each page is a new browser context (own cookies and storage).
 */
import { existsSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';

import puppeteer, { type Browser, type BrowserContext, type Page } from 'puppeteer-core';
import { inject } from 'vitest';

import { DEFAULT_TIMEOUT, type Engine, type EnginePage, type Key, type Serializable } from './engine-page';
import { callExpression, EvaluatingPage } from './shared';

export const FIREFOX_PATH = process.env.FIREFOX_PATH ?? '/usr/bin/firefox-esr';

class FirefoxPage extends EvaluatingPage implements EnginePage {
  readonly engine = 'firefox' as const;
  constructor(
    private readonly context: BrowserContext,
    private readonly page: Page,
    private readonly baseURL: string,
  ) {
    super();
  }

  async goto(path: string): Promise<void> {
    await this.page.goto(new URL(path, this.baseURL).href, { waitUntil: 'load' });
  }

  url(): Promise<string> {
    return Promise.resolve(this.page.url());
  }

  async click(selector: string, options: { text?: string | RegExp } = {}): Promise<void> {
    await this.waitFor(selector, { text: options.text });
    const handle = await this.first(selector, options.text);
    await handle.click();
  }

  async fill(selector: string, value: string): Promise<void> {
    await this.waitFor(selector);
    await this.page.locator(selector).fill(value);
  }

  async press(key: Key, selector?: string): Promise<void> {
    if (selector) {
      await this.waitFor(selector);
      await this.page.focus(selector);
    }
    await this.page.keyboard.press(key);
  }

  async select(selector: string, value: string): Promise<void> {
    await this.waitFor(selector);
    await this.page.select(selector, value);
  }

  evaluate<R extends Serializable | void, A extends Serializable[]>(
    fn: (...args: A) => R | Promise<R>,
    ...args: A
  ): Promise<R> {
    return this.page.evaluate(callExpression(fn, args)) as Promise<R>;
  }

  async setViewport(width: number, height: number): Promise<void> {
    await this.page.setViewport({ width, height });
  }

  async close(): Promise<void> {
    await this.context.close();
  }

  /** The first element matching `selector` (and containing `text`). */
  private async first(selector: string, text?: string | RegExp) {
    for (const handle of await this.page.$$(selector)) {
      const content = await handle.evaluate((element) => element.textContent ?? '');
      if (text === undefined || (typeof text === 'string' ? content.includes(text) : text.test(content))) return handle;
    }
    throw new Error(`No ${selector}${text ? ` with text ${String(text)}` : ''}`);
  }
}

export class FirefoxEngine implements Engine {
  readonly name = 'firefox' as const;
  private browser: Promise<Browser> | undefined;

  private launched(): Promise<Browser> {
    if (!existsSync(FIREFOX_PATH))
      throw new Error(`Firefox not found at ${FIREFOX_PATH}: run "apt-get install -y firefox-esr".`);
    this.browser ??= puppeteer
      .launch({
        browser: 'firefox',
        executablePath: FIREFOX_PATH,
        headless: true,
        // As in the Chromium suite, no service worker: its precaching is not under test here.
        extraPrefsFirefox: { 'dom.serviceWorkers.enabled': false },
      })
      .then(async (browser) => {
        // The run's teardown ends it if this worker cannot (engines global-setup.ts).
        const pid = browser.process()?.pid;
        const dir = inject('enginesPidDir');
        if (pid && dir) await writeFile(path.join(dir, 'firefox.pid'), String(pid));
        return browser;
      });
    return this.browser;
  }

  async version(): Promise<string> {
    return (await (await this.launched()).version()).replace('firefox/', 'Firefox ');
  }

  async newPage(baseURL: string, width: number, height: number): Promise<EnginePage> {
    const context = await (await this.launched()).createBrowserContext();
    const page = await context.newPage();
    page.setDefaultTimeout(DEFAULT_TIMEOUT);
    await page.setViewport({ width, height });
    return new FirefoxPage(context, page, baseURL);
  }

  async close(): Promise<void> {
    const browser = await this.browser?.catch(() => undefined);
    this.browser = undefined;
    await browser?.close();
  }
}
