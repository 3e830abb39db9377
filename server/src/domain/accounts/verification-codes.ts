/**
 * SMS and e-mail codes: 6 digits, 5 min, single use, at most 5 wrong tries. Only the latest code
 * of a target and purpose counts; sending is capped per recipient, address, session and merchant
 * (send-caps.ts).
 */
import { createHash, randomInt, timingSafeEqual } from 'node:crypto';

import type { SmsSent } from '#contract/session-schemas.ts';

import type { Db } from '../../db/database.ts';
import { refuse } from '../refusal.ts';
import type { AccountContext } from './account-context.ts';
import { POLICY } from './account-policy.ts';
import { claimAttempt } from './attempt-counters.ts';
import { codeMessage } from './outbox-texts.ts';
import { deliver, type OutboxChannel } from './outbox.ts';
import { claimSend, countSend } from './send-caps.ts';

export type CodePurpose = 'register' | 'login' | 'forgot' | 'verify' | 'bind';

const hashCode = (target: string, purpose: CodePurpose, code: string) =>
  createHash('sha256').update(`${target}|${purpose}|${code.trim()}`, 'utf8').digest('hex');

/**
 * Creates a code for `target` (`+639171234567`, or an e-mail address) and puts the SMS or e-mail in
 * the outbox, once the send is allowed (send-caps.ts: per recipient, the asking address and
 * session, the merchant). `deliver: false` does all the same work but sends nothing: the answer
 * to a target without an account, so it looks and takes like the real one; that code can open
 * nothing.
 */
export async function sendCode(
  ctx: AccountContext,
  target: string,
  purpose: CodePurpose,
  channel: OutboxChannel = 'sms',
  options: { deliver: boolean } = { deliver: true },
): Promise<SmsSent> {
  const { db, now } = ctx;
  const what = { channel, purpose: `${purpose} code` };
  await claimSend(db, { ...what, recipient: target, ip: ctx.ip, session: ctx.session }, now);
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  const expiresAt = new Date(now.getTime() + POLICY.smsCodeLifetimeMs);
  await db.query(
    'INSERT INTO verification_codes (target, purpose, code_hash, created_at, expires_at) VALUES ($1, $2, $3, $4, $5)',
    [target, purpose, hashCode(target, purpose, code), now, expiresAt],
  );
  const minutes = POLICY.smsCodeLifetimeMs / 60_000;
  const sent = { expiredMinutes: minutes, expirationTime: expiresAt.getTime() };
  if (!options.deliver) {
    await countSend(db, what, 'withheld', now);
    return sent;
  }
  // In the language of the request that asked for it (the app sends the player's language).
  const message = codeMessage([ctx.language], code, purpose, minutes);
  await deliver(
    db,
    ctx.log,
    {
      ...what,
      recipient: target,
      ...(channel === 'email' ? { subject: message.subject } : {}),
      body: message.body,
    },
    now,
  );
  await countSend(db, what, 'sent', now);
  return sent;
}

interface Row {
  id: number;
  code_hash: string;
  expires_at: Date;
}

/** Code checks per client address (any target, any purpose) in a 15-minute window. */
export const CODE_CHECKS_PER_IP = { limit: 30, windowMs: 15 * 60_000 } as const;

/**
 * Checks and consumes a code: `verification.code.invalid` (wrong, used, none) or `.expired`.
 * The guess is claimed before it is compared, in one UPDATE that only succeeds while the code
 * has guesses left, so five guesses per code hold however the requests arrive.
 * With `ip`, the address also spends one of its code checks (TOO_MANY_REQUESTS when used up).
 */
export async function verifyCode(
  db: Db,
  target: string,
  purpose: CodePurpose,
  code: string | undefined,
  now: Date,
  ip?: string,
): Promise<void> {
  if (!code?.trim()) refuse('verification.code.invalid', 'Please enter the verification code');
  if (ip !== undefined && !(await claimAttempt(db, 'code-check-ip', ip, CODE_CHECKS_PER_IP, now)).ok) {
    refuse('TOO_MANY_REQUESTS', 'Too many verification attempts from this address; please wait and try again');
  }
  const rows = await db.query<Row>(
    `UPDATE verification_codes SET attempts = attempts + 1
     WHERE id = (SELECT id FROM verification_codes WHERE target = $1 AND purpose = $2 ORDER BY created_at DESC, id DESC LIMIT 1)
       AND used_at IS NULL AND attempts < $3
     RETURNING id, code_hash, expires_at`,
    [target, purpose, POLICY.smsCodeMaxAttempts],
  );
  const row = rows[0];
  if (!row) refuse('verification.code.invalid', 'The verification code is not valid; request a new one');
  if (row.expires_at.getTime() <= now.getTime())
    refuse('verification.code.expired', 'The verification code has expired');
  const matches = timingSafeEqual(
    Buffer.from(hashCode(target, purpose, code), 'hex'),
    Buffer.from(row.code_hash, 'hex'),
  );
  if (!matches) refuse('verification.code.invalid', 'The verification code is not correct');
  const used = await db.query(
    'UPDATE verification_codes SET used_at = $2 WHERE id = $1 AND used_at IS NULL RETURNING id',
    [row.id, now],
  );
  if (used.length === 0) refuse('verification.code.invalid', 'The verification code was already used');
}
