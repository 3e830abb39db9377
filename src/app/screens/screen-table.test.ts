import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

import { isRedirect } from '@tanstack/react-router';
import { afterEach, describe, expect, it } from 'vitest';

import { AGENT_TYPES, TRIAL_TYPE } from '#contract/session-schemas.ts';
import type { SystemStatus } from '#contract/system-schemas.ts';

import { guardOverlay, guardPath, overlayAccess } from '@/features/auth/route-guard';
import { AUTH_MODALS } from '@/lib/auth-search';
import { SCREEN_SWITCHES } from '@/lib/screen-switches';
import { sessionState } from '@/stores/session-store';

import { documentTitle, screenTitle } from './overlay-title';
import { CENTRE_GUARDS, OVERLAY_PARAMS } from './screen-overlay-gate';
import { CENTRES, DIALOGS, screenOf } from './screen-table';

type Info = NonNullable<typeof sessionState.info>;
const session = (customerType: number) => ({ customerType }) as Info;
const MEMBER = session(0);
const TRIAL = session(TRIAL_TYPE);
const AGENT = session(AGENT_TYPES[0] ?? 1);

function thrown(run: () => void): unknown {
  try {
    run();
  } catch (error: unknown) {
    return error;
  }
  return undefined;
}

const sourceFiles = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory()
      ? sourceFiles(join(dir, entry.name))
      : /\.tsx?$/.test(entry.name) && !entry.name.includes('.test.')
        ? [join(dir, entry.name)]
        : [],
  );

afterEach(() => {
  sessionState.token = null;
  sessionState.info = null;
});

describe('the screen table', () => {
  it('keeps the spec ids as the addresses, in the spec menu order', () => {
    expect(Object.keys(CENTRES.mc.screens).slice(0, 13)).toEqual([
      'securityCenter',
      'transferFund',
      'depositv2',
      'withdraw',
      'transferUpline',
      'personalHistoryCopy',
      'transactionHistory',
      'personalProfit',
      'bonusDetails',
      'rewardCenter',
      'referral',
      'missionLeaderboard',
      'messageV2',
    ]);
    expect(Object.keys(CENTRES.ac.screens).slice(0, 8)).toEqual([
      'agentAnnouncement',
      'agentTeamOverview',
      'registerCenter',
      'downlineManagmentView',
      'personalHistoryCopy',
      'palStatementsAgentCopy',
      'agentRevenueReport',
      'agentDownlineTransactionDetailsCopy',
    ]);
  });

  it('is the one list of the search values the root route watches', () => {
    expect([...OVERLAY_PARAMS].sort()).toEqual(Object.keys(CENTRES).sort());
  });

  it('finds the row an address opens, and none for an unknown id', () => {
    expect(screenOf('mc', 'depositv2')?.row).toBe(CENTRES.mc.screens.depositv2);
    expect(screenOf('mc', 'nothingHere')).toEqual({ centre: CENTRES.mc, row: null });
    expect(screenOf('mc', 'toString')?.row).toBeNull();
    expect(screenOf('ac', undefined)).toBeNull();
  });

  it('declares every account dialog once, with its title and guard, under its spec id', () => {
    expect(Object.keys(DIALOGS).sort()).toEqual([...AUTH_MODALS].sort());
    const guards = Object.fromEntries(Object.entries(DIALOGS).map(([id, row]) => [id, row.guard]));
    expect(guards).toEqual({
      login: 'guest',
      register: 'guest',
      forgot: 'any',
      verify: 'any',
      changePassword: 'session',
      afterLogin: 'session',
      firstLogin: 'session',
      trial: 'any',
    });
    expect(DIALOGS.login.title.message).toBe('Log in');
    expect(DIALOGS.changePassword.keepOnExpiry).toBe(true);
    // Each row's body loads on demand through the same part as the centre screens.
    for (const row of Object.values(DIALOGS)) expect(typeof row.component.preload).toBe('function');
  });

  it('has a row, a route or a page part for every switch', () => {
    const rows = new Set(Object.values(CENTRES).flatMap((centre) => Object.keys(centre.screens)));
    for (const id of Object.keys(SCREEN_SWITCHES))
      expect(rows.has(id) || ['pointMall', 'feedback', 'avatar'].includes(id), id).toBe(true);
  });

  it('has a row for every centre screen the app links to', () => {
    // The table's own folder names the centres' guards (`mc: 'member'`), not links.
    const links = sourceFiles('src')
      .filter((file) => !file.startsWith(join('src', 'app', 'screens')))
      .flatMap((file) =>
        [...readFileSync(file, 'utf8').matchAll(/\b(mc|ac): '(\w+)'/g)].map(([, param, id]) => ({ file, param, id })),
      );
    expect(links.length).toBeGreaterThan(5);
    for (const { file, param, id } of links)
      expect(screenOf(param as 'mc' | 'ac', id)?.row, `${file}: ${param}=${id}`).toBeTruthy();
  });
});

