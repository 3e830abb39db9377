/** Shell UI state: side menu, floating bar, centre view, hidden balance. */
import { proxy } from 'valtio';

import { isPhoneWidth } from '@/ui/use-is-phone';

export const uiState = proxy({
  isSideMenuOpen: false,
  // On a phone the floating bar starts as one small button, so it never covers the page.
  isFloatingBarOpen: !isPhoneWidth(),
  /** On a phone a centre shows either its menu as a list or one page; deep links open the page. */
  centreView: 'page' as 'list' | 'page',
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

/** Shows a centre's menu list (phone) or its page. */
export function setCentreView(view: 'list' | 'page'): void {
  uiState.centreView = view;
}
