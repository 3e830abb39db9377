/**
 * Red envelopes: while one is open, each member may open it once and gets a random amount within
 * [min, max] that the remaining budget can pay (MAIN credited from BONUS, `RED_ENVELOPE`).
 * Idempotent on the key; the claims table's primary key makes "once" hold under races. The title
 * comes in the request's language where the envelope has a translation.
 */
import { randomInt } from 'node:crypto';

import type { RedEnvelopeStatus } from '#contract/engagement-schemas.ts';
import type { Balance } from '#contract/wallet-schemas.ts';

import type { Db } from '../../db/database.ts';
import type { Member } from '../accounts/member-repository.ts';
import { applyBonusRules } from '../bonus/bonus-rules.ts';
import { translated, type TextTranslations } from '../content/text-translations.ts';
import type { PlatformLanguageCode } from '../platform-languages.ts';
import { refuse } from '../refusal.ts';
import { balanceView } from '../wallet/balance-view.ts';
import { idempotent } from '../wallet/idempotency.ts';
import { MAIN, memberAccount, systemAccount } from '../wallet/ledger-accounts.ts';
import { postTransaction } from '../wallet/ledger.ts';
import { requireRealMember, type MoneyContext } from '../wallet/money-context.ts';
import { formatMoney, minorFromDb } from '../wallet/money.ts';

interface EnvelopeRow {
  id: number;
  title: string;
  min_amount: string;
  max_amount: string;
  budget: string;
  paid: string;
  end_at: Date;
  translations: EnvelopeTranslations;
}

/** A red envelope's title per platform language. */
export type EnvelopeTranslations = TextTranslations<'title'>;

const SELECT = `SELECT id, title, min_amount::text AS min_amount, max_amount::text AS max_amount, budget::text AS budget,
  paid::text AS paid, end_at, translations FROM red_envelopes`;

async function openEnvelope(db: Db, now: Date): Promise<EnvelopeRow | undefined> {
  return (
    await db.query<EnvelopeRow>(`${SELECT} WHERE start_at <= $1 AND end_at > $1 ORDER BY end_at, id LIMIT 1`, [now])
  )[0];
}

const left = (row: EnvelopeRow) => minorFromDb(row.budget) - minorFromDb(row.paid);

/** The open envelope (its title in `language` where translated) and what the member got from it. */
export async function redEnvelopeStatus(
  db: Db,
  memberId: number,
  now: Date,
  language?: PlatformLanguageCode,
): Promise<RedEnvelopeStatus> {
  const row = await openEnvelope(db, now);
  if (!row) return { envelope: null, claimed: null };
  const claim = (
    await db.query<{ amount: string }>(
      'SELECT amount::text AS amount FROM red_envelope_claims WHERE envelope_id = $1 AND member_id = $2',
      [row.id, memberId],
    )
  )[0];
  return {
    envelope: {
      id: row.id,
      title: translated({ title: row.title }, row.translations, language).title,
      endAt: row.end_at.getTime(),
      available: left(row) >= minorFromDb(row.min_amount),
    },
    claimed: claim ? formatMoney(minorFromDb(claim.amount)) : null,
  };
}

export async function openRedEnvelope(
  ctx: MoneyContext,
  member: Member,
  id: number,
  key: string,
  random = randomInt,
): Promise<{ amount: string; balance: Balance }> {
  requireRealMember(member);
  return idempotent(ctx, { memberId: member.id, key, scope: 'redEnvelope', body: { id } }, async (tx, hash) => {
    const row = (
      await tx.query<EnvelopeRow>(`${SELECT} WHERE id = $1 AND start_at <= $2 AND end_at > $2 FOR UPDATE`, [
        id,
        ctx.now,
      ])
    )[0];
    if (!row) return refuse('red.envelope.closed', 'This red envelope is not open');
    const already = await tx.query('SELECT 1 FROM red_envelope_claims WHERE envelope_id = $1 AND member_id = $2', [
      id,
      member.id,
    ]);
    if (already.length > 0) refuse('red.envelope.claimed', 'You already opened this red envelope');
    const min = minorFromDb(row.min_amount);
    const max = [minorFromDb(row.max_amount), left(row)].reduce((a, b) => (a < b ? a : b));
    if (max < min) refuse('red.envelope.empty', 'This red envelope is empty');
    // Whole centavos, uniform in [min, max] (amounts fit in a safe integer).
    const amount = min + BigInt(random(Number(max - min) + 1));
    await applyBonusRules(tx, 'RED_ENVELOPE', member.id, amount, ctx.now);
    await tx.query('UPDATE red_envelopes SET paid = paid + $2::bigint WHERE id = $1', [id, amount.toString()]);
    const posted = await postTransaction(tx, ctx.now, {
      type: 'RED_ENVELOPE',
      memberId: member.id,
      idempotency: { key, hash },
      postings: [
        { account: await systemAccount(tx, 'BONUS'), amount: -amount },
        { account: await memberAccount(tx, member.id, MAIN), amount },
      ],
    });
    await tx.query(
      'INSERT INTO red_envelope_claims (envelope_id, member_id, amount, ledger_transaction_id, claimed_at) VALUES ($1, $2, $3::bigint, $4, $5)',
      [id, member.id, amount.toString(), posted.id, ctx.now],
    );
    return { amount: formatMoney(amount), balance: await balanceView(tx, member.id) };
  });
}
