/**
 * The spec's two lazy-image profiles (§ UI constants), as data the image component carries out:
 * - `retrying` (game pictures): up to 3 tries, each wait 1.3 times the one before, starting at the
 *   200 ms throttle; the outcome of the last 200 addresses is remembered, so a picture that failed
 *   every try is not asked for again each time its card is drawn (a lobby's pages, tabs, rows);
 * - `once` (logos and small pictures): one try, started when a tenth of the picture is on screen.
 * A retry asks for the same address (never `?retry=N`): the service worker caches pictures by
 * address, and a picture first loaded on a retry must still open offline.
 */

export interface LazyImageProfile {
  /** Tries in all (the first load included). */
  attempts: number;
  /** Each wait between tries is this many times the previous one. */
  backoff: number;
  /** The first wait, and the shortest time between two tries of one picture. */
  throttleMs: number;
  /** How many addresses' outcomes are remembered (0: none). */
  cacheSize: number;
  /** Start loading when this share of the picture is visible; null: the browser's own lazy loading. */
  threshold: number | null;
}

export const LAZY_IMAGE_PROFILES = {
  retrying: { attempts: 3, backoff: 1.3, throttleMs: 200, cacheSize: 200, threshold: null },
  once: { attempts: 1, backoff: 1, throttleMs: 200, cacheSize: 0, threshold: 0.1 },
} as const satisfies Record<string, LazyImageProfile>;

export type LazyImageProfileName = keyof typeof LAZY_IMAGE_PROFILES;

/** The wait before the next try after try number `failed` (0-based) failed, or null: give up. */
export function retryDelayMs(profile: LazyImageProfile, failed: number): number | null {
  if (failed + 1 >= profile.attempts) return null;
  return Math.round(profile.throttleMs * profile.backoff ** failed);
}

export type PictureOutcome = 'loaded' | 'failed';

/** The outcomes of the most recently used addresses, oldest forgotten first. */
export class PictureOutcomes {
  private readonly outcomes = new Map<string, PictureOutcome>();

  constructor(private readonly size: number) {}

  get(url: string): PictureOutcome | undefined {
    const outcome = this.outcomes.get(url);
    if (outcome !== undefined) {
      // Used again: it becomes the most recent.
      this.outcomes.delete(url);
      this.outcomes.set(url, outcome);
    }
    return outcome;
  }

  set(url: string, outcome: PictureOutcome): void {
    if (this.size <= 0) return;
    this.outcomes.delete(url);
    this.outcomes.set(url, outcome);
    while (this.outcomes.size > this.size) {
      const oldest = this.outcomes.keys().next().value;
      if (oldest === undefined) break;
      this.outcomes.delete(oldest);
    }
  }

  get count(): number {
    return this.outcomes.size;
  }
}
