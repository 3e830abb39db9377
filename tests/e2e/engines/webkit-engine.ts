/**
 * WebKit: WebKitGTK's MiniBrowser driven by WebKitWebDriver over the classic W3C WebDriver HTTP
 * protocol, with the few commands the journeys need (a typed client over fetch, no dependency).
 * Classic WebDriver has one window per session and no browser contexts: the run keeps one session
 * (one MiniBrowser), and a new page starts by clearing its origin's cookies and storage.
 */
import { existsSync } from 'node:fs';

import { inject } from 'vitest';

import { clearOriginStorage } from '../support/page-helpers';
import {
  pollUntil,
  type Engine,
  type EnginePage,
  type EngineScope,
  type Key,
  type PageOptions,
  type Serializable,
} from './engine-page';
import { EvaluatingPage } from './shared';

export const MINIBROWSER = process.env.MINIBROWSER_PATH ?? '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser';

/** The W3C web element identifier key. */
const ELEMENT = 'element-6066-11e4-a52e-4f735466cecf';
type ElementRef = { [ELEMENT]: string };

/** The WebDriver key codes of the keys a journey presses. */
const KEYS: Record<Key, string> = {
  Home: '\uE011',
  End: '\uE010',
  PageUp: '\uE00E',
  PageDown: '\uE00F',
  ArrowUp: '\uE013',
  ArrowDown: '\uE015',
  Escape: '\uE00C',
  Enter: '\uE007',
  Tab: '\uE004',
};

interface WebDriverError {
  error: string;
  message: string;
}

export class WebDriverClient {
  constructor(
    readonly base: string,
    readonly sessionId: string,
  ) {}

  /**
   * Opens a session: one MiniBrowser in automation mode, full screen (no toolbar, any window size),
   * with service workers only when asked (as in the other engines, they are off but for the offline journey).
   */
  static async open(driverUrl: string, serviceWorkers = false): Promise<{ client: WebDriverClient; version: string }> {
    if (!existsSync(MINIBROWSER)) throw new Error(`MiniBrowser not found at ${MINIBROWSER}`);
    const value = await request<{ sessionId: string; capabilities: { browserVersion?: string } }>(
      'POST',
      `${driverUrl}/session`,
      {
        capabilities: {
          alwaysMatch: {
            browserName: 'MiniBrowser',
            'webkitgtk:browserOptions': {
              binary: MINIBROWSER,
              args: ['--automation', '--full-screen', ...(serviceWorkers ? [] : ['--features=-ServiceWorkers'])],
            },
            timeouts: { script: 30_000, pageLoad: 30_000, implicit: 0 },
          },
        },
      },
    );
    return {
      client: new WebDriverClient(driverUrl, value.sessionId),
      version: value.capabilities.browserVersion ?? 'unknown',
    };
  }

  command<T>(method: 'GET' | 'POST' | 'DELETE', path: string, body?: unknown): Promise<T> {
    return request<T>(method, `${this.base}/session/${this.sessionId}${path}`, body);
  }

  /** Runs a function's source in the page with JSON arguments; a returned promise is awaited. */
  execute<T>(source: string, args: readonly unknown[]): Promise<T> {
    return this.command<T>('POST', '/execute/sync', {
      script: `return (${source}).apply(null, arguments);`,
      args,
    });
  }

  close(): Promise<void> {
    return this.command('DELETE', '');
  }
}

async function request<T>(method: string, url: string, body?: unknown): Promise<T> {
  const response = await fetch(url, {
    method,
    headers: body === undefined ? undefined : { 'Content-Type': 'application/json; charset=utf-8' },
    body: body === undefined ? undefined : JSON.stringify(body),
    signal: AbortSignal.timeout(60_000),
  });
  const json = (await response.json()) as { value: T | WebDriverError };
  if (!response.ok) {
    const error = json.value as WebDriverError;
    throw new Error(`WebDriver ${method} ${new URL(url).pathname}: ${error.error}: ${error.message}`);
  }
  return json.value as T;
}

/** The first element matching `selector` whose text contains `text` (or matches the pattern). */
function findScript(selector: string, text: string | null, source: string | null, flags: string): Element | null {
  const pattern = source === null ? null : new RegExp(source, flags);
  for (const element of document.querySelectorAll(selector)) {
    const content = element.textContent ?? '';
    if (text !== null && !content.includes(text)) continue;
    if (pattern !== null && !pattern.test(content)) continue;
    return element;
  }
  return null;
}

/** The actions of EnginePage in one document: the window's top-level one, or an iframe's. */
class WebKitScope extends EvaluatingPage implements EngineScope {
  constructor(
    protected readonly client: WebDriverClient,
    /** The iframe this scope acts in; null for the top-level document. */
    private readonly frameSelector: string | null,
  ) {
    super();
  }

  async click(selector: string, options: { text?: string | RegExp } = {}): Promise<void> {
    await this.reveal(selector, options.text);
    await this.within(async () => {
      const id = await this.element(selector, options.text);
      await this.client.command('POST', `/element/${id}/click`, {});
    });
  }

  async fill(selector: string, value: string): Promise<void> {
    await this.waitFor(selector);
    await this.within(async () => {
      const id = await this.element(selector);
      await this.client.command('POST', `/element/${id}/clear`, {});
      await this.client.command('POST', `/element/${id}/value`, { text: value });
    });
  }

  async press(key: Key, selector?: string): Promise<void> {
    if (selector) {
      await this.waitFor(selector);
      await this.within(async () => {
        const id = await this.element(selector);
        await this.client.command('POST', `/element/${id}/value`, { text: KEYS[key] });
      });
      return;
    }
    await this.within(async () => {
      await this.client.command('POST', '/actions', {
        actions: [
          {
            type: 'key',
            id: 'keyboard',
            actions: [
              { type: 'keyDown', value: KEYS[key] },
              { type: 'keyUp', value: KEYS[key] },
            ],
          },
        ],
      });
      await this.client.command('DELETE', '/actions');
    });
  }