describe('the guards', () => {
  const location = { pathname: '/vip', searchStr: '?mc=depositv2&page=2' };

  const signedIn = (info: Info) => ({ token: 'token', info });
  const guest = { token: null, info: null };

  it('gives each session what its centre allows', () => {
    expect(overlayAccess('member', guest)).toBe('none');
    expect(overlayAccess('member', signedIn(MEMBER))).toBe('open');
    expect(overlayAccess('member', signedIn(TRIAL))).toBe('trial');
    expect(overlayAccess('agent', signedIn(MEMBER))).toBe('agent-only');
    expect(overlayAccess('agent', signedIn(AGENT))).toBe('open');
  });

  it('shows each dialog to whom its guard lets in', () => {
    expect(overlayAccess('guest', guest)).toBe('open');
    expect(overlayAccess('guest', signedIn(MEMBER))).toBe('none');
    expect(overlayAccess('session', guest)).toBe('none');
    expect(overlayAccess('session', signedIn(TRIAL))).toBe('open');
    expect(overlayAccess('any', guest)).toBe('open');
    expect(overlayAccess('any', signedIn(AGENT))).toBe('open');
    // A dialog's guard never redirects.
    sessionState.token = 'token';
    sessionState.info = TRIAL;
    expect(thrown(() => guardOverlay(DIALOGS.login.guard, 'modal', location))).toBeUndefined();
  });

  it('sends a trial account asking for a personal-centre screen to the real-account warning', () => {
    sessionState.info = TRIAL;
    const redirect = thrown(() => guardOverlay(CENTRE_GUARDS.mc, 'mc', location));
    expect(isRedirect(redirect)).toBe(true);
    expect((redirect as { options: { href: string } }).options.href).toBe('/vip?page=2&modal=trial');
    sessionState.info = MEMBER;
    expect(thrown(() => guardOverlay(CENTRE_GUARDS.mc, 'mc', location))).toBeUndefined();
    // The agent centre's refusal is its message, not a redirect.
    expect(thrown(() => guardOverlay(CENTRE_GUARDS.ac, 'ac', location))).toBeUndefined();
  });

  it('sends a guest to /login where the platform wants a session, except on the open paths', () => {
    const status = { info: { settings: { loginedToHomePage: true } } } as SystemStatus;
    expect(isRedirect(thrown(() => guardPath(status, location, [undefined, undefined])))).toBe(true);
    expect(thrown(() => guardPath(status, location, [undefined, 'open']))).toBeUndefined();
    expect(thrown(() => guardPath(null, location, [undefined]))).toBeUndefined();
    sessionState.token = 'token';
    expect(thrown(() => guardPath(status, location, [undefined]))).toBeUndefined();
  });

  it('declares the spec open paths open in their routes', () => {
    for (const file of ['_site/login', '_site/register', '_site/register[.]html', 'helpmc', '_site/download'])
      expect(readFileSync(`src/routes/${file}.tsx`, 'utf8'), file).toMatch(/staticData: \{[^}]*guard: 'open'/);
  });
});

describe('the titles', () => {
  // The layouts (`_site.tsx`, `_framed.tsx`…) and the root are no screens; every other route file is one.
  const pages = sourceFiles('src/routes').filter((file) => !/^src\/routes\/_{1,2}\w+\.tsx$/.test(file));

  it('declares a title in every page route, once', () => {
    expect(pages.length).toBeGreaterThan(20);
    for (const file of pages) {
      const source = readFileSync(file, 'utf8');
      expect(source, file).toMatch(/staticData: \{ title: (msg`[^`]+`|CATEGORY_LABELS\.[A-Z]+)/);
    }
  });

  it('names the document after the topmost screen and the brand', () => {
    expect(documentTitle(screenTitle({}, 'VIP'), 'Tala')).toBe('VIP · Tala');
    expect(documentTitle(screenTitle({ mc: 'Deposit' }, 'VIP'), 'Tala')).toBe('Deposit · Tala');
    expect(documentTitle(screenTitle({ mc: 'Deposit', modal: 'Trial account' }, 'VIP'), 'Tala')).toBe(
      'Trial account · Tala',
    );
    expect(documentTitle(screenTitle({ mc: null, ac: 'Overview' }, 'Home'), 'Tala')).toBe('Overview · Tala');
    expect(documentTitle(screenTitle({ modal: null }, undefined), 'Tala')).toBe('Tala');
  });
});
