/**
 * A minimal platform of the family, written from ../shared/contract.md alone (nothing from
 * server/): the `{success, value, message, errorCode}` envelope, RSA + DES request bodies in both
 * forms, and only the documented endpoints with only their documented fields. Everything else
 * under /wps and /lgw answers 404. It serves the built app from dist/ with its own config.json.
 * Every request is logged (path and time) so a test can count what the app asked for.
 */
import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';

import { decryptBody, newRsaKey } from './wire-crypto';

export interface LoggedRequest {
  method: string;
  path: string;
  at: number;
  /** For encrypted calls: the transport form that arrived. */
  bodyForm?: 'legacy' | 'current';
  /** The decrypted or plain JSON body (test accounts only; never log real bodies). */
  body?: unknown;
}

export interface ContractPlatform {
  url: string;
  /** A game vendor's server: another origin, named in no list the platform sends. */
  vendorUrl: string;
  requests: LoggedRequest[];
  /** Whitelabel modules the test can switch (modId → on). */
  modules: Map<string, boolean>;
  stop: () => Promise<void>;
}

const MEMBER = { username: 'contract01', password: 'Pass1234', id: 7001 };
const MIME: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.webmanifest': 'application/manifest+json',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain',
};

/** The GeeTest v4 loader stand-in: the same `initGeetest4` API, and every challenge succeeds at once. */
const GEETEST_STAND_IN = `window.initGeetest4 = function (config, ready) {
  var handlers = {};
  var captcha = {
    onReady: function (f) { handlers.ready = f; setTimeout(f, 0); return captcha; },
    onSuccess: function (f) { handlers.success = f; return captcha; },
    onError: function (f) { handlers.error = f; return captcha; },
    onClose: function (f) { handlers.close = f; return captcha; },
    showCaptcha: function () { setTimeout(function () { if (handlers.success) handlers.success(); }, 0); },
    getValidate: function () { return { lot_number: 'lot-1', captcha_output: 'out-1', pass_token: 'pass-1', gen_time: '1700000000', captcha_id: config.captchaId }; },
    reset: function () {}, destroy: function () {}
  };
  window.__geetestInits = (window.__geetestInits || 0) + 1;
  ready(captcha);
};`;

/**
 * The vendor's game page: it keeps a value in its own storage (a vendor game's settings) and says
 * whether it could; in a frame without its own origin the storage throws.
 */
const VENDOR_GAME_PAGE = `<!doctype html><html><head><meta charset="utf-8"><title>Vendor game</title></head><body>
<h1 id="vendor-game">Vendor game</h1><p id="vendor-storage">…</p>
<script>
var out = document.getElementById('vendor-storage');
try { localStorage.setItem('vendor-settings', 'sound=on'); out.textContent = 'storage ' + localStorage.getItem('vendor-settings') + ' at ' + location.origin; }
catch (e) { out.textContent = 'storage blocked'; }
</script></body></html>`;

/**
 * How each vendor's launch answers (contract §4.5, §5.3): the address on the vendor's own server at
 * `value.content.game_url` (PVP), straight at `value.game_url`, or only as `value.game_url2`; one
 * vendor refuses (under maintenance).
 */
type LaunchShape = 'content' | 'value' | 'url2' | 'maintenance';
const LAUNCH_SHAPES: Record<string, LaunchShape> = {
  CPVP: 'content',
  CSPORT: 'value',
  CFISH: 'url2',
  CLIVE: 'maintenance',
};

type Json = Record<string, unknown> | unknown[] | string | number | boolean | null;

