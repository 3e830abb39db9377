import { afterEach, describe, expect, it, vi } from 'vitest';

import { warmVendorImages } from './warm-vendor-images';

const LOGOS = ['https://cdn.example/a.png', 'https://cdn.example/b.png', 'https://cdn.example/a.png'];

/** A Cache Storage stand-in holding `cached`, and the fetch it records calls in. */
function stubBrowser(serviceWorker: { ready: Promise<unknown> } | undefined, cached: string[] = []) {
  const stored = new Set(cached);
  const cache = {
    match: (url: string) => Promise.resolve(stored.has(url) ? new Response('') : undefined),
    put: (url: string) => Promise.resolve(void stored.add(url)),
  };
  const fetched: string[] = [];
  vi.stubGlobal('caches', { open: () => Promise.resolve(cache) });
  vi.stubGlobal('navigator', { onLine: true, serviceWorker });
  vi.stubGlobal('fetch', (url: string) => {
    fetched.push(url);
    return Promise.resolve(new Response('png'));
  });
  return { fetched, stored };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('warmVendorImages', () => {
  it('fetches each logo not cached yet once a service worker is active', async () => {
    const { fetched, stored } = stubBrowser({ ready: Promise.resolve({}) }, ['https://cdn.example/b.png']);
    await warmVendorImages(LOGOS);
    expect(fetched).toEqual(['https://cdn.example/a.png']);
    expect(stored.has('https://cdn.example/a.png')).toBe(true);
  });

  it('fetches nothing while no service worker is active: nothing would read the cache', async () => {
    const { fetched } = stubBrowser({ ready: new Promise(() => undefined) });
    const warming = warmVendorImages(LOGOS);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(fetched).toEqual([]);
    void warming;
  });

  it('fetches nothing in a browser without service workers', async () => {
    const { fetched } = stubBrowser(undefined);
    void warmVendorImages(LOGOS);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(fetched).toEqual([]);
  });
});
