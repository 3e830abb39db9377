import sharp from 'sharp';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { AnnouncementListsSchema } from '#contract/announcement-schemas.ts';
import { EnvelopeSchema } from '#contract/envelope-schemas.ts';
import { GameVendorsSchema } from '#contract/vendor-schemas.ts';

import { admin } from '../test-support/account-client.ts';
import { createTestPlatform, TEST_NOW, type TestPlatform } from '../test-support/test-platform.ts';

let platform: TestPlatform;
beforeAll(async () => {
  platform = await createTestPlatform();
});
afterAll(() => platform.dispose());

async function lists(query: string) {
  const response = await platform.request(`/wps/relay/MCSFE_getListAnnouncements${query}`);
  expect(response.status).toBe(200);
  return v.parse(AnnouncementListsSchema, v.parse(EnvelopeSchema, await response.json()).value);
}

describe('announcements', () => {
  it('answers every list, only current items, enough notices for two pages', async () => {
    const all = await lists('?types=B,PL,PU,PR,H&platform=W&execution=B');
    expect(all.banners).toHaveLength(3);
    expect(all.popup).toHaveLength(1);
    expect(all.promotion).toHaveLength(3);
    expect(all.headline).toHaveLength(2);
    expect(all.player).toHaveLength(12);
    const now = TEST_NOW.getTime();
    for (const item of all.player) {
      expect(item.startDate).toBeLessThanOrEqual(now);
      expect(item.endDate === null || item.endDate > now).toBe(true);
    }
    expect(all.player.map((item) => item.title)).not.toContain('Scheduled: year-end maintenance');
  });

  it("answers in the request's language (Language header or language=), the original without one", async () => {
    const english = await lists('?types=PL,PR');
    const thai = await lists('?types=PL,PR&language=TH');
    const arabic = v.parse(
      AnnouncementListsSchema,
      v.parse(
        EnvelopeSchema,
        await (
          await platform.request('/wps/relay/MCSFE_getListAnnouncements?types=PL', { headers: { Language: 'AR' } })
        ).json(),
      ).value,
    );
    expect(english.player[0]?.title).toBe('Scheduled maintenance: Live Casino');
    expect(thai.player[0]?.title).toBe('ปิดปรับปรุงตามกำหนด: คาสิโนสด');
    expect(thai.player[0]?.content).toContain('<strong>02:00 ถึง 05:00 (GMT+8)</strong>');
    expect(arabic.player[0]?.title).toBe('صيانة مجدولة: الكازينو المباشر');
    expect(thai.promotion.map((item) => item.id)).toEqual(english.promotion.map((item) => item.id));
    expect(thai.promotion[0]?.title).toBe('โบนัสฝากครั้งแรก 100%');
    // An unknown code gets the original.
    expect((await lists('?types=PL&language=XX')).player[0]?.title).toBe('Scheduled maintenance: Live Casino');
  });

  it('filters by types', async () => {
    const banners = await lists('?types=B');
    expect(banners.banners).toHaveLength(3);
    expect(banners.player).toHaveLength(0);
    expect(banners.headline).toHaveLength(0);
  });

  it('points banners at a generated image the platform serves', async () => {
    const [banner] = (await lists('?types=B')).banners;
    const url = banner?.announcementImages[0]?.url ?? '';
    // Drawn without words: the list says so, so the client writes the title over it.
    expect(banner?.imageHasText).toBe(false);
    expect(url).toBe(`http://localhost/TCG_PROD_IMAGES/BANNER/${banner?.id}.webp`);
    const image = await platform.request(new URL(url).pathname);
    expect(image.status).toBe(200);
    expect(image.headers.get('Content-Type')).toBe('image/webp');
    expect(image.headers.get('Cache-Control')).toBe('public, max-age=31536000, immutable');
    const webp = Buffer.from(await image.arrayBuffer());
    expect([webp.subarray(0, 4).toString('ascii'), webp.subarray(8, 12).toString('ascii')]).toEqual(['RIFF', 'WEBP']);
    expect(await sharp(webp).metadata()).toMatchObject({ format: 'webp', width: 1200, height: 400 });
    // Sized as asked, and a picture of its own (no text: the client shows the title in its language).
    const small = await sharp(
      Buffer.from(await (await platform.request(`${new URL(url).pathname}?w=600`)).arrayBuffer()),
    ).metadata();
    expect([small.width, small.height]).toEqual([600, 200]);
    const [, other] = (await lists('?types=B')).banners;
    const otherWebp = Buffer.from(
      await (await platform.request(new URL(other?.announcementImages[0]?.url ?? '').pathname)).arrayBuffer(),
    );
    expect(otherWebp.equals(webp)).toBe(false);
    const [thai] = (await lists('?types=B&language=TH')).banners;
    expect(new URL(thai?.announcementImages[0]?.url ?? '').search).toBe('');
  });
});

