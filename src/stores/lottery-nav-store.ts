/** On /lottery the lower nav can be hidden to give the frame more room (spec §2). */
import { useRouterState } from '@tanstack/react-router';
import { proxy, useSnapshot } from 'valtio';

export const lotteryNavState = proxy({ hidden: false });

export function toggleLotteryNav(): void {
  lotteryNavState.hidden = !lotteryNavState.hidden;
}

/** True on /lottery while the member has hidden the lower nav. */
export function useLotteryNavHidden(): boolean {
  const { hidden } = useSnapshot(lotteryNavState);
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  return hidden && pathname === '/lottery';
}
