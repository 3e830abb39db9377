/** The wallet domain's public face for other features (games reuse `placeBet` from domain/bets). */
export { placeBet } from '../bets/instant-bets.ts';
export { transferToUpline } from './transfers.ts';
