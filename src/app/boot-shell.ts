/**
 * The static first screen of index.html (`#boot-shell`): a fixed skeleton painted before the
 * JavaScript arrives. It lies over the app, so taking it away moves nothing (no layout shift);
 * it goes once the app knows what to show (status gate settled) or boot failed.
 */

/** Removes the static first screen; safe to call more than once. */
export function removeBootShell(): void {
  document.getElementById('boot-shell')?.remove();
}
