/**
 * Work that is not on the first screen, one piece at a time. Every piece waits for the first
 * screen (`whenIdle`); then they take turns: a piece gets its turn in an idle period, runs (loads
 * its chunk, renders, commits) and releases the turn; the next one starts in the next idle period.
 * Let go all at once, the deferred parts (popup, floating bar, winners, footer, update prompt,
 * logo warming) loaded and rendered together in a burst of long tasks that kept a mid-range phone
 * busy for a second after the first screen (total blocking time).
 *
 * Lower `priority` goes first among those waiting. A turn that is not released (a chunk that never
 * arrives, a part that never commits) is taken back after `TURN_LIMIT_MS`, so one stuck part never
 * holds up the rest.
 */
import { whenIdle } from './when-idle';

/** Turn order of the app's deferred parts (lower first). */
export const IDLE_PRIORITY = {
  popup: 0,
  documentTitle: 0,
  sideMenu: 1,
  engagement: 2,
  updatePrompt: 3,
  footer: 4,
  partnerLogos: 5,
  warmImages: 6,
  qrCode: 7,
} as const;

const TURN_LIMIT_MS = 3_000;
const IDLE_TIMEOUT_MS = 1_000;

interface Waiter {
  priority: number;
  order: number;
  start: (release: () => void) => void;
}

const waiting: Waiter[] = [];
let holder: Waiter | null = null;
let ready = false;
let granting = false;
let nextOrder = 0;

function nextIdlePeriod(callback: () => void): void {
  if (typeof window.requestIdleCallback === 'function')
    window.requestIdleCallback(callback, { timeout: IDLE_TIMEOUT_MS });
  else setTimeout(callback, 1);
}

function grantNext(): void {
  if (!ready || granting || holder || waiting.length === 0) return;
  granting = true;
  nextIdlePeriod(() => {
    granting = false;
    if (holder || waiting.length === 0) return;
    waiting.sort((a, b) => a.priority - b.priority || a.order - b.order);
    const waiter = waiting.shift() as Waiter;
    holder = waiter;
    let released = false;
    const release = () => {
      if (released) return;
      released = true;
      clearTimeout(limit);
      if (holder === waiter) holder = null;
      grantNext();
    };
    const limit = setTimeout(release, TURN_LIMIT_MS);
    waiter.start(release);
  });
}

/**
 * Asks for a turn after the first screen; `start` runs in it and must call `release` when its work
 * is done. Returns a cancel function: it leaves the queue, or releases the turn if it was granted.
 */
export function requestIdleTurn(priority: number, start: (release: () => void) => void): () => void {
  if (typeof window === 'undefined') {
    start(() => undefined);
    return () => undefined;
  }
  let releaseTurn: (() => void) | null = null;
  let cancelled = false;
  const waiter: Waiter = {
    priority,
    order: nextOrder++,
    start: (release) => {
      releaseTurn = release;
      if (cancelled) release();
      else start(release);
    },
  };
  waiting.push(waiter);
  if (!ready)
    void whenIdle().then(() => {
      ready = true;
      grantNext();
    });
  else grantNext();
  return () => {
    cancelled = true;
    const index = waiting.indexOf(waiter);
    if (index >= 0) waiting.splice(index, 1);
    releaseTurn?.();
  };
}

/** Runs `task` in its turn and releases the turn when it settles. */
export function inIdleTurn<T>(priority: number, task: () => Promise<T> | T): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    requestIdleTurn(priority, (release) => {
      Promise.resolve().then(task).then(resolve, reject).finally(release);
    });
  });
}
