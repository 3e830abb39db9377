import { describe, expect, it } from 'vitest';

import { chooseLaunchUrl } from './launch-url';

const BASE = 'https://tala.example';

describe('chooseLaunchUrl', () => {
  it('frames a URL on an allowed launch CDN', () => {
    expect(
      chooseLaunchUrl({ game_url: 'https://cdn1.example/games/play/slot?t=ab' }, ['https://cdn1.example'], BASE),
    ).toBe('https://cdn1.example/games/play/slot?t=ab');
  });

  it('refuses URLs off the allow-list, other schemes and credentials', () => {
    const cdns = ['https://cdn1.example'];
    expect(chooseLaunchUrl({ game_url: 'https://evil.example/games/play/slot' }, cdns, BASE)).toBeNull();
    expect(chooseLaunchUrl({ game_url: 'javascript:alert(1)' }, cdns, BASE)).toBeNull();
    expect(chooseLaunchUrl({ game_url: 'https://user:pw@cdn1.example/x' }, cdns, BASE)).toBeNull();
    expect(chooseLaunchUrl({ game_url: 'http://cdn1.example/x' }, cdns, BASE)).toBeNull();
  });

  it('refuses everything when the platform lists no launch CDN', () => {
    expect(chooseLaunchUrl({ game_url: 'https://cdn1.example/x' }, [], BASE)).toBeNull();
  });

  it('falls back to game_url2 when game_url is refused', () => {
    expect(
      chooseLaunchUrl(
        { game_url: 'https://evil.example/x', game_url2: 'https://cdn2.example/x' },
        ['https://cdn1.example', 'https://cdn2.example'],
        BASE,
      ),
    ).toBe('https://cdn2.example/x');
  });

  it('prefers the entry on the randomly chosen CDN', () => {
    const content = { game_url: 'https://a.example/p?t=1', game_url2: 'https://b.example/p?t=1' };
    // Distinct lists so pickCdn's per-list memo does not carry one test's pick into the other.
    expect(chooseLaunchUrl(content, ['https://a.example', 'https://b.example'], BASE, () => 0.9)).toBe(
      'https://b.example/p?t=1',
    );
    expect(
      chooseLaunchUrl(content, ['https://a.example', 'https://b.example', 'https://c.example'], BASE, () => 0),
    ).toBe('https://a.example/p?t=1');
  });

  it('resolves a relative game_url against the app origin before checking it', () => {
    expect(chooseLaunchUrl({ game_url: '/games/play/slot?t=1' }, [BASE], BASE)).toBe(`${BASE}/games/play/slot?t=1`);
  });
});
