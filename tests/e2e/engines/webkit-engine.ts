/**
 * WebKit: WebKitGTK's MiniBrowser driven by WebKitWebDriver over the classic W3C WebDriver HTTP
 * protocol, with the few commands the journeys need (a typed client over fetch, no dependency).
 * Classic WebDriver has one window per session and no browser contexts: the run keeps one session
 * (one MiniBrowser), and a new page starts by clearing its origin's cookies and storage.
 */
import { existsSync } from 'node:fs';

import { inject } from 'vitest';

import type { Engine, EnginePage, Key, Serializable } from './engine-page';
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

  /** Opens a session: one MiniBrowser in automation mode, full screen (no toolbar, any window size). */
  static async open(driverUrl: string): Promise<{ client: WebDriverClient; version: string }> {
    if (!existsSync(MINIBROWSER)) throw new Error(`MiniBrowser not found at ${MINIBROWSER}`);
    const value = await request<{ sessionId: string; capabilities: { browserVersion?: string } }>(
      'POST',
      `${driverUrl}/session`,
      {
        capabilities: {
          alwaysMatch: {
            browserName: 'MiniBrowser',
            // No service worker, as in the other engines (its precaching is not under test here).
            'webkitgtk:browserOptions': {
              binary: MINIBROWSER,
              args: ['--automation', '--full-screen', '--features=-ServiceWorkers'],
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

/** The page's storage for its origin, emptied (cookies go through WebDriver). */
function clearOriginStorage(): Promise<boolean> {
  localStorage.clear();
  sessionStorage.clear();
  const databases = indexedDB.databases().then((list) =>
    Promise.all(
      list.map(
        (info) =>
          new Promise<void>((resolve) => {
            if (!info.name) return resolve();
            const request = indexedDB.deleteDatabase(info.name);
            request.onsuccess = request.onerror = request.onblocked = () => resolve();
          }),
      ),
    ),
  );
  const cachesGone =
    'caches' in window ? caches.keys().then((keys) => Promise.all(keys.map((k) => caches.delete(k)))) : [];
  return Promise.all([databases, cachesGone]).then(() => true);
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

class WebKitPage extends EvaluatingPage implements EnginePage {
  readonly engine = 'webkit' as const;
  constructor(
    private readonly client: WebDriverClient,
    private readonly baseURL: string,
  ) {
    super();
  }

  async goto(path: string): Promise<void> {
    await this.client.command('POST', '/url', { url: new URL(path, this.baseURL).href });
  }

  url(): Promise<string> {
    return this.client.command<string>('GET', '/url');
  }

  async click(selector: string, options: { text?: string | RegExp } = {}): Promise<void> {
    await this.waitFor(selector, { text: options.text });
    const id = await this.element(selector, options.text);
    await this.client.command('POST', `/element/${id}/click`, {});
  }

  async fill(selector: string, value: string): Promise<void> {
    await this.waitFor(selector);
    const id = await this.element(selector);
    await this.client.command('POST', `/element/${id}/clear`, {});
    await this.client.command('POST', `/element/${id}/value`, { text: value });
  }

  async press(key: Key, selector?: string): Promise<void> {
    if (selector) {
      await this.waitFor(selector);
      const id = await this.element(selector);
      await this.client.command('POST', `/element/${id}/value`, { text: KEYS[key] });
      return;
    }
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
    const id = await this.element(selector);
    const key = steps > 0 ? KEYS.ArrowDown : KEYS.ArrowUp;
    if (steps !== 0) await this.client.command('POST', `/element/${id}/value`, { text: key.repeat(Math.abs(steps)) });
  }

  evaluate<R extends Serializable | void, A extends Serializable[]>(
    fn: (...args: A) => R | Promise<R>,
    ...args: A
  ): Promise<R> {
    return this.client.execute<R>(fn.toString(), args);
  }

  async setViewport(width: number, height: number): Promise<void> {
    await this.client.command('POST', '/window/rect', { width, height });
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

export class WebKitEngine implements Engine {
  readonly name = 'webkit' as const;
  private session: Promise<{ client: WebDriverClient; version: string }> | undefined;

  private opened(): Promise<{ client: WebDriverClient; version: string }> {
    const driverUrl = inject('webkitDriverUrl');
    if (!driverUrl) throw new Error('No WebKitWebDriver: the engines global setup did not start it.');
    this.session ??= WebDriverClient.open(driverUrl);
    return this.session;
  }

  async version(): Promise<string> {
    return `WebKitGTK ${(await this.opened()).version} (MiniBrowser)`;
  }

  async newPage(baseURL: string, width: number, height: number): Promise<EnginePage> {
    const { client } = await this.opened();
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
