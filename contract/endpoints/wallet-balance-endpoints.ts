/**
 * The wallet's balance and the single-wallet flag (contract §4.6): read by the header on every screen,
 * so apart from the wallet's money rows (wallet-endpoints.ts) to keep the first screen small.
 */
import * as v from 'valibot';

import { BalanceSchema, MerchantWalletSchema } from '../balance-schemas.ts';
import { endpoint } from '../endpoint.ts';
import { NoInput } from '../request-schemas.ts';

export const balanceEndpoints = {
  balance: endpoint({
    method: 'GET',
    path: '/wps/v2/wallets/balance',
    token: 'required',
    request: v.object({ typeId: v.optional(v.union([v.string(), v.number()])) }),
    response: BalanceSchema,
  }),
  merchantWallet: endpoint({
    method: 'GET',
    path: '/wps/relay/GCS_merchantWallet',
    token: 'required',
    request: NoInput,
    response: MerchantWalletSchema,
  }),
};
