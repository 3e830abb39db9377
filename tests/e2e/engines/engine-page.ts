/**
 * One page object for the cross-engine journeys (tests/engines/): the few things a journey does to a
 * page, implemented once per engine — Chromium through playwright-core, Firefox ESR through
 * puppeteer-core over WebDriver BiDi, WebKitGTK's MiniBrowser through WebKitWebDriver (classic
 * W3C WebDriver). Selectors are CSS only; waiting is the same polling probe in every engine
 * (`probeScript`), so a journey means the same thing everywhere.
 */

export type EngineName = 'chromium' | 'firefox' | 'webkit';

/** What a wait looks for: present in the DOM, visible (a box and not `visibility: hidden`), or gone. */
export type WaitState = 'attached' | 'visible' | 'detached';

export interface WaitOptions {
  /** Only elements whose text content contains this (or matches it). */
  text?: string | RegExp;
  state?: WaitState;
  timeout?: number;
}

/** Keys a journey presses, by their DOM `key` names. */
export type Key = 'Home' | 'End' | 'PageUp' | 'PageDown' | 'ArrowUp' | 'ArrowDown' | 'Escape' | 'Enter' | 'Tab';

/** A value that crosses into the page and back: JSON-like. */
export type Serializable = string | number | boolean | null | Serializable[] | { [key: string]: Serializable };

/** What a journey does inside one document: the page's own, or a frame's (`EnginePage.frame`). */
export interface EngineScope {
  /** Waits until the first element matching is visible, then clicks it as a user would. */
  click(selector: string, options?: Pick<WaitOptions, 'text'>): Promise<void>;
  /** Replaces an input's value by typing. */
  fill(selector: string, value: string): Promise<void>;
  /** Presses a key in the focused element of `selector`, or in the page when no selector is given. */
  press(key: Key, selector?: string): Promise<void>;
  /** Chooses an option of a `<select>` by its value. */
  select(selector: string, value: string): Promise<void>;
  /** Waits for an element (default: visible); throws after `timeout` (default 15 s). */
  waitFor(selector: string, options?: WaitOptions): Promise<void>;
  /** The text content of the first match (waits until attached). */
  text(selector: string): Promise<string>;
  /** An attribute of the first match (waits until attached); null when absent. */
  attribute(selector: string, name: string): Promise<string | null>;
  /** Runs a function in the document (its source is sent, so it may use only its arguments). */
  evaluate<R extends Serializable | void, A extends Serializable[]>(
    fn: (...args: A) => R | Promise<R>,
    ...args: A
  ): Promise<R>;
}

export interface EnginePage extends EngineScope {
  readonly engine: EngineName;
  /** Opens `path` (relative to the platform's address) and waits for its load event. */
  goto(path: string): Promise<void>;
  /** The page's address now. */
  url(): Promise<string>;
  /**
   * The document inside the `<iframe>` matching `selector` (a game or lottery page, often
   * sandboxed in an opaque origin): the same actions, run in that frame. Each action finds the
   * frame afresh (waiting until it is attached), so the scope outlives a reload of the frame.
   */
  frame(selector: string): EngineScope;
  /** The size of the page's viewport, in CSS pixels. */
  setViewport(width: number, height: number): Promise<void>;
  /** A PNG of the viewport (kept when a journey fails: `engines.ts`). */
  screenshot(): Promise<Buffer>;
  /** Ends the page: its context (Chromium, Firefox) or its origin's storage (WebKit's one window). */
  close(): Promise<void>;
}

/** How a page starts. */
export interface PageOptions {
  /**
   * Let the app's service worker install and control (default: off, as in the Chromium suite:
   * its precaching costs CPU and only the offline journey is about it).
   */
  serviceWorkers?: boolean;
}

