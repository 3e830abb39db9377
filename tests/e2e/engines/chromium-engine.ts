/** Chromium through playwright-core: the e2e suite's own Debian Chromium (support/browser.ts). */
import type { Browser, Page } from 'playwright-core';

import { sharedBrowser } from '../support/browser';
import { DEFAULT_TIMEOUT, type Engine, type EnginePage, type Key, type Serializable } from './engine-page';
import { callExpression, EvaluatingPage } from './shared';

class ChromiumPage extends EvaluatingPage implements EnginePage {
  readonly engine = 'chromium' as const;
  constructor(
    private readonly page: Page,
    private readonly baseURL: string,
  ) {
    super();
  }

  async goto(path: string): Promise<void> {
    await this.page.goto(new URL(path, this.baseURL).href);
  }

  url(): Promise<string> {
    return Promise.resolve(this.page.url());
  }

  async click(selector: string, options: { text?: string | RegExp } = {}): Promise<void> {
    await this.locate(selector, options.text).click();
  }

  async fill(selector: string, value: string): Promise<void> {
    await this.locate(selector).fill(value);
  }

  async press(key: Key, selector?: string): Promise<void> {
    if (selector) await this.locate(selector).press(key);
    else await this.page.keyboard.press(key);
  }

  async select(selector: string, value: string): Promise<void> {
    await this.locate(selector).selectOption(value);
  }

  evaluate<R extends Serializable | void, A extends Serializable[]>(
    fn: (...args: A) => R | Promise<R>,
    ...args: A
  ): Promise<R> {
    return this.page.evaluate<R>(callExpression(fn, args));
  }

  async setViewport(width: number, height: number): Promise<void> {
    await this.page.setViewportSize({ width, height });
  }

  async close(): Promise<void> {
    await this.page.context().close();
  }

  private locate(selector: string, text?: string | RegExp) {
    const first = this.page.locator(selector);
    return (text === undefined ? first : first.filter({ hasText: text })).first();
  }
}

export class ChromiumEngine implements Engine {
  readonly name = 'chromium' as const;
  private browser: Browser | undefined;

  private async launched(): Promise<Browser> {
    this.browser ??= await sharedBrowser();
    return this.browser;
  }

  async version(): Promise<string> {
    return `Chromium ${(await this.launched()).version()}`;
  }

  async newPage(baseURL: string, width: number, height: number): Promise<EnginePage> {
    // The service worker is blocked as in the Chromium suite (support/browser.ts says why).
    const context = await (
      await this.launched()
    ).newContext({
      baseURL,
      viewport: { width, height },
      serviceWorkers: 'block',
    });
    context.setDefaultTimeout(DEFAULT_TIMEOUT);
    return new ChromiumPage(await context.newPage(), baseURL);
  }

  /** The shared browser ends with the worker (support/browser.ts). */
  async close(): Promise<void> {
    this.browser = undefined;
    return Promise.resolve();
  }
}
