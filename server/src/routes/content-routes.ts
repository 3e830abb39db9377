/**
 * Content and support (docs/contract.md §14): referral links and records, feedback and
 * complaints (`POST` or `PUT /wps/feedback`, guests too), and the customer-service chat room.
 */
import { Hono, type Context, type MiddlewareHandler } from 'hono';

import { contentEndpoints } from '#contract/endpoints/content-endpoints.ts';
import { ok } from '#contract/envelope-schemas.ts';

import { clock, type AppDeps } from '../app-deps.ts';
import { touchSession } from '../domain/accounts/sessions.ts';
import {
  chatMessages,
  createReferralLink,
  deleteReferralLink,
  feedbackSettings,
  listReferralLinks,
  memberFeedback,
  referralRecords,
  sendChatMessage,
  submitFeedback,
} from '../domain/content/index.ts';
import { pageRequest } from '../domain/wallet/paging.ts';
import type { AppEnv } from '../http/app-env.ts';
import { serve } from '../http/endpoint-route.ts';
import { limitBody } from '../http/money-http.ts';
import { noStore } from '../http/no-store.ts';
import { clientIp } from '../http/request-info.ts';
import { requireSession } from '../http/require-session.ts';

const SMALL_BODY_BYTES = 4 * 1024;
const FEEDBACK_BODY_BYTES = 32 * 1024;

/** The member behind the Authorization token, if any (feedback is open to guests). */
async function optionalMemberId(c: Context<AppEnv>, deps: AppDeps): Promise<number | null> {
  const token = (c.req.header('Authorization')?.trim() ?? '').replace(/^Bearer\s+/i, '');
  if (!token) return null;
  const session = await touchSession(deps.db, token, clock(deps)());
  return session?.member.id ?? null;
}

export function contentRoutes(deps: AppDeps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  const store: MiddlewareHandler<AppEnv> = noStore();
  const referralPaths = ['getReferralLinks', 'createReferralLink', 'deleteReferralLink', 'getReferralRecords'].map(
    (name) => `/wps/relay/MCSFE_${name}`,
  );
  for (const path of [...referralPaths, '/wps/feedback', '/wps/feedback/*', '/wps/chat/*']) app.use(path, store);
  const session = requireSession(deps);
  const now = clock(deps);
  const member = (c: Context<AppEnv>) => c.get('session').member.id;

  serve(app, contentEndpoints.referralLinks, session, async (c) =>
    c.json(ok(await listReferralLinks(deps.db, member(c)))),
  );
  serve(app, contentEndpoints.createReferralLink, session, limitBody(SMALL_BODY_BYTES), async (c, { name }) => {
    return c.json(ok(await createReferralLink(deps.db, c.get('session').member, name, now())));
  });
  serve(app, contentEndpoints.deleteReferralLink, session, limitBody(SMALL_BODY_BYTES), async (c, { id }) => {
    await deleteReferralLink(deps.db, member(c), id, now());
    return c.json(ok(await listReferralLinks(deps.db, member(c))));
  });
  serve(app, contentEndpoints.referralRecords, session, async (c, query) =>
    c.json(ok(await referralRecords(deps.db, member(c), pageRequest(query)))),
  );

  serve(app, contentEndpoints.feedbackSettings, async (c) => c.json(ok(await feedbackSettings(deps.db))));
  serve(app, contentEndpoints.myFeedback, session, async (c, query) =>
    c.json(ok(await memberFeedback(deps.db, member(c), pageRequest(query)))),
  );
  // The contract has one reading with PUT; the spec says POST. Both store a submission.
  serve(app, contentEndpoints.feedback, limitBody(FEEDBACK_BODY_BYTES), async (c, body) => {
    return c.json(
      ok(await submitFeedback(deps.db, await optionalMemberId(c, deps), body, now(), clientIp(c, deps.config))),
    );
  });

  serve(app, contentEndpoints.chatMessages, session, async (c, { after }) =>
    c.json(ok({ messages: await chatMessages(deps.db, member(c), after ?? 0) })),
  );
  serve(app, contentEndpoints.sendChatMessage, session, limitBody(SMALL_BODY_BYTES), async (c, { content }) => {
    return c.json(ok(await sendChatMessage(deps.db, member(c), content, now())));
  });
  return app;
}
