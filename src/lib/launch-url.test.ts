import { describe, expect, it } from 'vitest';

import { chooseLaunchUrl, frameSandbox, GAME_SANDBOX } from './launch-url';

const BASE = 'https://tala.example';
const open = (launchCdns: string[] = []) => ({ launchCdns, operatorOrigins: [] });

describe('chooseLaunchUrl', () => {
  it('frames an https address on a vendor origin no CDN list names', () => {
    expect(chooseLaunchUrl({ game_url: 'https://games.vendor.example/fish?t=1' }, open(), BASE)).toBe(
      'https://games.vendor.example/fish?t=1',
    );
    expect(
      chooseLaunchUrl({ game_url: 'https://games.vendor.example/fish?t=1' }, open(['https://cdn1.example']), BASE),
    ).toBe('https://games.vendor.example/fish?t=1');
  });

  it('refuses other schemes, credentials and plain http off the platform lists', () => {
    expect(chooseLaunchUrl({ game_url: 'javascript:alert(1)' }, open(), BASE)).toBeNull();
    expect(chooseLaunchUrl({ game_url: 'https://user:pw@vendor.example/x' }, open(), BASE)).toBeNull();
    expect(chooseLaunchUrl({ game_url: 'http://vendor.example/x' }, open(), BASE)).toBeNull();
    expect(chooseLaunchUrl({ game_url: 'data:text/html,<p>x' }, open(), BASE)).toBeNull();
  });

  it('accepts http on a launch CDN the platform lists, the app origin and loopback hosts', () => {
    expect(chooseLaunchUrl({ game_url: 'http://cdn1.example/x' }, open(['http://cdn1.example']), BASE)).toBe(
      'http://cdn1.example/x',
    );
    expect(chooseLaunchUrl({ game_url: '/games/play/slot?t=1' }, open(), 'http://intranet:8080')).toBe(
      'http://intranet:8080/games/play/slot?t=1',
    );
    expect(chooseLaunchUrl({ game_url: 'http://127.0.0.2:9000/g' }, open(), BASE)).toBe('http://127.0.0.2:9000/g');
    expect(chooseLaunchUrl({ game_url: 'http://localhost:9000/g' }, open(), BASE)).toBe('http://localhost:9000/g');
  });

  it('keeps to the operator allow-list when config.json sets one (the platform CDNs still pass)', () => {
    const rules = { launchCdns: ['https://cdn1.example'], operatorOrigins: ['https://ok.vendor.example'] };
    expect(chooseLaunchUrl({ game_url: 'https://other.vendor.example/x' }, rules, BASE)).toBeNull();
    expect(chooseLaunchUrl({ game_url: 'https://ok.vendor.example/x' }, rules, BASE)).toBe(
      'https://ok.vendor.example/x',
    );
    expect(chooseLaunchUrl({ game_url: 'https://cdn1.example/x' }, rules, BASE)).toBe('https://cdn1.example/x');
  });

  it('falls back to game_url2 when game_url is refused', () => {
    expect(chooseLaunchUrl({ game_url: 'javascript:void 0', game_url2: 'https://cdn2.example/x' }, open(), BASE)).toBe(
      'https://cdn2.example/x',
    );
  });

  it('prefers the entry on the randomly chosen CDN', () => {
    const content = { game_url: 'https://a.example/p?t=1', game_url2: 'https://b.example/p?t=1' };
    // Distinct lists so pickCdn's per-list memo does not carry one test's pick into the other.
    expect(chooseLaunchUrl(content, open(['https://a.example', 'https://b.example']), BASE, () => 0.9)).toBe(
      'https://b.example/p?t=1',
    );
    expect(
      chooseLaunchUrl(content, open(['https://a.example', 'https://b.example', 'https://c.example']), BASE, () => 0),
    ).toBe('https://a.example/p?t=1');
  });
});

describe('frameSandbox', () => {
  it('lets a frame on another origin keep its origin, and keeps the app origin opaque', () => {
    expect(frameSandbox('https://games.vendor.example/fish', BASE)).toBe(`${GAME_SANDBOX} allow-same-origin`);
    expect(frameSandbox(`${BASE}/games/play/slot?t=1`, BASE)).toBe(GAME_SANDBOX);
    expect(frameSandbox('http://tala.example/x', BASE)).toBe(`${GAME_SANDBOX} allow-same-origin`);
    expect(GAME_SANDBOX).not.toContain('allow-same-origin');
    expect(GAME_SANDBOX).not.toContain('allow-top-navigation');
  });
});
