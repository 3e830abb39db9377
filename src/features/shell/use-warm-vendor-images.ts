/** Once the vendor list is known, caches every vendor logo while the browser is idle. */
import { useEffect } from 'react';
import { getRuntimeConfig } from '@/stores/runtime-config-store';
import { cdnUrl } from '@/lib/pick-cdn';
import { warmVendorImages } from '@/pwa/warm-vendor-images';
import type { NavCategory } from './nav-model';
import { vendorImagePath } from './nav-model';

/** Warms the `vendor-images` cache for these nav categories on the given image CDN. */
export function useWarmVendorImages(nav: readonly NavCategory[], cdn: string): void {
  useEffect(() => {
    if (nav.length === 0) return;
    const { brand } = getRuntimeConfig();
    const urls = nav.flatMap((item) => item.vendors.map((card) => new URL(cdnUrl(cdn, vendorImagePath(card, brand.logo)), window.location.href).href));
    // Idle time only: logo warming must never compete with the first render.
    const timer = window.setTimeout(() => {
      const handle = window.requestIdleCallback(() => void warmVendorImages(urls), { timeout: 5_000 });
      cleanup = () => window.cancelIdleCallback(handle);
    }, 1_000);
    let cleanup = () => window.clearTimeout(timer);
    return () => cleanup();
  }, [nav, cdn]);
}