/** Starts the platform on a free port, serving `distDir`. */
export async function startContractPlatform(distDir: string): Promise<ContractPlatform> {
  const rsa = newRsaKey();
  const requests: LoggedRequest[] = [];
  const modules = new Map<string, boolean>([
    ['REG3', true],
    ['USERNAMEREG3', true],
    ['INBOX3', true],
    ['MOBILEVERCODELOGIN3', true],
    ['CAPTCHA3', false],
    ['GEETEST3', false],
  ]);
  const tokens = new Set<string>();
  let memberLanguage = 'EN';
  let origin = '';
  let vendorOrigin = '';

  const send = (res: ServerResponse, status: number, body: Json, headers: Record<string, string> = {}) => {
    res.writeHead(status, { 'Content-Type': 'application/json', 'Cache-Control': 'no-store', ...headers });
    res.end(JSON.stringify(body));
  };
  const ok = (res: ServerResponse, value: Json) => send(res, 200, { success: true, value, message: '', errorCode: '' });
  const fail = (res: ServerResponse, status: number, errorCode: string, message: string) =>
    send(res, status, { success: false, value: null, message, errorCode });

  const whitelabel = () => ({
    modId: 'ROOT',
    enabled: '1',
    childrenNodes: [...modules].map(([modId, on]) => ({ modId, enabled: on ? '1' : '0', childrenNodes: [] })),
  });

  const readBody = (req: IncomingMessage) =>
    new Promise<string>((resolve) => {
      let text = '';
      req.on('data', (chunk: Buffer) => (text += chunk.toString()));
      req.on('end', () => resolve(text));
    });

  async function serveStatic(res: ServerResponse, urlPath: string): Promise<void> {
    if (urlPath === '/config.json') {
      const config = JSON.parse(await readFile(path.join(distDir, 'config.json'), 'utf8')) as Record<string, unknown>;
      // Its own config: the API is this origin; the GeeTest loader is the local stand-in.
      return send(res, 200, {
        ...config,
        merchant: 'contract01',
        apiBaseUrls: [''],
        defaultLanguage: 'EN',
        imageCdns: [origin],
        launchCdns: [origin],
        geetestLoaderUrl: `${origin}/test-assets/gt4.js`,
      });
    }
    if (urlPath === '/test-assets/gt4.js') {
      res.writeHead(200, { 'Content-Type': 'text/javascript' });
      return void res.end(GEETEST_STAND_IN);
    }
    const file = path.normalize(path.join(distDir, urlPath));
    if (file.startsWith(distDir) && path.extname(file)) {
      try {
        const content = await readFile(file);
        res.writeHead(200, { 'Content-Type': MIME[path.extname(file)] ?? 'application/octet-stream' });
        return void res.end(content);
      } catch {
        res.writeHead(404);
        return void res.end();
      }
    }
    res.writeHead(200, { 'Content-Type': MIME['.html'] ?? 'text/html' });
    res.end(await readFile(path.join(distDir, 'index.html')));
  }

  const session = (req: IncomingMessage): string | null => {
    const token = req.headers.authorization ?? '';
    return tokens.has(token) ? token : null;
  };

  async function api(req: IncomingMessage, res: ServerResponse, url: URL, entry: LoggedRequest): Promise<void> {
    const route = `${req.method ?? 'GET'} ${url.pathname}`;
    const encrypted = async () => {
      const { json, form } = decryptBody(
        await readBody(req),
        {
          encryption: req.headers.encryption as string | undefined,
          digest: req.headers['x-digest'] as string | undefined,
          rsa: req.headers['x-rsa'] as string | undefined,
        },
        rsa,
      );
      entry.bodyForm = form;
      entry.body = json;
      return json as Record<string, unknown>;
    };
    switch (route) {
      case 'GET /wps/session/key/rsa':
        res.writeHead(200, { 'Content-Type': 'text/plain', 'Cache-Control': 'no-store' });
        return void res.end(rsa.modulusHex);
      case 'GET /wps/system/status':
        return ok(res, {
          maintenance: false,
          regionRestriction: false,
          info: {
            // No whitelabel tree here: this platform sends it only from /wps/system/whitelabel.
            customerService: [],
            resources: [],
            register: {},
            mainDomain: url.host,
            imageCDNs: [origin],
            launchGameCDNs: [origin],
          },
        });
      case 'GET /wps/system/domainRoute':
        // Documented with `device` (400 request_param_err without it); the list's shape is not public.
        if (!url.searchParams.get('device')) return fail(res, 400, 'request_param_err', 'device');
        return ok(res, []);
      case 'GET /wps/system/whitelabel':
        return ok(res, whitelabel());
      case 'GET /wps/system/setting/register':
        return ok(res, {
          username: {
            acceptedPattern: '^[A-Za-z0-9]{4,16}$',
            patternId: 1,
            minLength: 4,
            maxLength: 16,
            enabled: true,
            required: true,
          },
          // Observed (contract §6.2, A5): password patternId 4, 6–12 letters/digits.
          password: {
            acceptedPattern: '^[A-Za-z0-9]{6,12}$',
            patternId: 4,
            minLength: 6,
            maxLength: 12,
            enabled: true,
            required: true,
          },
          // An id with no public meaning, on a pattern of its own (Thai letters and spaces).
          payeeName: {
            acceptedPattern: '^[\u0E00-\u0E7F ]+$',
            patternId: 12,
            minLength: 2,
            maxLength: 30,
            enabled: true,
            required: false,
          },
        });
      case 'GET /wps/relay/GCSGAME_gameVendor':
      case 'GET /wps/relay/GCSGAME_newGameVendor':
        return ok(res, {
          data: {
            lanes: [
              { title: 'LIVE', cards: [{ vassalage: 'CLIVE', displayName: 'Contract Live', gameType: 'LIVE' }] },
              {
                title: 'RNG',
                cards: [
                  { vassalage: 'CSLOT', displayName: 'Contract Slots', gameType: 'RNG' },
                  { vassalage: 'CSLOT2', displayName: 'Second Slots', gameType: 'RNG' },
                ],
              },
              { title: 'PVP', cards: [{ vassalage: 'CPVP', displayName: 'Contract Cards', gameType: 'PVP' }] },
              { title: 'FISH', cards: [{ vassalage: 'CFISH', displayName: 'Contract Fishing', gameType: 'FISH' }] },
              { title: 'SPORTS', cards: [{ vassalage: 'CSPORT', displayName: 'Contract Sports', gameType: 'SPORTS' }] },
            ],
          },
        });
      case 'GET /wps/relay/MCSFE_getListAnnouncements':
        return ok(res, {
          banners: [],
          player: [{ id: 11, title: 'Contract notice', content: '<p>Welcome to the contract platform</p>' }],
          popup: [],
          promotion: [],
        });
      case 'GET /wps/system/country':
        return ok(res, [{ countryCode: 'PH', countryDialingCode: '63', name: 'Philippines' }]);
      case 'POST /wps/verification/sms/noLogin':
      case 'POST /wps/verification/sms/register': {
        const body = JSON.parse((await readBody(req)) || '{}') as Record<string, unknown>;
        entry.body = body;
        // The family's names: `mobileNum` for noLogin, `mobileNo` for register (contract §4.1), each
        // with `countryDialingCode`; the geetest result like the login's (spec §7 "verification fields").
        const number = route.endsWith('/noLogin') ? 'mobileNum' : 'mobileNo';
        if (typeof body[number] !== 'string' || typeof body.countryDialingCode !== 'string')
          return fail(res, 400, 'request_param_err', number);
        if (modules.get('GEETEST3') && !body.geetestValidateV4)
          return fail(res, 200, 'geetest.required', '#1066 geetest');
        // The observed answer's shape: the expiry as epoch ms beside the minutes (which it contradicts
        // here on purpose: 90 s, not 5 minutes, so a countdown shows which one it follows).
        return ok(res, { expiredMinutes: 5, maxAttemptTimes: 10, expirationTime: Date.now() + 90_000 });
      }
      case 'GET /wps/captcha/geetest':
        return ok(res, { gt: 'contract-geetest-id' });
      case 'POST /wps/session/login': {
        const body = await encrypted();
        if (modules.get('GEETEST3') && !body.geetestValidateV4)
          return fail(res, 200, 'geetest.required', '#1066 geetest');
        if (body.username !== MEMBER.username || body.password !== MEMBER.password)
          return fail(res, 200, 'login.cred.err', 'Wrong username or password');
        const token = randomBytes(16).toString('hex');
        tokens.add(token);
        return ok(res, { id: MEMBER.id, token, userName: MEMBER.username, customerType: 0, firstTimeLogin: false });
      }
      case 'POST /wps/session/logout':
      case 'DELETE /wps/session/logout': {
        const token = session(req);
        if (token) tokens.delete(token);
        return ok(res, null);
      }
      default:
        break;
    }
    // Member calls: a token is required (401 + login.not.session otherwise, §2.1).
    const memberRoutes = [
      'GET /wps/member/info',
      'PUT /wps/member/language',
      'GET /wps/v2/wallets/balance',
      'GET /wps/relay/CSP_unreadCount',
      'GET /wps/game/launchGame',
      'POST /wps/game/launchGame',
    ];
    if (!memberRoutes.includes(route)) return fail(res, 404, 'function.not.available', 'Not found');
    if (!session(req)) return fail(res, 401, 'login.not.session', 'Please log in');
    switch (route) {
      case 'GET /wps/member/info':
        return ok(res, {
          id: MEMBER.id,
          account: MEMBER.username,
          nickname: 'Contract Player',
          type: 0,
          language: memberLanguage,
        });
      case 'PUT /wps/member/language': {
        const body = JSON.parse((await readBody(req)) || '{}') as { language?: unknown };
        entry.body = body;
        if (typeof body.language !== 'string') return fail(res, 400, 'request.param.err', 'language');
        memberLanguage = body.language;
        return ok(res, null);
      }
      case 'GET /wps/v2/wallets/balance':
        return ok(res, { sumBalance: '1234.50' });
      case 'GET /wps/relay/CSP_unreadCount':
        return ok(res, 3);
      case 'POST /wps/game/launchGame':
        // Observed (contract §1.4, §5.3): the launch is GET only.
        return fail(res, 405, 'http_method_not_support', '#459 http_method_not_support');
      default: {
        const params = Object.fromEntries(url.searchParams);
        entry.body = params;
        if (!params.launchMode) return fail(res, 500, 'system.busy', '#727 system busy');
        const vendor = params.vassalage ?? '';
        const address = `${vendorOrigin}/play/${encodeURIComponent(vendor)}?token=${randomBytes(8).toString('hex')}`;
        switch (LAUNCH_SHAPES[vendor]) {
          case 'maintenance':
            return fail(res, 200, 'game.maintenance', '#543 game under maintenance');
          case 'value':
            return ok(res, { game_url: address });
          case 'url2':
            return ok(res, { game_url2: address });
          default:
            return ok(res, { content: { game_url: address } });
        }
      }
    }
  }

  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    const entry: LoggedRequest = { method: req.method ?? 'GET', path: url.pathname, at: Date.now() };
    requests.push(entry);
    const isApi = /^\/(wps|lgw|lotto)\//.test(url.pathname);
    (isApi ? api(req, res, url, entry) : serveStatic(res, url.pathname)).catch(() => {
      if (!res.headersSent) fail(res, 400, 'request_body_required', 'Unreadable request');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  // The vendor: its own server, reached by another host name (another origin than the app's).
  const vendor = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    requests.push({ method: req.method ?? 'GET', path: `vendor:${url.pathname}`, at: Date.now() });
    res.writeHead(url.pathname.startsWith('/play/') ? 200 : 404, { 'Content-Type': 'text/html; charset=utf-8' });
    res.end(url.pathname.startsWith('/play/') ? VENDOR_GAME_PAGE : '');
  });
  await new Promise<void>((resolve) => vendor.listen(0, '127.0.0.1', resolve));
  vendorOrigin = `http://localhost:${(vendor.address() as AddressInfo).port}`;
  const close = (s: typeof server) =>
    new Promise<void>((resolve) => {
      s.closeAllConnections();
      s.close(() => resolve());
    });
  return {
    url: origin,
    vendorUrl: vendorOrigin,
    requests,
    modules,
    stop: async () => {
      await Promise.all([close(server), close(vendor)]);
    },
  };
}
