/**
 * The player's session. The token lives in memory and sessionStorage only (never localStorage),
 * so it dies with the tab; signing out also wipes what the session left in storage.
 */
import { proxy } from 'valtio';

const TOKEN_KEY = 'token';

function readStoredToken(): string | null {
  try {
    return sessionStorage.getItem(TOKEN_KEY);
  } catch {
    return null;
  }
}

export const sessionState = proxy<{ token: string | null; expiredNotice: boolean }>({
  token: typeof sessionStorage === 'undefined' ? null : readStoredToken(),
  expiredNotice: false,
});

/** Keeps a freshly issued token for this tab. */
export function setSessionToken(token: string): void {
  sessionState.token = token;
  sessionState.expiredNotice = false;
  sessionStorage.setItem(TOKEN_KEY, token);
}

/** Drops the token (sign-out or a session the server no longer knows). */
export function clearSession(options: { expired: boolean } = { expired: false }): void {
  sessionState.token = null;
  sessionState.expiredNotice = options.expired;
  try {
    sessionStorage.removeItem(TOKEN_KEY);
  } catch {
    // Storage can be unavailable (private mode); memory state is already cleared.
  }
}