  /**
   * By the keyboard, as a player without a pointer would: arrows from the chosen option to the
   * wanted one. WebKitGTK opens a <select> as a native popup menu, so WebDriver's click on an
   * <option> is refused as "intercepted".
   */
  async select(selector: string, value: string): Promise<void> {
    await this.waitFor(selector);
    const steps = await this.evaluate(
      (css: string, wanted: string) => {
        const element = document.querySelector(css);
        if (!(element instanceof HTMLSelectElement)) return null;
        const index = [...element.options].findIndex((option) => option.value === wanted);
        return index < 0 ? null : index - element.selectedIndex;
      },
      selector,
      value,
    );
    if (steps === null) throw new Error(`${selector} has no option ${value}`);
    if (steps === 0) return;
    const key = steps > 0 ? KEYS.ArrowDown : KEYS.ArrowUp;
    await this.within(async () => {
      const id = await this.element(selector);
      await this.client.command('POST', `/element/${id}/value`, { text: key.repeat(Math.abs(steps)) });
    });
  }

  evaluate<R extends Serializable | void, A extends Serializable[]>(
    fn: (...args: A) => R | Promise<R>,
    ...args: A
  ): Promise<R> {
    return this.within(() => this.client.execute<R>(fn.toString(), args));
  }

  /**
   * Runs WebDriver commands in this scope's document: classic WebDriver switches the session into
   * a frame (found afresh, waiting until it is attached) and back to the top afterwards, so every
   * action starts and ends at the top-level document.
   */
  private async within<T>(run: () => Promise<T>): Promise<T> {
    const frameSelector = this.frameSelector;
    if (frameSelector === null) return run();
    let frame: ElementRef | null = null;
    await pollUntil(async () => {
      frame = await this.client.execute<ElementRef | null>(findScript.toString(), [frameSelector, null, null, '']);
      return frame !== null;
    }, `${frameSelector} attached`);
    await this.client.command('POST', '/frame', { id: frame });
    try {
      return await run();
    } finally {
      await this.client.command('POST', '/frame', { id: null });
    }
  }

  /** The reference of an element in the current document (call inside `within`). */
  private async element(selector: string, text?: string | RegExp): Promise<string> {
    const ref = await this.client.execute<ElementRef | null>(findScript.toString(), [
      selector,
      typeof text === 'string' ? text : null,
      text instanceof RegExp ? text.source : null,
      text instanceof RegExp ? text.flags : '',
    ]);
    if (!ref) throw new Error(`No ${selector}${text ? ` with text ${String(text)}` : ''}`);
    return ref[ELEMENT];
  }
}

class WebKitPage extends WebKitScope implements EnginePage {
  readonly engine = 'webkit' as const;
  constructor(
    client: WebDriverClient,
    private readonly baseURL: string,
  ) {
    super(client, null);
  }

  async goto(path: string): Promise<void> {
    await this.client.command('POST', '/url', { url: new URL(path, this.baseURL).href });
  }

  url(): Promise<string> {
    return this.client.command<string>('GET', '/url');
  }

  frame(selector: string): EngineScope {
    return new WebKitScope(this.client, selector);
  }

  async setViewport(width: number, height: number): Promise<void> {
    await this.client.command('POST', '/window/rect', { width, height });
  }

  async screenshot(): Promise<Buffer> {
    return Buffer.from(await this.client.command<string>('GET', '/screenshot'), 'base64');
  }

  /** Empties the origin's storage and leaves it, so the next page starts fresh. */
  async close(): Promise<void> {
    await this.reset();
    await this.client.command('POST', '/url', { url: 'about:blank' });
  }

  /** On the platform's origin (a small file of it), clears cookies and storage. */
  async reset(): Promise<void> {
    await this.goto('/robots.txt');
    await this.client.command('DELETE', '/cookie');
    await this.client.execute(clearOriginStorage.toString(), []);
  }
}

interface Session {
  client: WebDriverClient;
  version: string;
  serviceWorkers: boolean;
}

export class WebKitEngine implements Engine {
  readonly name = 'webkit' as const;
  private session: Promise<Session> | undefined;

  /**
   * The run's MiniBrowser. WebKitWebDriver holds one session at a time, and whether service
   * workers run is fixed when MiniBrowser starts (`--features`), so a page that wants the other
   * mode ends the session and starts a new one (about a second).
   */
  private async opened(serviceWorkers?: boolean): Promise<Session> {
    const driverUrl = inject('webkitDriverUrl');
    if (!driverUrl) throw new Error('No WebKitWebDriver: the engines global setup did not start it.');
    const current = await this.session?.catch(() => undefined);
    if (current && (serviceWorkers === undefined || current.serviceWorkers === serviceWorkers)) return current;
    await current?.client.close().catch(() => undefined);
    const wanted = serviceWorkers ?? false;
    this.session = WebDriverClient.open(driverUrl, wanted).then((opened) => ({ ...opened, serviceWorkers: wanted }));
    return this.session;
  }

  async version(): Promise<string> {
    return `WebKitGTK ${(await this.opened()).version} (MiniBrowser)`;
  }

  async newPage(baseURL: string, width: number, height: number, options: PageOptions = {}): Promise<EnginePage> {
    const { client } = await this.opened(options.serviceWorkers ?? false);
    const page = new WebKitPage(client, baseURL);
    await page.setViewport(width, height);
    await page.reset();
    return page;
  }

  async close(): Promise<void> {
    const session = await this.session?.catch(() => undefined);
    this.session = undefined;
    await session?.client.close().catch(() => undefined);
  }
}
