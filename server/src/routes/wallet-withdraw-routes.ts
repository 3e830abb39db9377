/**
 * Withdrawal endpoints (docs/contract.md §7): settings, bank cards, requests (the amount is held),
 * the member's withdrawals and the receipt confirmation with its proof image.
 */
import { Hono } from 'hono';

import { walletEndpoints } from '#contract/endpoints/wallet-endpoints.ts';
import { ok } from '#contract/envelope-schemas.ts';

import type { AppDeps } from '../app-deps.ts';
import { addBankCard, listBankCards } from '../domain/wallet/bank-cards.ts';
import { pageRequest } from '../domain/wallet/paging.ts';
import { confirmWithdrawal } from '../domain/wallet/withdrawal-review.ts';
import { memberWithdrawals, requestWithdrawal, withdrawSettingsView } from '../domain/wallet/withdrawals.ts';
import type { AppEnv } from '../http/app-env.ts';
import { encryptedBody } from '../http/encrypted-body.ts';
import { serve } from '../http/endpoint-route.ts';
import { idempotencyKey, limitBody, moneyContext, requireMoneySession } from '../http/money-http.ts';
import { noStore } from '../http/no-store.ts';

// A 5 MB image is about 6.7 MB of Base64; anything much bigger is refused before it is read.
const CONFIRM_BODY_BYTES = 7 * 1024 * 1024 + 16 * 1024;

export function withdrawRoutes(deps: AppDeps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  for (const path of [
    '/wps/relay/MCSFE_getWithdrawSettings',
    '/wps/member/bankCard',
    '/wps/transaction/withdraw',
    '/wps/transaction/withdraw/*',
  ]) {
    app.use(path, noStore());
  }
  const money = requireMoneySession(deps);

  serve(app, walletEndpoints.withdrawSettings, money, async (c) =>
    c.json(ok(await withdrawSettingsView(moneyContext(deps), c.get('session').member))),
  );

  serve(app, walletEndpoints.bankCards, money, async (c) =>
    c.json(ok(await listBankCards(deps.db, c.get('session').member.id))),
  );

  serve(app, walletEndpoints.addBankCard, money, encryptedBody(deps.rsaKeys), async (c, body) => {
    return c.json(ok(await addBankCard(moneyContext(deps), c.get('session').member, body)));
  });

  serve(app, walletEndpoints.withdraw, money, encryptedBody(deps.rsaKeys), async (c, body) => {
    const key = idempotencyKey(c);
    return c.json(ok(await requestWithdrawal(moneyContext(deps), c.get('session').member, body, key)));
  });

  serve(app, walletEndpoints.withdrawals, money, async (c, query) =>
    c.json(ok(await memberWithdrawals(moneyContext(deps), c.get('session').member.id, pageRequest(query)))),
  );

  serve(app, walletEndpoints.confirmWithdrawal, money, limitBody(CONFIRM_BODY_BYTES), async (c, body, { id }) => {
    const key = idempotencyKey(c);
    return c.json(ok(await confirmWithdrawal(moneyContext(deps), c.get('session').member, id, body, key)));
  });

  return app;
}
