/**
 * Platform options from the environment and the command line (argv wins over env).
 * Everything the server needs to know at start lives here, so tests can build a config
 * without touching process.env.
 */
import path from 'node:path';

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
    const [flag, inline] = arg.includes('=') ? [arg.slice(0, arg.indexOf('=')), arg.slice(arg.indexOf('=') + 1)] : [arg, undefined];
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

/** Builds the config; `cwd` anchors relative folders. Throws with a readable message on bad values. */
export function loadConfig(env: Env = process.env, argv: readonly string[] = process.argv.slice(2), cwd = process.cwd()): PlatformConfig {
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
    trustProxy: isOn(merged.TRUST_PROXY),
    dev: isOn(merged.TALA_DEV),
  };
}
