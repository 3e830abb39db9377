import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { AnnouncementListsSchema } from '#contract/announcement-schemas.ts';
import { SystemStatusSchema } from '#contract/system-schemas.ts';
import { GameVendorsSchema } from '#contract/vendor-schemas.ts';

import { createTestPlatform, TEST_ADMIN_TOKEN, type TestPlatform } from '../test-support/test-platform.ts';

let platform: TestPlatform;
beforeAll(async () => {
  platform = await createTestPlatform();
});
afterAll(() => platform.dispose());

function admin(method: string, pathname: string, body?: unknown, token = TEST_ADMIN_TOKEN) {
  return platform.app.request(pathname, {
    method,
    headers: { 'X-Admin-Token': token, 'Content-Type': 'application/json' },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
}

/** The `value` of an envelope answer (shape checked by the assertions that use it). */
async function valueOf<T = unknown>(response: Response | Promise<Response>): Promise<T> {
  return ((await (await response).json()) as { value: T }).value;
}

async function status() {
  return v.parse(SystemStatusSchema, await valueOf(platform.request('/wps/system/status')));
}

describe('admin API', () => {
  it('refuses a missing or wrong token with 401', async () => {
    expect((await platform.app.request('/admin/status')).status).toBe(401);
    const wrong = await admin('GET', '/admin/status', undefined, 'nope');
    expect(wrong.status).toBe(401);
    expect(await wrong.json()).toMatchObject({ success: false, errorCode: 'admin.unauthorized' });
  });

  it('switches maintenance and region block, visible in /wps/system/status', async () => {
    expect((await admin('PUT', '/admin/status', { mode: 'maintenance' })).status).toBe(200);
    expect(await status()).toMatchObject({ maintenance: true, regionRestriction: false });
    await admin('PUT', '/admin/status', { mode: 'region-block', countries: ['vn'] });
    expect(await status()).toMatchObject({ maintenance: false, regionRestriction: false });
    await admin('PUT', '/admin/status', { mode: 'region-block', countries: ['PH'] });
    expect(await status()).toMatchObject({ maintenance: false, regionRestriction: true });
    await admin('PUT', '/admin/status', { mode: 'region-block' });
    expect(await valueOf(admin('GET', '/admin/status'))).toEqual({
      maintenance: false,
      regionBlock: { forced: true, countries: [] },
    });
    await admin('PUT', '/admin/status', { mode: 'normal' });
    expect(await status()).toMatchObject({ maintenance: false, regionRestriction: false });
    expect((await admin('PUT', '/admin/status', { mode: 'sleeping' })).status).toBe(400);
    expect((await admin('PUT', '/admin/status', { mode: 'region-block', countries: ['PHL'] })).status).toBe(400);
  });

  it('refuses a malformed id or image position in the file routes as the operations do (400, naming it)', async () => {
    for (const [pathname, message] of [
      ['/admin/withdrawals/abc/proof', 'id is invalid: not an id: abc'],
      ['/admin/promotions/applications/x/images/1', 'id is invalid: not an id: x'],
      ['/admin/promotions/applications/1/images/4', 'position is invalid: not an image position: 4'],
    ] as const) {
      const answer = await admin('GET', pathname);
      expect(answer.status, pathname).toBe(400);
      expect(answer.headers.get('Cache-Control'), pathname).toBe('no-store');
      expect(await answer.json()).toEqual({ success: false, errorCode: 'request.param.err', message, value: null });
    }
    // Well formed, but no such image: not found, as before.
    expect((await admin('GET', '/admin/promotions/applications/1/images/3')).status).toBe(404);
  });

  it('switches whitelabel flags', async () => {
    expect((await admin('PUT', '/admin/whitelabel/GEETEST3', { enabled: true })).status).toBe(200);
    const flags = await valueOf<{ modId: string; enabled: boolean }[]>(admin('GET', '/admin/whitelabel'));
    expect(flags.find((flag) => flag.modId === 'GEETEST3')?.enabled).toBe(true);
    expect((await admin('PUT', '/admin/whitelabel/NOPE3', { enabled: true })).status).toBe(404);
    expect((await admin('PUT', '/admin/whitelabel/GEETEST3', { enabled: 'yes' })).status).toBe(400);
  });

  it('sets and lists settings, validating known keys', async () => {
    expect((await admin('PUT', '/admin/settings/loginedToHomePage', { value: true })).status).toBe(200);
    expect((await status()).info.settings.loginedToHomePage).toBe(true);
    expect((await admin('PUT', '/admin/settings/loginedToHomePage', { value: 'maybe' })).status).toBe(400);
    expect(await valueOf(admin('GET', '/admin/settings/loginedToHomePage'))).toBe(true);
    expect((await admin('GET', '/admin/settings/no.such.key')).status).toBe(404);
    const keys = (await valueOf<{ key: string }[]>(admin('GET', '/admin/settings'))).map((row) => row.key);
    expect(keys).toEqual(expect.arrayContaining(['whitelabel', 'register.rules', 'system.status']));
  });

  it('sets domain routes', async () => {
    await admin('PUT', '/admin/domain-routes', {
      domains: ['https://api1.tala.example/', 'https://api2.tala.example'],
    });
    const routes = await valueOf<{ domainList: unknown[] }>(platform.request('/wps/system/domainRoute?device=WEB'));
    expect(routes.domainList).toEqual([
      { domain: 'https://api1.tala.example', speed: 0 },
      { domain: 'https://api2.tala.example', speed: 0 },
    ]);
    expect((await admin('PUT', '/admin/domain-routes', { domains: ['ftp://x'] })).status).toBe(400);
  });

  it('disables a vendor and adds an announcement', async () => {
    expect((await admin('PUT', '/admin/vendors/live/wm', { enabled: false })).status).toBe(200);
    const vendors = v.parse(GameVendorsSchema, await valueOf(platform.request('/wps/relay/GCSGAME_gameVendor')));
    expect(vendors.data.lanes.find((lane) => lane.title === 'LIVE')?.cards.map((card) => card.vassalage)).not.toContain(
      'WM',
    );
    expect((await admin('PUT', '/admin/vendors/LIVE/NOPE', { enabled: false })).status).toBe(404);

    const added = await admin('POST', '/admin/announcements', {
      type: 'PL',
      title: 'Hello',
      content: '<p>Hi</p>',
      startAt: '2026-06-01T00:00:00Z',
    });
    expect(added.status).toBe(200);
    const lists = v.parse(
      AnnouncementListsSchema,
      await valueOf(platform.request('/wps/relay/MCSFE_getListAnnouncements?types=PL')),
    );
    expect(lists.player.map((item) => item.title)).toContain('Hello');
    expect((await admin('POST', '/admin/announcements', { type: 'X', title: 'a', content: 'b' })).status).toBe(400);
  });
});