describe('game vendors', () => {
  it('answers lanes in platform order with image paths', async () => {
    const response = await platform.request('/wps/relay/GCSGAME_gameVendor?platform=html5-desktop');
    const vendors = v.parse(GameVendorsSchema, v.parse(EnvelopeSchema, await response.json()).value);
    expect(vendors.data.lanes.map((lane) => lane.title)).toEqual([
      'ELOTT',
      'LOTT',
      'LIVE',
      'SPORTS',
      'FISH',
      'RNG',
      'PVP',
    ]);
    const live = vendors.data.lanes.find((lane) => lane.title === 'LIVE');
    // The house vendor (built-in games) leads the lane, then the partners in sort order.
    expect(live?.cards.map((card) => card.vassalage).slice(0, 2)).toEqual(['TALA', 'WM']);
    expect(live?.cards.find((card) => card.vassalage === 'WM')).toMatchObject({
      lagerIcon: 'TCG_PROD_IMAGES/LIVE_LIST_VENDOR/WM-WHITE.webp',
    });
    const sports = vendors.data.lanes.find((lane) => lane.title === 'SPORTS')?.cards.map((card) => card.vassalage);
    expect(sports).toEqual(
      expect.arrayContaining(['BTI', 'PIN', 'UG2', 'AV', 'AI', 'IMES', 'TF', 'IA', 'DS88', 'DIG']),
    );
    const rng = vendors.data.lanes.find((lane) => lane.title === 'RNG');
    expect(rng?.cards.filter((card) => card.isGame === 'VASSALAGE')).toHaveLength(1);
  });

  it("carries the operator's vendor sorting entries (spec §3) beside the lanes, none by default", async () => {
    const answer = async () =>
      v.parse(
        GameVendorsSchema,
        v.parse(EnvelopeSchema, await (await platform.request('/wps/relay/GCSGAME_gameVendor')).json()).value,
      );
    expect((await answer()).data.vendorSorting).toEqual([]);
    const sorting = [
      { gameCategory: 'RNG', vendors: ['JDB', 'TALA'] },
      { gameCategory: 'LIVE', vendors: ['SA'] },
    ];
    expect((await admin(platform, 'PUT', '/admin/settings/games.vendorSorting', { value: sorting })).status).toBe(200);
    try {
      expect((await answer()).data.vendorSorting).toEqual(sorting);
      // A category the platform does not know is refused on write, so the answer stays readable.
      const bad = await admin(platform, 'PUT', '/admin/settings/games.vendorSorting', {
        value: [{ gameCategory: 'CASINO', vendors: [] }],
      });
      expect(bad.status).toBe(400);
    } finally {
      await admin(platform, 'PUT', '/admin/settings/games.vendorSorting', { value: [] });
    }
  });
});

