/** Chromium through playwright-core: the e2e suite's own Debian Chromium (support/browser.ts). */
import type { Browser, Frame, Page } from 'playwright-core';

import { sharedBrowser } from '../support/browser';
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

/** The actions of EnginePage in one document: the page's main frame or an iframe's. */
class ChromiumScope extends EvaluatingPage implements EngineScope {
  constructor(
    protected readonly page: Page,
    private readonly target: () => Promise<Page | Frame>,
  ) {
    super();
  }

  async click(selector: string, options: { text?: string | RegExp } = {}): Promise<void> {
    await (await this.locate(selector, options.text)).click();
  }

  async fill(selector: string, value: string): Promise<void> {
    await (await this.locate(selector)).fill(value);
  }

  async press(key: Key, selector?: string): Promise<void> {
    if (selector) await (await this.locate(selector)).press(key);
    else await this.page.keyboard.press(key);
  }

  async select(selector: string, value: string): Promise<void> {
    await (await this.locate(selector)).selectOption(value);
  }

  async evaluate<R extends Serializable | void, A extends Serializable[]>(
    fn: (...args: A) => R | Promise<R>,
    ...args: A
  ): Promise<R> {
    return (await this.target()).evaluate<R>(callExpression(fn, args));
  }

  private async locate(selector: string, text?: string | RegExp) {
    const first = (await this.target()).locator(selector);
    return (text === undefined ? first : first.filter({ hasText: text })).first();
  }
}

class ChromiumPage extends ChromiumScope implements EnginePage {
  readonly engine = 'chromium' as const;
  constructor(
    page: Page,
    private readonly baseURL: string,
  ) {
    super(page, () => Promise.resolve(page));
  }

  async goto(path: string): Promise<void> {
    await this.page.goto(new URL(path, this.baseURL).href);
  }

  url(): Promise<string> {
    return Promise.resolve(this.page.url());
  }

  frame(selector: string): EngineScope {
    return new ChromiumScope(this.page, async () => {
      const frame = await (await this.page.waitForSelector(selector, { state: 'attached' })).contentFrame();
      if (!frame) throw new Error(`${selector} is not a frame`);
      return frame;
    });
  }

  async setViewport(width: number, height: number): Promise<void> {
    await this.page.setViewportSize({ width, height });
  }

  screenshot(): Promise<Buffer> {
    return this.page.screenshot();
  }

  async close(): Promise<void> {
    await this.page.context().close();
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

  async newPage(baseURL: string, width: number, height: number, options: PageOptions = {}): Promise<EnginePage> {
    // The service worker is blocked as in the Chromium suite (support/browser.ts says why) unless asked for.
    const context = await (
      await this.launched()
    ).newContext({
      baseURL,
      viewport: { width, height },
      serviceWorkers: options.serviceWorkers ? 'allow' : 'block',
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
