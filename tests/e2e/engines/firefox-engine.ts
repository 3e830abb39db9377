/**
 * Firefox ESR through puppeteer-core over WebDriver BiDi (Debian has no geckodriver). One browser
 * per run; each page is a new browser context (own cookies, storage and service workers).
 */
import { existsSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';

import puppeteer, { type Browser, type BrowserContext, type Frame, type Page } from 'puppeteer-core';
import { inject } from 'vitest';

import {
  DEFAULT_TIMEOUT,
  type Engine,
  type EnginePage,
  type EngineScope,
  type Key,
  type PageOptions,
  type Serializable,
} from './engine-page';
import { callExpression, EvaluatingPage } from './shared';

export const FIREFOX_PATH = process.env.FIREFOX_PATH ?? '/usr/bin/firefox-esr';

/** The actions of EnginePage in one document: the page's main frame or an iframe's. */
class FirefoxScope extends EvaluatingPage implements EngineScope {
  constructor(
    protected readonly page: Page,
    private readonly target: () => Promise<Page | Frame>,
  ) {
    super();
  }

  async click(selector: string, options: { text?: string | RegExp } = {}): Promise<void> {
    await this.reveal(selector, options.text);
    const handle = await this.first(selector, options.text);
    await handle.click();
  }

  async fill(selector: string, value: string): Promise<void> {
    await this.waitFor(selector);
    await (await this.target()).locator(selector).fill(value);
  }

  async press(key: Key, selector?: string): Promise<void> {
    if (selector) {
      await this.waitFor(selector);
      await (await this.target()).focus(selector);
    }
    await this.page.keyboard.press(key);
  }

  async select(selector: string, value: string): Promise<void> {
    await this.waitFor(selector);
    await (await this.target()).select(selector, value);
  }

  async evaluate<R extends Serializable | void, A extends Serializable[]>(
    fn: (...args: A) => R | Promise<R>,
    ...args: A
  ): Promise<R> {
    return (await (await this.target()).evaluate(callExpression(fn, args))) as R;
  }

  /** The first element matching `selector` (and containing `text`). */
  private async first(selector: string, text?: string | RegExp) {
    for (const handle of await (await this.target()).$$(selector)) {
      const content = await handle.evaluate((element) => element.textContent ?? '');
      if (text === undefined || (typeof text === 'string' ? content.includes(text) : text.test(content))) return handle;
    }
    throw new Error(`No ${selector}${text ? ` with text ${String(text)}` : ''}`);
  }
}

class FirefoxPage extends FirefoxScope implements EnginePage {
  readonly engine = 'firefox' as const;
  constructor(
    private readonly context: BrowserContext,
    page: Page,
    private readonly baseURL: string,
  ) {
    super(page, () => Promise.resolve(page));
  }

  async goto(path: string): Promise<void> {
    await this.page.goto(new URL(path, this.baseURL).href, { waitUntil: 'load' });
  }

  url(): Promise<string> {
    return Promise.resolve(this.page.url());
  }

  frame(selector: string): EngineScope {
    return new FirefoxScope(this.page, async () => {
      const handle = await this.page.waitForSelector(selector);
      const frame = await handle?.contentFrame();
      if (!frame) throw new Error(`${selector} is not a frame`);
      return frame;
    });
  }

  async setViewport(width: number, height: number): Promise<void> {
    await this.page.setViewport({ width, height });
  }

  async screenshot(): Promise<Buffer> {
    return Buffer.from(await this.page.screenshot());
  }

  async close(): Promise<void> {
    await this.context.close();
  }
}

/**
 * What `dom.serviceWorkers.enabled: false` does, for one page: no `navigator.serviceWorker`, so the
 * app registers nothing. The pref is the browser's; this lets one Firefox serve the offline journey
 * (service worker on) and every other journey (off) without a second launch (about 4 s).
 */
function hideServiceWorker(): void {
  Reflect.deleteProperty(Navigator.prototype, 'serviceWorker');
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

  async newPage(baseURL: string, width: number, height: number, options: PageOptions = {}): Promise<EnginePage> {
    const context = await (await this.launched()).createBrowserContext();
    const page = await context.newPage();
    page.setDefaultTimeout(DEFAULT_TIMEOUT);
    // As in the Chromium suite, no service worker unless asked for: its precaching costs CPU.
    if (!options.serviceWorkers) await page.evaluateOnNewDocument(hideServiceWorker);
    await page.setViewport({ width, height });
    return new FirefoxPage(context, page, baseURL);
  }

  async close(): Promise<void> {
    const browser = await this.browser?.catch(() => undefined);
    this.browser = undefined;
    await browser?.close();
  }
}
