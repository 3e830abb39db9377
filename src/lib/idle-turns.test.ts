import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

let firstScreenDone: () => void;

vi.mock('./when-idle', () => ({
  whenIdle: () => new Promise<void>((resolve) => (firstScreenDone = resolve)),
}));

async function freshQueue() {
  vi.resetModules();
  return import('./idle-turns');
}

/** Lets the promise jobs and the (fake) idle callbacks run. */
async function settle() {
  for (let i = 0; i < 5; i++) await vi.advanceTimersByTimeAsync(5);
}

describe('idle turns', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.stubGlobal('window', { requestIdleCallback: (callback: () => void) => setTimeout(callback, 1) });
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('starts nothing before the first screen is done, then one part at a time, lowest priority first', async () => {
    const { requestIdleTurn } = await freshQueue();
    const started: string[] = [];
    const releases = new Map<string, () => void>();
    for (const [name, priority] of [
      ['footer', 4],
      ['popup', 0],
      ['winners', 2],
    ] as const)
      requestIdleTurn(priority, (release) => {
        started.push(name);
        releases.set(name, release);
      });
    await settle();
    expect(started).toEqual([]);

    firstScreenDone();
    await settle();
    expect(started).toEqual(['popup']);

    releases.get('popup')?.();
    await settle();
    expect(started).toEqual(['popup', 'winners']);
    releases.get('winners')?.();
    await settle();
    expect(started).toEqual(['popup', 'winners', 'footer']);
  });

  it('takes back a turn that is never released, so one stuck part does not hold up the rest', async () => {
    const { requestIdleTurn } = await freshQueue();
    const started: string[] = [];
    requestIdleTurn(0, () => started.push('stuck'));
    requestIdleTurn(1, () => started.push('next'));
    firstScreenDone();
    await settle();
    expect(started).toEqual(['stuck']);
    await vi.advanceTimersByTimeAsync(2_900);
    expect(started).toEqual(['stuck']);
    await vi.advanceTimersByTimeAsync(200);
    await settle();
    expect(started).toEqual(['stuck', 'next']);
  });

  it('drops a cancelled waiter and passes the turn on when its holder is cancelled', async () => {
    const { requestIdleTurn } = await freshQueue();
    const started: string[] = [];
    const cancelHolder = requestIdleTurn(0, () => started.push('holder'));
    const cancelWaiter = requestIdleTurn(1, () => started.push('gone'));
    requestIdleTurn(2, () => started.push('last'));
    firstScreenDone();
    await settle();
    cancelWaiter();
    cancelHolder();
    await settle();
    expect(started).toEqual(['holder', 'last']);
  });

  it('runs a task in its turn, gives its result and frees the turn even when the task fails', async () => {
    const { inIdleTurn } = await freshQueue();
    const failing = inIdleTurn(0, () => Promise.reject(new Error('no chunk')));
    const next = inIdleTurn(1, () => 42);
    const failed = expect(failing).rejects.toThrow('no chunk');
    firstScreenDone();
    await settle();
    await failed;
    await expect(next).resolves.toBe(42);
  });
});
