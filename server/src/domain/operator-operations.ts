/**
 * Every operator operation, declared once (docs/platform.md, "Operator operations"): its admin
 * route (method, path), its input (one object: path parameters plus the query string for GET or
 * the JSON body otherwise) and what it runs. The admin routes (routes/admin-routes.ts) and both
 * CLI clients (cli/operator-client.ts) are generated from this table; the rules themselves stay in
 * the operator actions.
 */
import * as v from 'valibot';

import type { Db } from '../db/database.ts';
import { awaitingApproval, decideContract } from './agents/contract-approvals.ts';
import { answerFeedback, chatOperatorActions as chat, listFeedback } from './content/index.ts';
import { gameOperatorActions as games } from './games/game-operator-actions.ts';
import { operatorActions as actions } from './operator-actions.ts';
import { OperatorError } from './operator-error.ts';
import { AccountInputSchema, Decision, Id, Line, NoInput, OptionalLine, State, Text } from './operator-inputs.ts';
import { pointOperatorActions as points } from './points/point-operator-actions.ts';
import { promotionOperatorActions as promos } from './promotions/promotion-operator-actions.ts';
import { rewardOperatorActions as rewards } from './rewards/reward-operator-actions.ts';
import {
  listPayoutCollisions,
  reviewPayoutCollision,
  setPayoutAccountSharing,
} from './wallet/payout-account-sharing.ts';

type InputSchema = v.GenericSchema<Record<string, unknown>, unknown>;

export interface OperatorOperation<S extends InputSchema = InputSchema, R = unknown> {
  method: 'GET' | 'POST' | 'PUT';
  /** Hono path; `:name` parameters go into the input (`:name{a|b}` also restricts the route). */
  path: string;
  /** POST/PUT: an empty body reads as `{}` (otherwise the body must be JSON). */
  optionalBody?: boolean;
  input: S;
  run(db: Db, input: v.InferOutput<S>, now: Date): Promise<R>;
}

const operation = <S extends InputSchema, R>(row: OperatorOperation<S, R>) => row;