describe('images', () => {
  it('serves vendor logos and category pictures (PNG or WebP as named) and flags (SVG) with long caching and open CORS', async () => {
    for (const path of [
      '/TCG_PROD_IMAGES/LIVE_LIST_VENDOR/WM-WHITE.png',
      '/TCG_PROD_IMAGES/COUNTRY_FLAG/PH.png',
      '/TCG_PROD_IMAGES/SPORTS_LIST_VENDOR/DS88-WHITE.png',
      '/TCG_PROD_IMAGES/ESPORTS_LIST_VENDOR/AV-WHITE.png',
      '/TCG_PROD_IMAGES/LIVE_LIST_VENDOR/WM-WHITE.webp',
      '/TCG_PROD_IMAGES/CATEGORY/LIVE.webp?h=96',
    ]) {
      const response = await platform.request(path);
      expect(response.status, path).toBe(200);
      expect(response.headers.get('Access-Control-Allow-Origin')).toBe('*');
      if (path.includes('COUNTRY_FLAG')) {
        expect(response.headers.get('Cache-Control')).toBe('public, max-age=86400');
        expect(await response.text()).toMatch(/^<svg /);
      } else if (path.includes('.webp')) {
        // The name asks WebP: WebP it is, its own bytes beside the PNG of the same picture.
        expect(response.headers.get('Content-Type')).toBe('image/webp');
        const webp = Buffer.from(await response.arrayBuffer());
        expect(webp.subarray(8, 12).toString('ascii')).toBe('WEBP');
        const size = path.includes('CATEGORY') ? { width: 96, height: 96 } : { width: 240, height: 96 };
        expect(await sharp(webp).metadata()).toMatchObject({ format: 'webp', ...size });
      } else {
        expect(response.headers.get('Cache-Control')).toBe('public, max-age=31536000, immutable');
        expect(response.headers.get('Content-Type')).toBe('image/png');
        const png = Buffer.from(await response.arrayBuffer());
        expect(png.subarray(1, 4).toString('ascii')).toBe('PNG');
        expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([240, 96]);
      }
    }
  });

  it('sizes category and banner pictures in whole pixels, and refuses a malformed size naming it (400)', async () => {
    const size = async (path: string) => {
      const png = Buffer.from(await (await platform.request(path)).arrayBuffer());
      return [png.readUInt32BE(16), png.readUInt32BE(20)];
    };
    const banner = `/TCG_PROD_IMAGES/BANNER/${(await lists('?types=B')).banners[0]?.id ?? 0}.png`;
    expect(await size(`${banner}?h=96`)).toEqual([288, 96]);
    expect(await size('/TCG_PROD_IMAGES/CATEGORY/LIVE.png?h=64')).toEqual([64, 64]);
    // An empty value reads as absent, a size out of 16..1600 is clamped (docs/platform.md).
    expect(await size('/TCG_PROD_IMAGES/CATEGORY/LIVE.png?w=&h=')).toEqual([240, 240]);
    expect(await size('/TCG_PROD_IMAGES/CATEGORY/LIVE.png?w=2&h=9000')).toEqual([16, 1600]);
    for (const [path, message] of [
      [`${banner}?w=wide`, 'w is invalid: a whole number of pixels'],
      ['/TCG_PROD_IMAGES/CATEGORY/LIVE.png?h=0', 'h is invalid: a whole number of pixels'],
      ['/TCG_PROD_IMAGES/CATEGORY/LIVE.png?w=1.5', 'w is invalid: a whole number of pixels'],
    ] as const) {
      const response = await platform.request(path);
      expect(response.status, path).toBe(400);
      // Refused, never cached like a picture.
      expect(response.headers.get('Cache-Control'), path).toBe('no-store');
      expect(await response.json()).toMatchObject({ success: false, errorCode: 'request.param.err', message });
    }
  });

  it('answers 404 for unknown vendors, banners and folders', async () => {
    for (const path of [
      '/TCG_PROD_IMAGES/LIVE_LIST_VENDOR/NOPE-WHITE.png',
      '/TCG_PROD_IMAGES/PVP_LIST_VENDOR/WM-WHITE.png',
      '/TCG_PROD_IMAGES/BANNER/99999.png',
      '/TCG_PROD_IMAGES/OTHER/x.png',
      '/TCG_PROD_IMAGES/CATEGORY/live.png',
      '/TCG_PROD_IMAGES/COUNTRY_FLAG/PHL.png',
      '/TCG_PROD_IMAGES/BANNER/banner.png',
      '/TCG_PROD_IMAGES/LIVE_LIST_VENDOR/WM.png',
    ]) {
      expect((await platform.request(path)).status, path).toBe(404);
    }
  });
});
