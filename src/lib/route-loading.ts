/**
 * What route loaders share. A loader starts its page's data (Query's factories, the same keys the
 * page reads) so a tap or hover (`defaultPreload: 'intent'`) and the first load ask for it before
 * the page renders; it never waits for it and never fails: the page shows its own loading, offline
 * data or error (`QueryState`), and a feature missing on an operator's platform hides itself. A
 * loader that held the navigation would turn a hung endpoint into a page that never opens.
 */
import { preloadImage } from './preload-image';

/**
 * Once a page's first list is known, asks for the pictures it will show first (its largest paint),
 * before its code has rendered their `<img>` elements. Only on a real navigation, not a hover.
 */
export function preloadPicturesOf<T>(
  list: Promise<T>,
  pictures: (data: T) => (string | null)[],
  { preload }: { preload: boolean },
): void {
  void list
    .then((data) => {
      if (!preload) for (const src of pictures(data)) if (src) preloadImage(src);
    })
    // A failed list is the page's to show; there is nothing to preload.
    .catch(() => undefined);
}
