/** The picture a home banner shows: its first image by sequence, on the chosen image CDN. */
import type { Announcement } from '#contract/announcement-schemas.ts';

import { cdnUrl } from '@/lib/pick-cdn';
import { safeUrl } from '@/lib/safe-url';

export function bannerImageSrc(banner: Announcement, cdn: string): string | null {
  const image = [...banner.announcementImages].sort((a, b) => a.sequence - b.sequence)[0];
  return image ? safeUrl(cdnUrl(cdn, image.url)) : null;
}
