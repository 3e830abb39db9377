import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

import type { QueryClient } from '@tanstack/react-query';
import { isRedirect, linkOptions } from '@tanstack/react-router';
import * as v from 'valibot';
import { afterEach, describe, expect, it } from 'vitest';

import { AGENT_TYPES, TRIAL_TYPE } from '#contract/session-schemas.ts';
import type { SystemStatus } from '#contract/system-schemas.ts';

import { guardOverlay, guardPath, overlayAccess } from '@/features/auth/route-guard';
import { RootSearchSchema } from '@/lib/root-search';
import { AUTH_MODALS, CENTRE_GUARDS, CENTRE_PARAMS } from '@/lib/screen-ids';
import { sessionState } from '@/stores/session-store';

import { documentTitle, screenTitle } from './overlay-title';
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

  it('has a table for each centre search value, and ids the root search accepts', () => {
    expect([...CENTRE_PARAMS].sort()).toEqual(Object.keys(CENTRES).sort());
    for (const param of CENTRE_PARAMS)
      for (const id of Object.keys(CENTRES[param].screens))
        expect(v.parse(RootSearchSchema, { [param]: id })[param], `${param}=${id}`).toBe(id);
  });

  it('finds the row an address opens, and none for an unknown id', () => {
    expect(screenOf('mc', 'depositv2')?.row).toBe(CENTRES.mc.screens.depositv2);
    expect(screenOf('mc', 'nothingHere')).toBeNull();
    expect(screenOf('mc', 'toString')).toBeNull();
    expect(screenOf('ac', undefined)).toBeNull();
  });

  it('makes a link to an id no screen has a type error', () => {
    // `npm run typecheck` fails when one of these compiles.
    // @ts-expect-error: no personal-centre screen has this id
    expect(linkOptions({ to: '/', search: { mc: 'wrongId' } }).search).toEqual({ mc: 'wrongId' });
    // @ts-expect-error: a personal-centre id is no agent-centre id
    expect(linkOptions({ to: '/', search: { ac: 'depositv2' } }).search).toEqual({ ac: 'depositv2' });
    expect(linkOptions({ to: '/', search: { mc: 'depositv2' } }).search).toEqual({ mc: 'depositv2' });
  });

  it('lets the address carry only what is shaped like an id: one no row has opens nothing', () => {
    const parse = (search: Record<string, unknown>) => v.parse(RootSearchSchema, search);
    expect(parse({ mc: 'depositv2', ac: 'agentHourSalary' })).toEqual({ mc: 'depositv2', ac: 'agentHourSalary' });
    for (const odd of [42, '', 'a b', '<x>', 'x'.repeat(65), ['depositv2']])
      expect(parse({ mc: odd }).mc).toBeUndefined();
    // The first visit has no list of ids: the centre finds no row for an unknown one.
    expect(parse({ ac: 'depositv2' }).ac).toBe('depositv2');
    expect(screenOf('ac', 'depositv2')).toBeNull();
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
      chatRoom: 'session',
    });
    expect(DIALOGS.login.title.message).toBe('Log in');
    expect(DIALOGS.changePassword.keepOnExpiry).toBe(true);
    // Each row's body loads on demand through the same part as the centre screens.
    for (const row of Object.values(DIALOGS)) expect(typeof row.component.preload).toBe('function');
  });

  it('carries each switchable screen its switch', () => {
    const switches = Object.fromEntries(
      CENTRE_PARAMS.flatMap((param) =>
        Object.entries(CENTRES[param].screens).flatMap(([id, row]) =>
          row.switch ? [[`${param}=${id}`, row.switch]] : [],
        ),
      ),
    );
    expect(switches).toEqual({
      'mc=transferUpline': { module: 'MEMTRANS3' },
      'mc=rewardCenter': { module: 'REWCEN3' },
      'mc=missionLeaderboard': { module: 'MISSIONLB3' },
      'mc=messageV2': { module: 'INBOX3' },
      'ac=agentDividendRecord2': { consolidated: 'enableCt' },
      'ac=agentDailyWages2': { consolidated: 'salary' },
      'ac=agentHourSalary': { consolidated: 'hourSalary' },
      'ac=agentRealTimeSalary': { consolidated: 'realTimeSalary' },
    });
  });

  it('starts the first data of every screen ahead of its page', () => {
    for (const param of CENTRE_PARAMS)
      for (const [id, row] of Object.entries(CENTRES[param].screens)) {
        const started: unknown[] = [];
        const start = (query: { queryKey: unknown }) => void started.push(query.queryKey);
        const client = { prefetchQuery: start, prefetchInfiniteQuery: start } as unknown as QueryClient;
        row.data?.(client, 'token');
        expect(started.length, `${param}=${id}`).toBeGreaterThan(0);
      }
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
