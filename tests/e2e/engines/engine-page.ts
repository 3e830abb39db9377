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

export interface EnginePage {
  readonly engine: EngineName;
  /** Opens `path` (relative to the platform's address) and waits for its load event. */
  goto(path: string): Promise<void>;
  /** The page's address now. */
  url(): Promise<string>;
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
  /** Runs a function in the page (its source is sent, so it may use only its arguments). */
  evaluate<R extends Serializable | void, A extends Serializable[]>(
    fn: (...args: A) => R | Promise<R>,
    ...args: A
  ): Promise<R>;
  /** The size of the page's viewport, in CSS pixels. */
  setViewport(width: number, height: number): Promise<void>;
  /** Ends the page: its context (Chromium, Firefox) or its origin's storage (WebKit's one window). */
  close(): Promise<void>;
}

export interface Engine {
  readonly name: EngineName;
  /** Browser name and version, as the engine reports it. */
  version(): Promise<string>;
  /** A page with fresh storage on `baseURL`, `width`×`height`. */
  newPage(baseURL: string, width: number, height: number): Promise<EnginePage>;
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

/** textContent / getAttribute of the first match, or undefined when none is there yet. */
export function readScript(selector: string, attribute: string | null): string | null | { missing: true } {
  const element = document.querySelector(selector);
  if (!element) return { missing: true };
  return attribute === null ? (element.textContent ?? '') : element.getAttribute(attribute);
}
