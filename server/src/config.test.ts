import { describe, expect, it } from 'vitest';

import { loadConfig } from './config.ts';
import { isPrivateAddress, resolveCountry } from './domain/geo.ts';

describe('loadConfig', () => {
  it('has defaults relative to the working folder', () => {
    const config = loadConfig({}, [], '/srv/tala');
    expect(config).toMatchObject({
      port: 8080,
      dataDir: '/srv/tala/.data/platform',
      distDir: '/srv/tala/dist',
      databaseUrl: null,
      testMode: false,
      latencyMs: 0,
      publicOrigin: null,
      trustProxy: false,
    });
  });

  it('reads env, and argv flags win', () => {
    const config = loadConfig(
      {
        PORT: '9000',
        DATA_DIR: '/data',
        TALA_TEST_MODE: '1',
        LATENCY_MS: '250',
        PUBLIC_ORIGIN: 'https://play.example/x',
        DATABASE_URL: 'postgres://x',
      },
      ['--port', '0', '--data-dir=/other', '--dist', 'build'],
      '/srv',
    );
    expect(config).toMatchObject({
      port: 0,
      dataDir: '/other',
      distDir: '/srv/build',
      testMode: true,
      latencyMs: 250,
      publicOrigin: 'https://play.example',
      databaseUrl: 'postgres://x',
    });
  });

  it('reads the request rates per address and per session (ANON_RATE_LIMIT is the older name)', () => {
    expect(loadConfig({}, [], '/x')).toMatchObject({ ipRateLimit: 1200, sessionRateLimit: 300 });
    expect(loadConfig({ ANON_RATE_LIMIT: '50' }, [], '/x')).toMatchObject({ ipRateLimit: 50 });
    expect(loadConfig({ ANON_RATE_LIMIT: '50', IP_RATE_LIMIT: '70', SESSION_RATE_LIMIT: '9' }, [], '/x')).toMatchObject(
      { ipRateLimit: 70, sessionRateLimit: 9 },
    );
    expect(() => loadConfig({ SESSION_RATE_LIMIT: '0' }, [], '/x')).toThrow('Invalid SESSION_RATE_LIMIT: 0');
  });

  it('ignores LATENCY_MS and TEST_CAPTCHA_TEXT outside test mode and rejects bad ports', () => {
    expect(loadConfig({ LATENCY_MS: '250' }, []).latencyMs).toBe(0);
    expect(loadConfig({ TEST_CAPTCHA_TEXT: 'ABCD' }, []).testCaptchaText).toBeNull();
    expect(loadConfig({ TEST_CAPTCHA_TEXT: 'ABCD', TALA_TEST_MODE: '1' }, []).testCaptchaText).toBe('ABCD');
    expect(() => loadConfig({ PORT: 'eighty' }, [])).toThrow(/Invalid PORT/);
  });
});

describe('geo', () => {
  it('treats loopback and private ranges as the default country', () => {
    for (const ip of ['127.0.0.1', '::1', '::ffff:127.0.0.1', '10.1.2.3', '172.20.0.1', '192.168.1.9', 'fd00::1']) {
      expect(isPrivateAddress(ip), ip).toBe(true);
    }
    expect(resolveCountry('192.168.1.9', 'VN')).toEqual({ country: 'Vietnam', countryCode: 'VN' });
    expect(resolveCountry('8.8.8.8', 'PH')).toEqual({ country: 'Unknown', countryCode: 'ZZ' });
  });
});
