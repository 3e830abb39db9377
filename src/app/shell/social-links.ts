/** Social links shown only when configured: platform resources first, then config.json. */
import type { Resource } from '#contract/system-schemas.ts';

import { safeUrl } from '@/lib/safe-url';

export const SOCIAL_TYPES = ['FACEBOOK', 'YOUTUBE', 'TIKTOK', 'INSTAGRAM', 'TWITTER'] as const;
export type SocialType = (typeof SOCIAL_TYPES)[number];

/** The configured social links, in the spec's order, each with a safe URL. */
export function socialLinks(
  resources: readonly Resource[],
  configured: readonly { type: string; url: string }[],
): { type: SocialType; url: string }[] {
  const links: { type: SocialType; url: string }[] = [];
  for (const type of SOCIAL_TYPES) {
    const raw =
      resources.find((r) => r.resourceType === type)?.url ?? configured.find((c) => c.type.toUpperCase() === type)?.url;
    const url = safeUrl(raw);
    if (url) links.push({ type, url });
  }
  return links;
}
