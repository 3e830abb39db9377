/**
 * "Remember me": the last username and the remember flag, kept for one day in cookies as the spec
 * says. Never the password: the browser's password manager offers that on its own.
 */

const USERNAME = 'lastUsername';
const FLAG = 'rememberMe';
export const REMEMBER_SECONDS = 24 * 60 * 60;

function readCookie(name: string): string | null {
  const prefix = `${name}=`;
  const entry = document.cookie.split('; ').find((part) => part.startsWith(prefix));
  return entry ? decodeURIComponent(entry.slice(prefix.length)) : null;
}

function writeCookie(name: string, value: string, maxAge: number): void {
  document.cookie = `${name}=${encodeURIComponent(value)}; Max-Age=${maxAge}; Path=/; SameSite=Lax`;
}

/** The remembered username, or null when nothing is remembered. */
export function rememberedUsername(): string | null {
  return readCookie(FLAG) === '1' ? readCookie(USERNAME) : null;
}

/** Remembers the username for a day, or forgets it when `remember` is false. */
export function setRemembered(username: string, remember: boolean): void {
  if (remember) {
    writeCookie(USERNAME, username, REMEMBER_SECONDS);
    writeCookie(FLAG, '1', REMEMBER_SECONDS);
  } else {
    writeCookie(USERNAME, '', 0);
    writeCookie(FLAG, '', 0);
  }
}
