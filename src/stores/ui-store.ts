/** Shell UI state: side menu, centre view, hidden balance. */
import { proxy } from 'valtio';

export const uiState = proxy({
  isSideMenuOpen: false,
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

/** Shows a centre's menu list (phone) or its page. */
export function setCentreView(view: 'list' | 'page'): void {
  uiState.centreView = view;
}
