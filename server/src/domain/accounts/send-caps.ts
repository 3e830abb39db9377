/**
 * What may be sent, and the count of what was (SMS pumping). Every SMS or e-mail the
 * platform sends because someone asked (codes, temporary passwords) first claims, in one
 * transaction:
 * - per recipient: one a minute and five an hour (`TOO_MANY_REQUESTS`, as before);
 * - per client address, per session (when the request has one) and per merchant in an hour
 *   (setting `verification.sends`; `verification.send.limit`). This platform serves one merchant,
 *   so the merchant cap counts all its sends: the Merchant header is no key, since any value
 *   passes the guard and a pumper would vary it.
 * Each claim is one atomic upsert (attempt-counters.ts), so parallel requests cannot pass a count
 * read before any of them was stored, in any process; a send refused by one rule rolls back the
 * claims it made on the others, so a refusal uses up nothing. Every outcome is counted per hour
 * (`send_counts`, migration 022) for operators (`GET /admin/sends`).
 */
import type { Db } from '../../db/database.ts';
import { refuse } from '../refusal.ts';
import { readSetting, SETTINGS } from '../setting-definitions.ts';
import { POLICY } from './account-policy.ts';
import { claimAttempt, type AttemptRule } from './attempt-counters.ts';
import { normalizeRecipient, type OutboxChannel } from './outbox.ts';

const HOUR_MS = 3_600_000;

type Scope = 'recipient' | 'ip' | 'session' | 'merchant';

/** A send someone asked for: what goes where, and who asked. */
export interface SendRequest {
  channel: OutboxChannel;
  /** What the message is for, as the outbox log names it (`register code`, `temporary password`). */
  purpose: string;
  recipient: string;
  ip: string;
  /** Token hash of the asking session, if the request has one. */
  session?: string | null | undefined;
}

export type SendOutcome = 'sent' | 'withheld' | `refused.${Scope}`;

class SendRefused extends Error {
  constructor(readonly scope: Scope) {
    super(`send refused per ${scope}`);
  }
}

const CAP_MESSAGES: Record<Exclude<Scope, 'recipient'>, string> = {
  ip: 'Too many codes were requested from this address; please try again in an hour',
  session: 'Too many codes were requested by this session; please try again in an hour',
  merchant: 'Too many codes are being requested right now; please try again in an hour',
};

/** Claims one send under every rule, or refuses (and counts the refusal) without using any of them up. */
export async function claimSend(db: Db, request: SendRequest, now: Date): Promise<void> {
  const caps = await readSetting(db, SETTINGS.codeSends);
  const hourly = (limit: number): AttemptRule => ({ limit, windowMs: HOUR_MS });
  const recipient = normalizeRecipient(request.recipient);
  // A fixed order of scopes: two transactions never wait for each other's rows crosswise.
  const rules: [Scope, string, string, AttemptRule][] = [
    ['recipient', 'send-minute', recipient, { limit: 1, windowMs: POLICY.sendIntervalMs }],
    ['recipient', 'send-hour', recipient, hourly(POLICY.sendsPerHour)],
    ['ip', 'send-ip', request.ip, hourly(caps.perIpPerHour)],
    ['session', 'send-session', request.session ?? '', hourly(caps.perSessionPerHour)],
    ['merchant', 'send-merchant', 'platform', hourly(caps.perMerchantPerHour)],
  ];
  try {
    await db.transaction(async (tx) => {
      for (const [scope, counter, key, rule] of rules) {
        if (scope === 'session' && !request.session) continue;
        if (!(await claimAttempt(tx, counter, key, rule, now)).ok) throw new SendRefused(scope);
      }
    });
  } catch (error) {
    if (!(error instanceof SendRefused)) throw error;
    await countSend(db, request, `refused.${error.scope}`, now);
    if (error.scope === 'recipient') {
      refuse('TOO_MANY_REQUESTS', 'Too many requests, please wait 5 minutes and try again');
    }
    refuse('verification.send.limit', CAP_MESSAGES[error.scope]);
  }
}

/** Adds one to this hour's count of `outcome` for the channel and purpose (one upsert). */
export async function countSend(
  db: Db,
  what: Pick<SendRequest, 'channel' | 'purpose'>,
  outcome: SendOutcome,
  now: Date,
): Promise<void> {
  const hour = new Date(Math.floor(now.getTime() / HOUR_MS) * HOUR_MS);
  await db.query(
    `INSERT INTO send_counts AS s (hour, channel, purpose, outcome, count) VALUES ($1, $2, $3, $4, 1)
     ON CONFLICT (hour, channel, purpose, outcome) DO UPDATE SET count = s.count + 1`,
    [hour, what.channel, what.purpose, outcome],
  );
}

export interface SendCount {
  /** Start of the hour (ISO). */
  hour: string;
  channel: OutboxChannel;
  purpose: string;
  outcome: SendOutcome;
  count: number;
}

/** The counts of the last `hours` hours (this one included), newest hour first. */
export async function listSendCounts(db: Db, hours: number, now: Date): Promise<SendCount[]> {
  const since = new Date(Math.floor(now.getTime() / HOUR_MS) * HOUR_MS - (hours - 1) * HOUR_MS);
  const rows = await db.query<{
    hour: Date;
    channel: OutboxChannel;
    purpose: string;
    outcome: SendOutcome;
    count: number;
  }>(
    `SELECT hour, channel, purpose, outcome, count FROM send_counts WHERE hour >= $1
     ORDER BY hour DESC, channel, purpose, outcome`,
    [since],
  );
  return rows.map((row) => ({ ...row, hour: row.hour.toISOString() }));
}
