import { describe, expect, it } from 'vitest';

import { noticeQueries } from './notice-queries';

describe('noticeQueries.lists', () => {
  it('has a key per language and login state, so announcements reload on login and language change', () => {
    const guestTagalog = noticeQueries.lists('tl', false).queryKey;
    expect(noticeQueries.lists('tl', true).queryKey).not.toEqual(guestTagalog);
    expect(noticeQueries.lists('en', false).queryKey).not.toEqual(guestTagalog);
    expect(noticeQueries.lists('tl', false).queryKey).toEqual(guestTagalog);
    expect(guestTagalog.slice(0, 1)).toEqual(noticeQueries.all());
  });
});
