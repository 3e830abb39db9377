import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { Db } from '../db/database.ts';
import { testBackends, type TestDatabase } from '../db/test-databases.ts';
import {
  addAnnouncement,
  findAnnouncement,
  listCurrentAnnouncements,
  type NewAnnouncement,
} from './announcement-repository.ts';

const NOW = new Date('2026-06-15T12:00:00Z');
const at = (iso: string) => new Date(iso);

function notice(
  title: string,
  startAt: Date,
  endAt: Date | null,
  type: NewAnnouncement['type'] = 'PL',
): NewAnnouncement {
  return { type, title, content: `<p>${title}</p>`, sequence: 0, startAt, endAt, images: [] };
}

describe.each(testBackends())('announcements on $name', (backend) => {
  let handle: TestDatabase;
  let db: Db;
  beforeAll(async () => {
    handle = await backend.openMigrated();
    db = handle.db;
    await addAnnouncement(db, notice('running', at('2026-06-01T00:00:00Z'), null));
    await addAnnouncement(db, notice('ending later', at('2026-05-01T00:00:00Z'), at('2026-07-01T00:00:00Z')));
    await addAnnouncement(db, notice('expired', at('2026-01-01T00:00:00Z'), at('2026-06-15T12:00:00Z')));
    await addAnnouncement(db, notice('scheduled', at('2026-06-15T12:00:01Z'), null));
    await addAnnouncement(db, notice('starts exactly now', NOW, null));
    await addAnnouncement(db, notice('a banner', at('2026-06-01T00:00:00Z'), null, 'B'));
  });
  afterAll(() => handle.dispose());

  it('returns only announcements running now (start <= now < end), newest first', async () => {
    const titles = (await listCurrentAnnouncements(db, ['PL'], NOW)).map((item) => item.title);
    expect(titles).toEqual(['starts exactly now', 'running', 'ending later']);
  });

  it('filters by type', async () => {
    expect((await listCurrentAnnouncements(db, ['B'], NOW)).map((item) => item.title)).toEqual(['a banner']);
    expect(await listCurrentAnnouncements(db, [], NOW)).toEqual([]);
    expect(await listCurrentAnnouncements(db, ['H'], NOW)).toEqual([]);
  });

  it('round-trips dates and images', async () => {
    const id = await addAnnouncement(db, {
      ...notice('with image', at('2026-06-10T08:30:00Z'), at('2026-06-20T08:30:00Z'), 'PR'),
      images: [{ sequence: 1, url: 'https://cdn.example/promo.png' }],
    });
    const stored = await findAnnouncement(db, id);
    expect(stored?.startAt.toISOString()).toBe('2026-06-10T08:30:00.000Z');
    expect(stored?.endAt?.toISOString()).toBe('2026-06-20T08:30:00.000Z');
    expect(stored?.images).toEqual([{ sequence: 1, url: 'https://cdn.example/promo.png' }]);
  });
});
