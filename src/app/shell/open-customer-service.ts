/**
 * Opens the customer-service chat. The window is opened synchronously inside the click (so popup
 * blockers allow it), then pointed at the decrypted URL; on any failure it is closed again (spec §4).
 */
import type { CustomerService } from '#contract/system-schemas.ts';

import { safeUrl } from '@/lib/safe-url';

/** Returns false when no usable customer-service link exists. */
export async function openCustomerService(entries: readonly CustomerService[]): Promise<boolean> {
  const entry = entries.find((e) => e.type === '3') ?? entries[0];
  if (!entry) return false;
  const popup = window.open('about:blank', '_blank');
  try {
    // crypto-js stays out of the first screen: it loads only when someone asks for support.
    const { decryptCustomerServicePath } = await import('#contract/crypto/des-cipher.ts');
    const url = safeUrl(decryptCustomerServicePath(entry.path));
    if (!url) throw new Error('Customer-service URL refused');
    if (popup) {
      popup.opener = null;
      popup.location.href = url;
    } else {
      window.location.assign(url);
    }
    return true;
  } catch {
    popup?.close();
    return false;
  }
}
