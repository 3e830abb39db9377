/** Once the vendor list is known, caches every vendor logo while the browser is idle. */
import { useEffect } from 'react';

import { IDLE_PRIORITY, inIdleTurn } from '@/lib/idle-turns';
import { vendorImageUrl, type NavCategory } from '@/lib/nav-model';
import { warmVendorImages } from '@/pwa/warm-vendor-images';

/** Warms the `vendor-images` cache for these nav categories on the given image CDN (the brand logo from its own origin). */
export function useWarmVendorImages(nav: readonly NavCategory[], cdn: string, brandLogo: string | null): void {
  useEffect(() => {
    if (nav.length === 0) return;
    const urls = nav.flatMap((item) =>
      item.vendors.map((card) => new URL(vendorImageUrl(card, cdn, brandLogo), window.location.href).href),
    );
    // After the first screen only: some fifty logo fetches must not share the network and the main
    // thread with the first screen's own images (the largest paint).
    let active = true;
    // The turn ends once the fetches are started: they wait on the network, not the main thread.
    void inIdleTurn(IDLE_PRIORITY.warmImages, () => {
      if (active) void warmVendorImages(urls);
    });
    return () => {
      active = false;
    };
  }, [nav, cdn, brandLogo]);
}
