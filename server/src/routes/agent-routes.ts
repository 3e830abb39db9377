/**
 * Agent centre endpoints (docs/contract.md §12): consolidated flags, team overview, downline list,
 * registration and transfer, team reports, contracts and their settlements. Every `/wps/agent/*`
 * call here is for agents only (`agent.only`) and acts only inside the caller's tree (`not.downline`).
 */
import { Hono, type Context, type MiddlewareHandler } from 'hono';
import { every } from 'hono/combine';
import * as v from 'valibot';

import { CONTRACT_KINDS, ContractKindSchema } from '#contract/agent-schemas.ts';
import { agentEndpoints, contractEndpoints } from '#contract/endpoints/agent-endpoints.ts';
import { fail, ok } from '#contract/envelope-schemas.ts';

import { clock, type AppDeps } from '../app-deps.ts';
import { registerDownline } from '../domain/accounts/registration.ts';
import { findDownline, isAgentType, teamIds } from '../domain/agents/agent-tree.ts';
import { consolidated } from '../domain/agents/consolidated.ts';
import { contractAction, listContracts } from '../domain/agents/contracts.ts';
import { transferToDownline } from '../domain/agents/downline-transfer.ts';
import { settlementPage } from '../domain/agents/settlement-records.ts';
import {
  downlinePage,
  memberProfitPage,
  teamOverview,
  teamTransactionPage,
  type Period,
} from '../domain/agents/team-reports.ts';
import { betFilter, betPage } from '../domain/bets/bet-record.ts';
import { badParam } from '../domain/refusal.ts';
import { parseInstant } from '../domain/wallet/account-record.ts';
import { pageRequest } from '../domain/wallet/paging.ts';
import type { AppEnv } from '../http/app-env.ts';
import { encryptedBody } from '../http/encrypted-body.ts';
import { serve } from '../http/endpoint-route.ts';
import { idempotencyKey, limitBody, moneyContext, requireMoneySession } from '../http/money-http.ts';
import { noStore } from '../http/no-store.ts';
import { requireSession } from '../http/require-session.ts';

/** `from` and `to`, both required, `from` not after `to`. */
function period(query: { from?: string | undefined; to?: string | undefined }): Period {
  const from = parseInstant('from', query.from);
  const to = parseInstant('to', query.to);
  if (!from) return badParam('from', 'is required');
  if (!to) return badParam('to', 'is required');
  if (from > to) return badParam('from', 'is invalid: after to');
  return { from, to };
}

/** The team's ids, or just the one team member named by `username` (refused outside the tree). */
async function scope(deps: AppDeps, c: Context<AppEnv>, query: { username?: string | undefined }): Promise<number[]> {
  const agent = c.get('session').member;
  const username = query.username?.trim();
  if (username) return [(await findDownline(deps.db, agent.id, username)).id];
  return teamIds(deps.db, agent.id);
}

export function agentRoutes(deps: AppDeps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  for (const path of ['/wps/agent/*', '/wps/member/info/funds/*', '/wps/relay/MCS*']) app.use(path, noStore());
  const now = clock(deps);
  const onlyAgents: MiddlewareHandler<AppEnv> = async (c, next) => {
    if (!isAgentType(c.get('session').member.type))
      return c.json(fail('agent.only', 'Only agents can use the agent centre'));
    return next();
  };
  const agent = every(requireMoneySession(deps), onlyAgents) as MiddlewareHandler<AppEnv>;

  serve(app, agentEndpoints.consolidated, requireSession(deps), async (c) =>
    c.json(ok(await consolidated(deps.db, c.get('session').member))),
  );

  serve(app, agentEndpoints.teamOverview, agent, async (c, query) =>
    c.json(ok(await teamOverview(deps.db, c.get('session').member.id, period(query)))),
  );

  serve(app, agentEndpoints.downlines, agent, async (c, query) => {
    const me = c.get('session').member;
    const search = query.search?.trim() || null;
    const parentName = query.parent?.trim();
    const parentId = parentName ? (await findDownline(deps.db, me.id, parentName)).id : me.id;
    return c.json(ok(await downlinePage(deps.db, me.id, { parentId, search }, pageRequest(query))));
  });

  serve(app, agentEndpoints.registerDownline, agent, encryptedBody(deps.rsaKeys), async (c, body) => {
    const customerId = await registerDownline(deps.db, now(), c.get('session').member.id, body);
    return c.json(ok({ customerId, username: body.username.trim() }));
  });

  serve(app, agentEndpoints.transferDownline, agent, encryptedBody(deps.rsaKeys), async (c, body) => {
    const key = idempotencyKey(c);
    return c.json(ok(await transferToDownline(moneyContext(deps), c.get('session').member, body, key)));
  });

  serve(app, agentEndpoints.teamBets, agent, async (c, query) => {
    const { from, to } = period(query);
    const filter = { ...betFilter(await scope(deps, c, query), query), from, to };
    return c.json(ok(await betPage(deps.db, filter, pageRequest(query))));
  });

  serve(app, agentEndpoints.memberProfit, agent, async (c, query) =>
    c.json(ok(await memberProfitPage(deps.db, await scope(deps, c, query), period(query), pageRequest(query)))),
  );

  serve(app, agentEndpoints.teamTransactions, agent, async (c, query) => {
    const type = query.type?.trim().toUpperCase() || null;
    if (type !== null && !/^[A-Z_]{1,40}$/.test(type)) badParam('type', 'is invalid');
    const members = await scope(deps, c, query);
    return c.json(ok(await teamTransactionPage(deps.db, members, { ...period(query), type }, pageRequest(query))));
  });

  serve(app, agentEndpoints.income, agent, async (c, query) => {
    const { from, to } = period(query);
    const filter = { agentId: c.get('session').member.id, kind: null, from, to, paidOnly: true };
    return c.json(ok(await settlementPage(deps.db, filter, pageRequest(query))));
  });

  serve(app, agentEndpoints.settlements, agent, async (c, query) => {
    const kindText = query.kind?.trim().toUpperCase();
    const kind = kindText ? (v.is(ContractKindSchema, kindText) ? kindText : badParam('kind', 'is invalid')) : null;
    const filter = {
      agentId: c.get('session').member.id,
      kind,
      from: parseInstant('from', query.from),
      to: parseInstant('to', query.to),
      paidOnly: false,
    };
    return c.json(ok(await settlementPage(deps.db, filter, pageRequest(query))));
  });

  for (const kind of CONTRACT_KINDS) {
    const rows = contractEndpoints[kind];
    serve(app, rows.list, agent, async (c) => c.json(ok(await listContracts(deps.db, c.get('session').member, kind))));
    serve(app, rows.action, agent, limitBody(4096), async (c, body) => {
      return c.json(ok(await contractAction(deps.db, now(), c.get('session').member, kind, body)));
    });
  }

  return app;
}
