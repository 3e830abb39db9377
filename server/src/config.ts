/**
 * Platform options from the environment and the command line (argv wins over env).
 * Everything the server needs to know at start lives here, so tests can build a config
 * without touching process.env.
 */
import path from 'node:path';

import { parseTrustedProxies } from './http/trusted-proxies.ts';

export interface PlatformConfig {
  /** 0 = any free port. */
  port: number;
  dataDir: string;
  /** PostgreSQL connection string; null = embedded PGlite in `dataDir`. */
  databaseUrl: string | null;
  distDir: string;
  testMode: boolean;
  /** Delay added to every /wps response; honoured only in test mode. */
  latencyMs: number;
  /** Fixed captcha answer (TEST_CAPTCHA_TEXT) so browser tests can pass the captcha; test mode only. */
  testCaptchaText: string | null;
  /** Absolute origin the platform is reached at (behind a proxy/CDN); null = the request origin. */
  publicOrigin: string | null;
  /** Honour X-Forwarded-For / -Proto / -Host (only behind a proxy you control). */
  trustProxy: boolean;
  /**
   * How many proxies of yours stand in front (TRUST_PROXY=1/true → 1, TRUST_PROXY=2 → 2): the
   * client is the X-Forwarded-For entry that many hops from the right, never a hop the client
   * could have written itself.
   */
  proxyHops: number;
  /**
   * TRUST_PROXY given as addresses and CIDR ranges (`10.0.0.0/8,2001:db8::/32`): the client is the
   * first address from the right, socket peer included, that is not one of them. Empty when
   * TRUST_PROXY is a hop count or off.
   */
  trustedProxies: readonly string[];
  /** Largest request body accepted, in bytes (MAX_BODY_BYTES, default 2 MiB: a 1 MB avatar as a Base64 data URL fits), chunked or not. */
  maxBodyBytes: number;
  /**
   * API requests per minute one address may make, with a session or without (IP_RATE_LIMIT, the
   * older name ANON_RATE_LIMIT still read; high in test mode).
   */
  ipRateLimit: number;
  /** API requests per minute one live session may make, from any address (SESSION_RATE_LIMIT; high in test mode). */
  sessionRateLimit: number;
  /** `--dev`: the Vite dev server runs on another origin, so CORS allows any origin. */
  dev: boolean;
}

type Env = Record<string, string | undefined>;

const FLAG_WITH_VALUE = new Map([
  ['--port', 'PORT'],
  ['--data-dir', 'DATA_DIR'],
  ['--dist', 'DIST_DIR'],
  ['--database-url', 'DATABASE_URL'],
  ['--public-origin', 'PUBLIC_ORIGIN'],
  ['--latency-ms', 'LATENCY_MS'],
]);

/** Reads argv flags (`--port 0` or `--port=0`) into env-style keys; unknown flags are ignored. */
export function argvToEnv(argv: readonly string[]): Env {
  const out: Env = {};
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i] ?? '';
    const [flag, inline] = arg.includes('=')
      ? [arg.slice(0, arg.indexOf('=')), arg.slice(arg.indexOf('=') + 1)]
      : [arg, undefined];
    const key = FLAG_WITH_VALUE.get(flag ?? '');
    if (key) {
      const value = inline ?? argv[i + 1];
      if (inline === undefined) i++;
      if (value !== undefined) out[key] = value;
    } else if (arg === '--test-mode') out.TALA_TEST_MODE = '1';
    else if (arg === '--trust-proxy') out.TRUST_PROXY = '1';
    else if (arg === '--dev') out.TALA_DEV = '1';
  }
  return out;
}

function isOn(value: string | undefined): boolean {
  return value === '1' || value === 'true' || value === 'yes';
}

function parsePort(value: string | undefined): number {
  if (value === undefined || value === '') return 8080;
  const port = Number(value);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`Invalid PORT: ${value}`);
  return port;
}

function parseOrigin(value: string | undefined): string | null {
  if (!value) return null;
  const url = new URL(value);
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new Error(`Invalid PUBLIC_ORIGIN: ${value}`);
  return url.origin;
}

type ProxyTrust = Pick<PlatformConfig, 'trustProxy' | 'proxyHops' | 'trustedProxies'>;

/** TRUST_PROXY: off, a hop count (`1`/`on` → 1), or a list of proxy addresses and ranges. */
function parseProxyTrust(value: string | undefined): ProxyTrust {
  const text = (value ?? '').trim();
  const off: ProxyTrust = { trustProxy: false, proxyHops: 0, trustedProxies: [] };
  if (text === '' || ['0', 'false', 'no', 'off'].includes(text.toLowerCase())) return off;
  if (isOn(text) || text.toLowerCase() === 'on') return { trustProxy: true, proxyHops: 1, trustedProxies: [] };
  if (/^\d+$/.test(text)) {
    const hops = Number(text);
    if (hops === 0) return off;
    if (hops >= 10) throw new Error(`Invalid TRUST_PROXY: ${text} (at most 9 hops)`);
    return { trustProxy: true, proxyHops: hops, trustedProxies: [] };
  }
  const trustedProxies = parseTrustedProxies(text);
  return trustedProxies.length === 0 ? off : { trustProxy: true, proxyHops: 0, trustedProxies };
}

function positiveInt(name: string, value: string | undefined, fallback: number): number {
  if (value === undefined || value === '') return fallback;
  const number = Number(value);
  if (!Number.isInteger(number) || number <= 0) throw new Error(`Invalid ${name}: ${value}`);
  return number;
}

/** Builds the config; `cwd` anchors relative folders. Throws with a readable message on bad values. */
export function loadConfig(
  env: Env = process.env,
  argv: readonly string[] = process.argv.slice(2),
  cwd = process.cwd(),
): PlatformConfig {
  const merged: Env = { ...env, ...argvToEnv(argv) };
  const testMode = isOn(merged.TALA_TEST_MODE);
  const latency = Number(merged.LATENCY_MS ?? 0);
  return {
    port: parsePort(merged.PORT),
    dataDir: path.resolve(cwd, merged.DATA_DIR || '.data/platform'),
    databaseUrl: merged.DATABASE_URL || null,
    distDir: path.resolve(cwd, merged.DIST_DIR || 'dist'),
    testMode,
    latencyMs: testMode && Number.isFinite(latency) && latency > 0 ? latency : 0,
    testCaptchaText: testMode && merged.TEST_CAPTCHA_TEXT ? merged.TEST_CAPTCHA_TEXT : null,
    publicOrigin: parseOrigin(merged.PUBLIC_ORIGIN),
    ...parseProxyTrust(merged.TRUST_PROXY),
    maxBodyBytes: positiveInt('MAX_BODY_BYTES', merged.MAX_BODY_BYTES, 2 * 1024 * 1024),
    // The e2e suites all come from 127.0.0.1: test mode keeps the limits out of their way.
    ipRateLimit: positiveInt(
      merged.IP_RATE_LIMIT ? 'IP_RATE_LIMIT' : 'ANON_RATE_LIMIT',
      merged.IP_RATE_LIMIT || merged.ANON_RATE_LIMIT,
      testMode ? 1_000_000 : 1200,
    ),
    sessionRateLimit: positiveInt('SESSION_RATE_LIMIT', merged.SESSION_RATE_LIMIT, testMode ? 1_000_000 : 300),
    dev: isOn(merged.TALA_DEV),
  };
}
