/**
 * Inbox and transfer to upline (docs/contract.md §8): the member's messages (page, unread count,
 * read, delete; only their own ids count) and the MAIN → upline MAIN transfer, a money call
 * (encrypted, Idempotency-Key, payment password, refused for trial members).
 */
import { Hono } from 'hono';

import { messageEndpoints } from '#contract/endpoints/message-endpoints.ts';
import { unreadEndpoints } from '#contract/endpoints/message-unread-endpoints.ts';
import { ok } from '#contract/envelope-schemas.ts';

import { clock, type AppDeps } from '../app-deps.ts';
import { requestLanguage } from '../domain/content/text-translations.ts';
import { deleteMessages, listMessages, markRead, unreadCount } from '../domain/messages/index.ts';
import { transferToUpline } from '../domain/wallet/index.ts';
import { pageRequest } from '../domain/wallet/paging.ts';
import type { AppEnv } from '../http/app-env.ts';
import { encryptedBody } from '../http/encrypted-body.ts';
import { serve } from '../http/endpoint-route.ts';
import { FEATURE_SWITCHES, requireSwitch } from '../http/feature-switch.ts';
import { idempotencyKey, limitBody, moneyContext, requireMoneySession } from '../http/money-http.ts';
import { noStore } from '../http/no-store.ts';
import { requireSession } from '../http/require-session.ts';

const IDS_BODY_BYTES = 16 * 1024;

export function messageRoutes(deps: AppDeps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  for (const path of ['/wps/relay/CSP_*', '/wps/member/transferUpline']) app.use(path, noStore());
  const session = requireSession(deps);
  const now = clock(deps);

  // In the request's language where a message has a translation.
  serve(app, messageEndpoints.list, session, async (c, query) =>
    c.json(ok(await listMessages(deps.db, c.get('session').member.id, pageRequest(query), requestLanguage(c, query)))),
  );

  serve(app, unreadEndpoints.unreadCount, session, async (c) =>
    c.json(ok({ count: await unreadCount(deps.db, c.get('session').member.id) })),
  );

  serve(app, messageEndpoints.read, session, limitBody(IDS_BODY_BYTES), async (c, { ids }) => {
    return c.json(ok({ count: await markRead(deps.db, c.get('session').member.id, ids, now()) }));
  });

  serve(app, messageEndpoints.remove, session, limitBody(IDS_BODY_BYTES), async (c, { ids }) => {
    return c.json(ok({ count: await deleteMessages(deps.db, c.get('session').member.id, ids, now()) }));
  });

  serve(
    app,
    messageEndpoints.transferUpline,
    requireSwitch(deps, FEATURE_SWITCHES.uplineTransfer),
    requireMoneySession(deps),
    encryptedBody(deps.rsaKeys),
    async (c, body) => {
      const key = idempotencyKey(c);
      const result = await transferToUpline(moneyContext(deps), c.get('session').member, body, key);
      return c.json(ok(result.balance));
    },
  );

  return app;
}
