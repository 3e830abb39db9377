import { writeFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';

import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import { checkDist, formatFinding, type Finding } from './check-dist.ts';
import { contrast, parseColour } from './colour.ts';
import { makeTestDist, type TestDist } from './test-dist.ts';

let dist: TestDist;
beforeEach(async () => {
  dist = await makeTestDist();
});
afterEach(async () => {
  await dist.remove();
});

const errors = (findings: Finding[]) => findings.filter((f) => f.level === 'error');

async function listen(handler: Parameters<typeof createServer>[1]): Promise<{ server: Server; url: string }> {
  const server = createServer(handler);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
}

describe('check-dist', () => {
  it('passes the shipped configuration', async () => {
    expect(await checkDist(dist.dir)).toEqual([]);
  });

  it('names a missing field', async () => {
    await dist.editConfig((config) => delete config.brand.name);
    expect(errors(await checkDist(dist.dir))).toEqual([
      {
        level: 'error',
        field: 'config.json brand.name',
        expected: 'a value (the field is required)',
        found: 'nothing (the field is missing)',
      },
    ]);
  });

  it('names a field of the wrong type with what was found', async () => {
    await dist.editConfig((config) => (config.brand.colors.primary = 5));
    const [finding] = errors(await checkDist(dist.dir));
    expect(finding).toEqual({
      level: 'error',
      field: 'config.json brand.colors.primary',
      expected: 'string',
      found: '5',
    });
    expect(formatFinding(finding!)).toBe('error    config.json brand.colors.primary: expected string; found 5');
  });

  it('refuses a config.json that is not JSON', async () => {
    await writeFile(path.join(dist.dir, 'config.json'), '{"merchant": "x",');
    const [finding] = await checkDist(dist.dir);
    expect(finding).toMatchObject({ level: 'error', field: 'config.json', expected: 'JSON' });
  });

  it('refuses a non-https API origin, unless http is allowed for a local test', async () => {
    await dist.editConfig((config) => (config.apiBaseUrls = ['', 'http://api.example.com']));
    expect(errors(await checkDist(dist.dir))).toEqual([
      expect.objectContaining({
        field: 'config.json apiBaseUrls.1',
        expected: expect.stringContaining('an https origin') as string,
        found: '"http://api.example.com"',
      }),
    ]);
    const allowed = await checkDist(dist.dir, { allowHttp: true });
    expect(allowed).toEqual([expect.objectContaining({ level: 'warning', field: 'config.json apiBaseUrls.1' })]);
  });

  it('refuses an API origin that is not a URL', async () => {
    await dist.editConfig((config) => (config.apiBaseUrls = ['api.example.com']));
    expect(errors(await checkDist(dist.dir))).toEqual([
      expect.objectContaining({ field: 'config.json apiBaseUrls.0', found: '"api.example.com"' }),
    ]);
  });

  it('reports an unreachable API origin when asked to reach it, and passes a reachable one', async () => {
    const closed = await listen(() => undefined);
    await new Promise((resolve) => closed.server.close(resolve));
    const open = await listen((request, response) => {
      response.statusCode = request.url === '/wps/system/status' ? 200 : 404;
      response.end('{}');
    });
    try {
      await dist.editConfig((config) => (config.apiBaseUrls = [open.url, closed.url]));
      // Not asked: no network.
      expect(errors(await checkDist(dist.dir, { allowHttp: true }))).toEqual([]);
      expect(errors(await checkDist(dist.dir, { allowHttp: true, reach: true }))).toEqual([
        {
          level: 'error',
          field: 'config.json apiBaseUrls.1',
          expected: 'a reachable API origin',
          found: 'unreachable: ECONNREFUSED',
        },
      ]);
    } finally {
      await new Promise((resolve) => open.server.close(resolve));
    }
  });

  it('reports a logo that is missing, not an image, or not on the app’s origin', async () => {
    await dist.editConfig((config) => (config.brand.logo = '/no-such-logo.svg'));
    expect(errors(await checkDist(dist.dir))).toEqual([
      expect.objectContaining({ field: 'config.json brand.logo', found: 'no such file' }),
    ]);

    await writeFile(path.join(dist.dir, 'broken.png'), 'not a picture');
    await dist.editConfig((config) => (config.brand.logo = 'broken.png'));
    expect(errors(await checkDist(dist.dir))).toEqual([
      expect.objectContaining({
        field: 'config.json brand.logo',
        found: expect.stringMatching(/^unreadable logo \(/) as string,
      }),
    ]);

    await dist.editConfig((config) => (config.brand.logo = 'https://elsewhere.example/logo.svg'));
    expect(errors(await checkDist(dist.dir))).toEqual([
      expect.objectContaining({
        field: 'config.json brand.logo',
        expected: expect.stringContaining('app’s own origin') as string,
        found: '"https://elsewhere.example/logo.svg"',
      }),
    ]);
    // On an image CDN the operator named: allowed (fetched only with --reach).
    await dist.editConfig((config) => (config.imageCdns = ['https://elsewhere.example']));
    expect(errors(await checkDist(dist.dir))).toEqual([]);
  });

  it('reports a brand colour it cannot read', async () => {
    await dist.editConfig((config) => {
      config.brand.colors.primary = 'greenish';
      config.brand.chatHeaderColor = '#12345';
    });
    expect(errors(await checkDist(dist.dir))).toEqual([
      expect.objectContaining({ field: 'config.json brand.colors.primary', found: '"greenish"' }),
      expect.objectContaining({ field: 'config.json brand.chatHeaderColor', found: '"#12345"' }),
      // The manifest still carries the old colour.
      expect.objectContaining({ field: 'manifest.webmanifest theme_color' }),
    ]);
  });

  it('refuses text that does not read on the background or the primary colour, and proposes one that does', async () => {
    await dist.editConfig((config) => {
      config.brand.colors.text = '#6b7280';
      config.brand.colors.primary = '#0b7a53';
    });
    const found = errors(await checkDist(dist.dir));
    expect(found.map((f) => f.field)).toEqual(['config.json brand.colors.text', 'config.json brand.colors.text']);
    expect(found[0]!.expected).toMatch(
      /^contrast of at least 4.5:1 on background \(#0f1720\); text (#[\da-f]{6}) would read on both/,
    );
    const proposed = parseColour(/text (#[\da-f]{6})/.exec(found[0]!.expected)![1]!)!;
    expect(contrast(proposed, parseColour('#0f1720')!)).toBeGreaterThanOrEqual(4.5);
    expect(contrast(proposed, parseColour('#0b7a53')!)).toBeGreaterThanOrEqual(4.5);

    // A primary as light as the page is dark: no text reads on both.
    await dist.editConfig((config) => (config.brand.colors.primary = '#8fd3ff'));
    const [first] = errors(await checkDist(dist.dir));
    expect(first!.expected).toContain('no text colour reads on both');
  });

  it('compares the manifest with the configuration and reads its icons', async () => {
    await dist.editManifest((manifest) => {
      manifest.name = 'Old Brand';
      manifest.icons[1]!.src = 'missing.png';
      manifest.icons[0]!.sizes = '180x180';
    });
    expect(errors(await checkDist(dist.dir))).toEqual([
      expect.objectContaining({ field: 'manifest.webmanifest name', found: '"Old Brand"' }),
      expect.objectContaining({ field: 'manifest.webmanifest icons.0', found: '192x192' }),
      expect.objectContaining({ field: 'manifest.webmanifest icons.1', expected: 'a readable image at missing.png' }),
    ]);
  });

  it('warns when index.html still paints another theme colour', async () => {
    await dist.editConfig((config) => (config.brand.colors.primary = '#0b7a54'));
    await dist.editManifest((manifest) => Object.assign(manifest, { theme_color: '#0b7a54' }));
    expect(await checkDist(dist.dir)).toEqual([
      {
        level: 'warning',
        field: 'index.html theme-color',
        expected: 'config.json brand.colors.primary "#0b7a54" (run the brand kit)',
        found: '"#0b7a53"',
      },
    ]);
  });
});

describe('colours', () => {
  it('reads the CSS forms operators write and measures WCAG contrast', () => {
    expect(parseColour('#fff')).toEqual({ r: 255, g: 255, b: 255, alpha: 1 });
    expect(parseColour('#0b7a5380')).toMatchObject({ r: 11, g: 122, b: 83 });
    expect(parseColour('rgb(11, 122, 83)')).toEqual({ r: 11, g: 122, b: 83, alpha: 1 });
    expect(parseColour('rgb(11 122 83 / 50%)')).toEqual({ r: 11, g: 122, b: 83, alpha: 0.5 });
    for (const bad of ['green', '#12345', 'rgb(300, 0, 0)', 'hsl(0 0% 0%)', '']) expect(parseColour(bad)).toBeNull();
    expect(contrast(parseColour('#fff')!, parseColour('#000')!)).toBeCloseTo(21);
  });
});
