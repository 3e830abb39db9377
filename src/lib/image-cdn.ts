/** The image CDN of this page load: the platform status's list, else the runtime config's (spec §9). */
import { pickCdn } from '@/lib/pick-cdn';
import { getRuntimeConfig } from '@/stores/runtime-config-store';

export function imageCdn(statusCdns: readonly string[] | undefined): string {
  return pickCdn(statusCdns ?? getRuntimeConfig().imageCdns, window.location.origin);
}
