import { describe, expect, it } from 'vitest';

import { limitConcurrency } from './concurrency-gate';

/** A fetch whose answers the test releases one by one. */
function manualFetch() {
  const started: string[] = [];
  const answers = new Map<string, () => void>();
  const fetchFn = ((url: string) => {
    started.push(url);
    return new Promise<Response>((resolve) => answers.set(url, () => resolve(new Response(url))));
  }) as unknown as typeof fetch;
  return { fetchFn, started, answer: (url: string) => answers.get(url)?.() };
}

const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('limitConcurrency', () => {
  it('keeps at most N calls in flight and starts the waiting ones in order as others end', async () => {
    const net = manualFetch();
    const gated = limitConcurrency(net.fetchFn, 2);
    const calls = ['a', 'b', 'c', 'd'].map((url) => gated(url));
    await tick();
    expect(net.started).toEqual(['a', 'b']);
    net.answer('b');
    await tick();
    expect(net.started).toEqual(['a', 'b', 'c']);
    net.answer('a');
    net.answer('c');
    await tick();
    net.answer('d');
    expect(await Promise.all(calls.map(async (call) => (await call).text()))).toEqual(['a', 'b', 'c', 'd']);
  });

  it('drops a waiting call that is aborted, without taking a slot', async () => {
    const net = manualFetch();
    const gated = limitConcurrency(net.fetchFn, 1);
    void gated('a');
    const controller = new AbortController();
    const waiting = gated('b', { signal: controller.signal });
    const after = gated('c');
    controller.abort(new DOMException('gone', 'AbortError'));
    await expect(waiting).rejects.toThrow('gone');
    net.answer('a');
    await tick();
    expect(net.started).toEqual(['a', 'c']);
    net.answer('c');
    expect(await (await after).text()).toBe('c');
  });

  it('frees the slot when a call fails', async () => {
    let calls = 0;
    const failing = (() => {
      calls += 1;
      return Promise.reject(new TypeError('fetch failed'));
    }) as unknown as typeof fetch;
    const gated = limitConcurrency(failing, 1);
    await expect(gated('a')).rejects.toThrow('fetch failed');
    await expect(gated('b')).rejects.toThrow('fetch failed');
    expect(calls).toBe(2);
  });
});
