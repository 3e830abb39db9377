/** CDN choice: the platform lists image and launch CDNs; the client picks one at random (spec §9). */

const chosen = new Map<string, string>();

/** Picks one entry at random, once per list for this page load, so images don't hop between hosts. */
export function pickCdn(list: readonly string[], fallback: string, random: () => number = Math.random): string {
  const clean = list.map((entry) => entry.replace(/\/+$/, '')).filter(Boolean);
  if (clean.length === 0) return fallback.replace(/\/+$/, '');
  const key = clean.join('|');
  const existing = chosen.get(key);
  if (existing) return existing;
  const pick = clean[Math.floor(random() * clean.length) % clean.length] ?? clean[0] ?? fallback;
  chosen.set(key, pick);
  return pick;
}

/** Joins a CDN origin and a relative asset path. */
export function cdnUrl(cdn: string, path: string): string {
  if (/^https?:\/\//.test(path)) return path;
  return `${cdn}/${path.replace(/^\/+/, '')}`;
}
