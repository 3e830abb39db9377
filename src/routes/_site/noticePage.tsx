import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import * as v from 'valibot';

import { loadAnnouncements } from '@/app/home/home-loader';
import { NoticePage } from '@/features/notices/notice-page';

export const Route = createFileRoute('/_site/noticePage')({
  staticData: { title: msg`Announcements` },
  validateSearch: v.object({
    page: v.optional(v.pipe(v.unknown(), v.transform(Number), v.integer(), v.minValue(1)), 1),
  }),
  loader: loadAnnouncements,
  component: NoticePage,
});
