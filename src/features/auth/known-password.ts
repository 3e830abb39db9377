/**
 * The password typed at this login, kept in memory only (never web storage) so the change-password
 * form can skip asking for it again, as the spec's forced change does. Gone on reload or sign-out.
 */

let known: string | null = null;

/** Remembers the password typed at login for this page's lifetime. */
export function rememberKnownPassword(password: string): void {
  known = password;
}

/** The password typed at this login, if any. */
export function knownPassword(): string | null {
  return known;
}

/** Forgets it (sign-out, or after a successful change). */
export function forgetKnownPassword(): void {
  known = null;
}
