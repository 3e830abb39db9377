import { describe, expect, it } from 'vitest';

import { safeUrl } from './safe-url';

const BASE = 'https://app.example';

describe('safeUrl', () => {
  it('accepts http(s) and resolves relative paths against the app origin', () => {
    expect(safeUrl('https://cdn.example/a.png', undefined, BASE)).toBe('https://cdn.example/a.png');
    expect(safeUrl('/help', undefined, BASE)).toBe('https://app.example/help');
  });
  it('refuses script, data and other schemes, credentials, and garbage', () => {
    expect(safeUrl('javascript:alert(1)', undefined, BASE)).toBeNull();
    expect(safeUrl(' JaVaScRiPt:alert(1)', undefined, BASE)).toBeNull();
    expect(safeUrl('data:text/html,<script>', undefined, BASE)).toBeNull();
    expect(safeUrl('https://user:pw@evil.example/', undefined, BASE)).toBeNull();
    expect(safeUrl('http://[::1', undefined, BASE)).toBeNull();
    expect(safeUrl('', undefined, BASE)).toBeNull();
    expect(safeUrl(null, undefined, BASE)).toBeNull();
  });
  it('enforces an origin allow-list when given', () => {
    const allowed = ['https://games.example', 'https://cdn2.example/'];
    expect(safeUrl('https://games.example/play?x=1', allowed, BASE)).toBe('https://games.example/play?x=1');
    expect(safeUrl('https://cdn2.example/x', allowed, BASE)).toBe('https://cdn2.example/x');
    expect(safeUrl('https://games.example.evil.example/', allowed, BASE)).toBeNull();
    expect(safeUrl('http://games.example/', allowed, BASE)).toBeNull();
  });
});