export const operatorOperations = {
  // System status, whitelabel, settings, domains, vendors, announcements, messages.
  getStatus: operation({
    method: 'GET',
    path: '/admin/status',
    input: NoInput,
    run: (db) => actions.getSystemStatus(db),
  }),
  setStatus: operation({
    method: 'PUT',
    path: '/admin/status',
    input: v.object({ mode: v.string(), countries: v.optional(v.array(v.string()), []) }),
    run: (db, { mode, countries }) => actions.setSystemStatus(db, mode, countries),
  }),
  listWhitelabel: operation({
    method: 'GET',
    path: '/admin/whitelabel',
    input: NoInput,
    run: (db) => actions.listWhitelabel(db),
  }),
  setWhitelabel: operation({
    method: 'PUT',
    path: '/admin/whitelabel/:modId',
    input: v.object({ modId: v.string(), enabled: v.boolean() }),
    run: async (db, { modId, enabled }) => {
      await actions.setWhitelabel(db, modId, enabled);
      return { modId, enabled };
    },
  }),
  listSettings: operation({
    method: 'GET',
    path: '/admin/settings',
    input: NoInput,
    run: (db) => actions.listSettings(db),
  }),
  getSetting: operation({
    method: 'GET',
    path: '/admin/settings/:key',
    input: v.object({ key: v.string() }),
    run: (db, { key }) => actions.getSetting(db, key),
  }),
  setSetting: operation({
    method: 'PUT',
    path: '/admin/settings/:key',
    input: v.object({ key: v.string(), value: v.unknown() }),
    run: async (db, { key, value }) => {
      await actions.setSetting(db, key, value);
      return { key, value };
    },
  }),
  setDomains: operation({
    method: 'PUT',
    path: '/admin/domain-routes',
    input: v.object({ domains: v.array(v.string()) }),
    run: (db, { domains }) => actions.setDomainRoutes(db, domains),
  }),
  setVendor: operation({
    method: 'PUT',
    path: '/admin/vendors/:category/:code',
    input: v.object({ category: v.string(), code: v.string(), enabled: v.boolean() }),
    run: async (db, { category, code, enabled }) => {
      await actions.setVendorEnabled(db, category, code, enabled);
      return { category: category.toUpperCase(), code: code.toUpperCase(), enabled };
    },
  }),
  addNotice: operation({
    method: 'POST',
    path: '/admin/announcements',
    input: v.object({
      type: v.string(),
      title: Line,
      content: Text,
      sequence: v.optional(v.number()),
      startAt: v.optional(v.string()),
      endAt: v.optional(v.nullable(v.string())),
    }),
    run: async (db, input) => ({ id: await actions.addNotice(db, input) }),
  }),
  sendMessage: operation({
    method: 'POST',
    path: '/admin/messages',
    input: v.object({ username: v.string(), title: Line, content: Text }),
    run: (db, { username, title, content }, now) => actions.sendMessage(db, username, title, content, now),
  }),

  // Accounts: the development outbox and send counts, sessions, account create/update, login-failure counters.
  listOutbox: operation({
    method: 'GET',
    path: '/admin/outbox',
    input: v.object({ to: v.optional(v.string()) }),
    run: (db, { to }) => actions.listOutbox(db, to),
  }),
  listSendCounts: operation({
    method: 'GET',
    path: '/admin/sends',
    input: v.object({
      hours: v.optional(
        v.pipe(v.union([v.number(), v.string()]), v.transform(Number), v.integer(), v.minValue(1), v.maxValue(744)),
        24,
      ),
    }),
    run: (db, { hours }, now) => actions.listSendCounts(db, hours, now),
  }),
  expireSessions: operation({
    method: 'POST',
    path: '/admin/sessions/expire',
    input: v.object({ username: v.string() }),
    run: (db, { username }, now) => actions.expireSessions(db, username, now),
  }),
  openSession: operation({
    method: 'POST',
    path: '/admin/sessions',
    input: v.object({ username: v.string() }),
    run: (db, { username }, now) => actions.openSession(db, username, now),
  }),
  saveAccount: operation({
    method: 'POST',
    path: '/admin/accounts',
    input: AccountInputSchema,
    run: (db, input, now) => actions.saveAccount(db, input, now),
  }),
  clearLoginFailures: operation({
    method: 'POST',
    path: '/admin/login-failures/clear',
    input: v.object({ username: v.optional(v.string()), ip: v.optional(v.string()) }),
    run: (db, filter) => actions.clearLoginFailures(db, filter),
  }),
  removeAuthenticator: operation({
    method: 'POST',
    path: '/admin/authenticator/remove',
    input: v.object({ username: v.string() }),
    run: (db, { username }) => actions.removeAuthenticator(db, username),
  }),

  // Money: deposit and withdrawal review, balances, adjustments, the auto-receipt sweep.
  listDeposits: operation({
    method: 'GET',
    path: '/admin/deposits',
    input: State,
    run: (db, { state }) => actions.listDeposits(db, state),
  }),
  decideDeposit: operation({
    method: 'POST',
    path: '/admin/deposits/:id/:decision{approve|reject}',
    optionalBody: true,
    input: v.object({ id: Id, decision: Decision }),
    run: (db, { id, decision }, now) =>
      decision === 'approve' ? actions.approveDeposit(db, id, now) : actions.rejectDeposit(db, id, now),
  }),
  listWithdrawals: operation({
    method: 'GET',
    path: '/admin/withdrawals',
    input: State,
    run: (db, { state }, now) => actions.listWithdrawals(db, state, now),
  }),
  reviewWithdrawal: operation({
    method: 'POST',
    path: '/admin/withdrawals/:id/:decision{approve|reject|pay}',
    optionalBody: true,
    input: v.object({ id: Id, decision: v.picklist(['approve', 'reject', 'pay']) }),
    run: (db, { id, decision }, now) => {
      const review = {
        approve: actions.approveWithdrawal,
        reject: actions.rejectWithdrawal,
        pay: actions.payWithdrawal,
      }[decision];
      return review(db, id, now);
    },
  }),
  memberBalance: operation({
    method: 'GET',
    path: '/admin/balances/:username',
    input: v.object({ username: v.string() }),
    run: (db, { username }) => actions.memberBalance(db, username),
  }),
  adjustBalance: operation({
    method: 'POST',
    path: '/admin/balances/adjust',
    input: v.object({ username: v.string(), amount: v.string(), idempotencyKey: v.optional(v.string()) }),
    run: (db, { username, amount, idempotencyKey }, now) =>
      actions.adjustBalance(db, username, amount, now, idempotencyKey),
  }),
  sweepReceipts: operation({
    method: 'POST',
    path: '/admin/receipts/sweep',
    optionalBody: true,
    input: NoInput,
    run: (db, _input, now) => actions.sweepReceipts(db, now),
  }),
  sharePayoutAccount: operation({
    method: 'PUT',
    path: '/admin/payout-accounts/:accountNumber/sharing',
    input: v.object({ accountNumber: v.string(), shared: v.boolean(), remark: OptionalLine }),
    run: (db, input, now) => setPayoutAccountSharing(db, input, now),
  }),
  listContractApprovals: operation({
    method: 'GET',
    path: '/admin/contracts/approvals',
    input: NoInput,
    run: (db) => awaitingApproval(db),
  }),
  decideContract: operation({
    method: 'POST',
    path: '/admin/contracts/:id/:decision{approve|reject}',
    optionalBody: true,
    input: v.object({ id: Id, decision: Decision, note: OptionalLine }),
    run: (db, input, now) => decideContract(db, input, now),
  }),
  listPayoutCollisions: operation({
    method: 'GET',
    path: '/admin/payout-accounts/collisions',
    input: v.object({
      all: v.optional(
        v.pipe(
          v.string(),
          v.transform((value) => value === 'true'),
        ),
      ),
    }),
    run: (db, input) => listPayoutCollisions(db, input),
  }),
  reviewPayoutCollision: operation({
    method: 'POST',
    path: '/admin/payout-accounts/:accountNumber/reviewed',
    optionalBody: true,
    input: v.object({ accountNumber: v.string() }),
    run: (db, input, now) => reviewPayoutCollision(db, input, now),
  }),

  // Rewards.
  grantReward: operation({
    method: 'POST',
    path: '/admin/rewards',
    input: v.object({ username: v.string(), title: Line, amount: v.string(), validDays: v.optional(v.number()) }),
    run: (db, grant, now) => rewards.grantReward(db, grant, now),
  }),
  listRewards: operation({
    method: 'GET',
    path: '/admin/rewards',
    input: v.object({ username: v.optional(v.string()) }),
    run: (db, { username }, now) => rewards.listRewards(db, username, now),
  }),

  // Engagement: points adjustments, points-mall redemptions, promotion applications.
  adjustPoints: operation({
    method: 'POST',
    path: '/admin/points/adjust',
    input: v.object({
      username: v.string(),
      points: v.pipe(v.union([v.string(), v.number()]), v.transform(String)),
      remark: OptionalLine,
    }),
    run: (db, { username, points: amount, remark }, now) => points.adjustPoints(db, username, amount, remark, now),
  }),
  listRedemptions: operation({
    method: 'GET',
    path: '/admin/points/redemptions',
    input: State,
    run: (db, { state }) => points.listRedemptions(db, state),
  }),
  decideRedemption: operation({
    method: 'POST',
    path: '/admin/points/redemptions/:id/:decision{approve|reject}',
    optionalBody: true,
    input: v.object({ id: Id, decision: Decision, remark: OptionalLine }),
    run: (db, { id, decision, remark }, now) => points.decideRedemption(db, id, decision, now, remark),
  }),
  listApplications: operation({
    method: 'GET',
    path: '/admin/promotions/applications',
    input: State,
    run: (db, { state }) => promos.listApplications(db, state),
  }),
  reviewApplication: operation({
    method: 'POST',
    path: '/admin/promotions/applications/:id/:decision{approve|reject}',
    optionalBody: true,
    input: v.object({ id: Id, decision: Decision, remark: OptionalLine }),
    run: (db, { id, decision, remark }, now) => promos.reviewApplication(db, id, decision, now, remark),
  }),

  // Support: feedback and the customer-service chat.
  listFeedback: operation({
    method: 'GET',
    path: '/admin/feedback',
    input: State,
    run: (db, { state }) => listFeedback(db, state),
  }),
  answerFeedback: operation({
    method: 'POST',
    path: '/admin/feedback/:id/answer',
    input: v.object({ id: Id, content: Text }),
    run: (db, { id, content }, now) => answerFeedback(db, id, content, now),
  }),
  chatConversations: operation({
    method: 'GET',
    path: '/admin/chat',
    input: NoInput,
    run: (db) => chat.conversations(db),
  }),
  chatHistory: operation({
    method: 'GET',
    path: '/admin/chat/:username',
    input: v.object({ username: v.string() }),
    run: (db, { username }) => chat.history(db, username),
  }),
  chatReply: operation({
    method: 'POST',
    path: '/admin/chat/:username',
    input: v.object({ username: v.string(), content: Text }),
    run: (db, { username, content }, now) => chat.reply(db, username, content, now),
  }),

  // Games: maintenance of one game (by game code) or of a vendor in every lane.
  setMaintenance: operation({
    method: 'PUT',
    path: '/admin/maintenance/:target/:code',
    input: v.object({ target: v.string(), code: v.string(), maintenance: v.boolean() }),
    run: (db, { target, code, maintenance }) => games.setMaintenance(db, target, code, maintenance),
  }),
} satisfies Record<string, OperatorOperation>;

export type OperatorOperations = typeof operatorOperations;
export type OperationName = keyof OperatorOperations;
export type OperationInput<K extends OperationName> = v.InferInput<OperatorOperations[K]['input']>;
export type OperationOutput<K extends OperationName> = Awaited<ReturnType<OperatorOperations[K]['run']>>;

/** Validates a raw input against the row (OperatorError `invalid` with the schema's messages) and runs it. */
export async function runOperation(row: OperatorOperation, db: Db, input: unknown, now: Date): Promise<unknown> {
  const parsed = v.safeParse(row.input, input);
  if (!parsed.success) throw new OperatorError('invalid', parsed.issues.map((issue) => issue.message).join('; '));
  return row.run(db, parsed.output, now);
}
