/**
 * Wallet endpoints (docs/contract.md §7): balance, the single-wallet flag, transfers between
 * the main wallet and vendor wallets, and the payment password. Trial members read only the
 * balance (their trial credit) and the flag; everything else answers `in_need_true_account`.
 */
import { Hono } from 'hono';

import { balanceEndpoints } from '#contract/endpoints/wallet-balance-endpoints.ts';
import { walletEndpoints } from '#contract/endpoints/wallet-endpoints.ts';
import { ok } from '#contract/envelope-schemas.ts';

import type { AppDeps } from '../app-deps.ts';
import { readSetting, SETTINGS } from '../domain/setting-definitions.ts';
import { balanceView } from '../domain/wallet/balance-view.ts';
import { setPaymentPassword } from '../domain/wallet/payment-password.ts';
import { walletTransfer } from '../domain/wallet/transfers.ts';
import { isTrialMember, trialBalanceView } from '../domain/wallet/trial-wallet.ts';
import type { AppEnv } from '../http/app-env.ts';
import { encryptedBody } from '../http/encrypted-body.ts';
import { serve } from '../http/endpoint-route.ts';
import { idempotencyKey, limitBody, moneyContext, requireMoneySession } from '../http/money-http.ts';
import { noStore } from '../http/no-store.ts';
import { requireSession } from '../http/require-session.ts';

export function walletRoutes(deps: AppDeps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  for (const path of ['/wps/v2/wallets/*', '/wps/relay/GCS_*', '/wps/member/paymentPassword']) app.use(path, noStore());
  const money = requireMoneySession(deps);

  // A trial member reads its trial credit here (one TRIAL wallet, sumBalance 0.00): never money.
  serve(app, balanceEndpoints.balance, requireSession(deps), async (c) => {
    const { member } = c.get('session');
    return c.json(
      ok(isTrialMember(member) ? await trialBalanceView(deps.db, member.id) : await balanceView(deps.db, member.id)),
    );
  });

  // A flag, not money: trial members may read it.
  serve(app, balanceEndpoints.merchantWallet, requireSession(deps), async (c) => {
    const { isSingle } = await readSetting(deps.db, SETTINGS.wallet);
    return c.json(ok({ isSingle }));
  });

  serve(app, walletEndpoints.transfer, money, limitBody(16 * 1024), async (c, body) => {
    const key = idempotencyKey(c);
    return c.json(ok(await walletTransfer(moneyContext(deps), c.get('session').member, body, key)));
  });

  serve(app, walletEndpoints.paymentPassword, money, encryptedBody(deps.rsaKeys), async (c, body) => {
    await setPaymentPassword(moneyContext(deps), c.get('session').member, body);
    return c.json(ok(null));
  });

  return app;
}
