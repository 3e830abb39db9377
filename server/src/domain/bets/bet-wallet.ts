/** The wallet a bet moves, shared by instant rounds and lottery tickets. */
import type { Db } from '../../db/database.ts';
import { badParam, refuse } from '../refusal.ts';
import { findWalletVendor } from '../wallet/balance-view.ts';
import { MAIN, TRIAL } from '../wallet/ledger-accounts.ts';

/** MAIN, TRIAL, or an enabled vendor's sub-wallet; unknown → request.param.err, disabled → `wallet.is.locked`. */
export async function requireBetWallet(db: Db, wallet: string): Promise<void> {
  if (wallet === MAIN || wallet === TRIAL) return;
  const vendor = await findWalletVendor(db, wallet);
  if (!vendor) badParam('wallet', 'is invalid: unknown wallet');
  if (!vendor.enabled) refuse('wallet.is.locked', `The ${wallet} wallet is not available`);
}
