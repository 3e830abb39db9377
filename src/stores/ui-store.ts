/** Shell UI state: side menu, floating bar, and app-wide notices (chunk failures). */
import { proxy } from 'valtio';

export const uiState = proxy({
  isSideMenuOpen: false,
  isFloatingBarOpen: true,
  hasChunkError: false,
  isBalanceHidden: false,
});

/** Shows the balance as *** (or back). */
export function toggleBalanceHidden(): void {
  uiState.isBalanceHidden = !uiState.isBalanceHidden;
}

/** Opens or closes the side menu drawer. */
export function setSideMenuOpen(open: boolean): void {
  uiState.isSideMenuOpen = open;
}

/** Shows or hides the floating right bar. */
export function toggleFloatingBar(): void {
  uiState.isFloatingBarOpen = !uiState.isFloatingBarOpen;
}

/** Records that a lazily loaded script or stylesheet failed (shown as a retry banner). */
export function reportChunkError(): void {
  uiState.hasChunkError = true;
}
