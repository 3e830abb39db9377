/**
 * Which launch URL goes into the frame. The platform may offer two entry points (`game_url`,
 * `game_url2`); the client picks a launch CDN at random from the status list (once per page load)
 * and prefers the entry on it. Whatever is chosen must pass the one allow-list (`safeUrl`) with the
 * launch CDNs as the allowed origins: anything else is refused, never framed.
 */
import type { Launch } from '#contract/game-schemas.ts';

import { pickCdn } from '@/lib/pick-cdn';
import { safeUrl } from '@/lib/safe-url';

/** The URL to frame, or null when no offered URL is on an allowed launch CDN. */
export function chooseLaunchUrl(
  content: Launch['content'],
  launchCdns: readonly string[],
  base?: string,
  random?: () => number,
): string | null {
  if (launchCdns.length === 0) return null;
  const candidates = [content.game_url, content.game_url2]
    .map((raw) => safeUrl(raw, launchCdns, base))
    .filter((url): url is string => url !== null);
  if (candidates.length === 0) return null;
  const preferred = pickCdn(launchCdns, '', random);
  return candidates.find((url) => new URL(url).origin === safeOrigin(preferred)) ?? candidates[0] ?? null;
}

function safeOrigin(value: string): string | null {
  try {
    return new URL(value).origin;
  } catch {
    return null;
  }
}