export interface Engine {
  readonly name: EngineName;
  /** Browser name and version, as the engine reports it. */
  version(): Promise<string>;
  /** A page with fresh storage on `baseURL`, `width`×`height`. */
  newPage(baseURL: string, width: number, height: number, options?: PageOptions): Promise<EnginePage>;
  /** Ends the engine's browser (one per engine per run). */
  close(): Promise<void>;
}

export const DEFAULT_TIMEOUT = 15_000;
const POLL_MS = 50;

/**
 * The in-page check every engine's `waitFor` polls: true when the wanted state holds. Its source is
 * sent to the page, so it uses nothing but its arguments. `textSource`/`textFlags` carry a RegExp.
 */
export function probeScript(
  selector: string,
  state: WaitState,
  text: string | null,
  textSource: string | null,
  textFlags: string,
): boolean {
  const pattern = textSource === null ? null : new RegExp(textSource, textFlags);
  const matches = [...document.querySelectorAll(selector)].filter((element) => {
    const content = element.textContent ?? '';
    if (text !== null && !content.includes(text)) return false;
    return pattern === null || pattern.test(content);
  });
  if (state === 'detached') return matches.length === 0;
  if (state === 'attached') return matches.length > 0;
  return matches.some((element) => {
    const rect = element.getBoundingClientRect();
    return rect.width > 0 && rect.height > 0 && getComputedStyle(element).visibility !== 'hidden';
  });
}

/** The probe's arguments for a wait. */
export function probeArgs(
  selector: string,
  options: WaitOptions = {},
): [string, WaitState, string | null, string | null, string] {
  const { text, state = 'visible' } = options;
  return [
    selector,
    state,
    typeof text === 'string' ? text : null,
    text instanceof RegExp ? text.source : null,
    text instanceof RegExp ? text.flags : '',
  ];
}

/** Polls `check` until it answers true; the error names what was awaited. */
export async function pollUntil(check: () => Promise<boolean>, what: string, timeout = DEFAULT_TIMEOUT): Promise<void> {
  const deadline = Date.now() + timeout;
  for (;;) {
    if (await check()) return;
    if (Date.now() > deadline) throw new Error(`Timed out after ${timeout} ms waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
}

/** A wait written once on top of `evaluate`, for every engine. */
export function waitWithProbe(
  page: Pick<EnginePage, 'evaluate'>,
  selector: string,
  options: WaitOptions = {},
): Promise<void> {
  const args = probeArgs(selector, options);
  const label = `${selector} ${options.state ?? 'visible'}${options.text ? ` with text ${String(options.text)}` : ''}`;
  return pollUntil(() => page.evaluate(probeScript, ...args), label, options.timeout);
}

/**
 * Before a click: when the centre of the first match (with its text) is covered, by the fixed tab
 * bar or the sticky header, or is off screen, scrolls it to the middle of the viewport, as a player
 * scrolls before a tap. WebKitWebDriver scrolls only an element that is off screen and then refuses
 * a covered one ("element click intercepted"); puppeteer would click whatever covers it; Playwright
 * does this itself. False when there is no match.
 */
export function revealScript(selector: string, text: string | null, textSource: string | null, textFlags: string) {
  const pattern = textSource === null ? null : new RegExp(textSource, textFlags);
  const element = [...document.querySelectorAll(selector)].find((candidate) => {
    const content = candidate.textContent ?? '';
    return (text === null || content.includes(text)) && (pattern === null || pattern.test(content));
  });
  if (!element) return false;
  const rect = element.getBoundingClientRect();
  const there = document.elementFromPoint(rect.left + rect.width / 2, rect.top + rect.height / 2);
  if (there === null || !element.contains(there)) element.scrollIntoView({ block: 'center', inline: 'nearest' });
  return true;
}

/** textContent / getAttribute of the first match, or undefined when none is there yet. */
export function readScript(selector: string, attribute: string | null): string | null | { missing: true } {
  const element = document.querySelector(selector);
  if (!element) return { missing: true };
  return attribute === null ? (element.textContent ?? '') : element.getAttribute(attribute);
}
