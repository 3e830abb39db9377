/**
 * The RNG vendor the player last chose (spec: choosing an RNG vendor stores it). Kept in
 * localStorage: not secret, and /rng should open on it again after a reload.
 */
import { proxy } from 'valtio';

const RNG_VENDOR_KEY = 'rngVendor';

function readVendor(): string | null {
  try {
    return localStorage.getItem(RNG_VENDOR_KEY);
  } catch {
    return null;
  }
}

export const gamePreferencesState = proxy<{ rngVendor: string | null }>({
  rngVendor: typeof localStorage === 'undefined' ? null : readVendor(),
});

/** Remembers the chosen RNG vendor. */
export function setRngVendor(vendor: string): void {
  gamePreferencesState.rngVendor = vendor;
  try {
    localStorage.setItem(RNG_VENDOR_KEY, vendor);
  } catch {
    // Without storage the choice lasts for this visit only.
  }
}

/** Forgets the RNG vendor (the player chose "all providers"). */
export function clearRngVendor(): void {
  gamePreferencesState.rngVendor = null;
  try {
    localStorage.removeItem(RNG_VENDOR_KEY);
  } catch {
    // Nothing stored without storage.
  }
}
