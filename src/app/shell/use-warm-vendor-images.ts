/** Once the vendor list is known, caches every vendor logo while the browser is idle. */
import { useEffect } from 'react';

import { IDLE_PRIORITY, inIdleTurn } from '@/lib/idle-turns';
import { vendorImagePath, type NavCategory } from '@/lib/nav-model';
import { cdnUrl } from '@/lib/pick-cdn';
import { warmVendorImages } from '@/pwa/warm-vendor-images';
import { getRuntimeConfig } from '@/stores/runtime-config-store';

/** Warms the `vendor-images` cache for these nav categories on the given image CDN. */
export function useWarmVendorImages(nav: readonly NavCategory[], cdn: string): void {
  useEffect(() => {
    if (nav.length === 0) return;
    const { brand } = getRuntimeConfig();
    const urls = nav.flatMap((item) =>
      item.vendors.map((card) => new URL(cdnUrl(cdn, vendorImagePath(card, brand.logo)), window.location.href).href),
    );
    // After the first screen only: some fifty logo fetches must not share the network and the main
    // thread with the first screen's own images (the largest paint, issue 14).
    let active = true;
    // The turn ends once the fetches are started: they wait on the network, not the main thread.
    void inIdleTurn(IDLE_PRIORITY.warmImages, () => {
      if (active) void warmVendorImages(urls);
    });
    return () => {
      active = false;
    };
  }, [nav, cdn]);
}
