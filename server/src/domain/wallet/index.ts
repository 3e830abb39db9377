/** The wallet domain's public face for other features (games reuse `placeBet` from domain/bets). */
export { placeBet, type BetRequest, type BetResult } from '../bets/instant-bets.ts';
export { balanceView } from './balance-view.ts';
export { formatMoney, parseAmount, parseSignedAmount } from './money.ts';
export { transferToUpline, walletTransfer } from './transfers.ts';
export type { MoneyContext } from './money-context.ts';
