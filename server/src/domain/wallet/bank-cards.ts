/**
 * Bank cards (and e-wallet numbers) for withdrawals. The full number is stored (operators pay to
 * it) but members only ever get `maskedNumber` (`****7890`). At most
 * `withdraw.settings.maxBankCards` cards; binding needs the payment password. Names are one line
 * of plain text (control characters refused, docs/security.md "Text in and out").
 *
 * One payout account, one member (docs/security.md "Bonus farming"): a number, compared in its
 * normalised form (`payoutNumberKey`), is bound by one member only (`bank.card.in.use`), unless an
 * operator allowed that number to be shared (`shared_payout_accounts`, payout-account-sharing.ts).
 * The partial unique index `bank_cards_one_owner` decides inside the insert, so two members
 * binding one number at once cannot both get it.
 */
import type { BankCard } from '#contract/wallet-schemas.ts';

import type { Db } from '../../db/database.ts';
import type { Member } from '../accounts/member-repository.ts';
import { matchWithdrawalCode, spendWithdrawalStep } from '../authenticator/authenticator-checks.ts';
import { singleLineText } from '../content/plain-text.ts';
import { badParam, refuse } from '../refusal.ts';
import { readSetting, SETTINGS } from '../setting-definitions.ts';
import { moneyTransaction } from './idempotency.ts';
import { requireRealMember, type MoneyContext } from './money-context.ts';
import { verifyPaymentPassword } from './payment-password.ts';
import { payoutNumberKey } from './payout-number-key.ts';

export interface BankCardRow {
  id: number;
  bank_name: string;
  account_name: string;
  account_number: string;
}

export const maskNumber = (number: string): string => `****${number.slice(-4)}`;

export function bankCardView(row: BankCardRow): BankCard {
  return {
    id: row.id,
    bankName: row.bank_name,
    accountName: row.account_name,
    maskedNumber: maskNumber(row.account_number),
  };
}

export async function listBankCards(db: Db, memberId: number): Promise<BankCard[]> {
  const rows = await db.query<BankCardRow>(
    'SELECT id, bank_name, account_name, account_number FROM bank_cards WHERE member_id = $1 ORDER BY id',
    [memberId],
  );
  return rows.map(bankCardView);
}

export interface BankCardBody {
  bankName: string;
  accountName: string;
  accountNumber: string;
  paymentPassword: string;
  authenticatorCode?: string | undefined;
}

/** The number as typed, without spaces, dashes, brackets and a leading `+` (`+63 917-555-9451`). */
export const payoutDigits = (input: string): string => input.replace(/[\s\-()]/g, '').replace(/^\+/, '');

function cleanText(field: string, value: string): string {
  const text = singleLineText(value, field);
  if (!text) badParam(field, 'is required');
  if ([...text].length > 60) badParam(field, 'does not follow the rule');
  return text;
}

/** Binds a card; refuses `exists.bank.card`, `withdraw.bank.card.max` and payment-password errors. */
export async function addBankCard(ctx: MoneyContext, member: Member, body: BankCardBody): Promise<BankCard> {
  requireRealMember(member);
  const bankName = cleanText('bankName', body.bankName);
  const accountName = cleanText('accountName', body.accountName);
  if (!/^[\p{L}][\p{L} .'-]*$/u.test(accountName)) badParam('accountName', 'does not follow the rule');
  const accountNumber = payoutDigits(body.accountNumber);
  if (!accountNumber) badParam('accountNumber', 'is required');
  if (!/^\d{6,30}$/.test(accountNumber) || !payoutNumberKey(accountNumber))
    badParam('accountNumber', 'does not follow the rule');
  await verifyPaymentPassword(ctx, member.id, body.paymentPassword);
  // A new payout account is where a stolen session would send the money: with "authenticator for
  // withdrawals" on, binding one asks for a current code too, spent with the binding.
  const codeStep = await matchWithdrawalCode(ctx.db, member.id, body.authenticatorCode, ctx.now);
  const { maxBankCards } = await readSetting(ctx.db, SETTINGS.withdraw);
  const numberKey = payoutNumberKey(accountNumber);
  return moneyTransaction(ctx.db, async (tx) => {
    if (codeStep !== null) await spendWithdrawalStep(tx, member.id, codeStep);
    // The member row lock makes the count and the member's own duplicate check race-free.
    await tx.query('SELECT id FROM members WHERE id = $1 FOR UPDATE', [member.id]);
    const existing = await tx.query<{ number_key: string }>('SELECT number_key FROM bank_cards WHERE member_id = $1', [
      member.id,
    ]);
    if (existing.some((row) => row.number_key === numberKey))
      refuse('exists.bank.card', 'This account is already bound');
    if (existing.length >= maxBankCards) refuse('withdraw.bank.card.max', `At most ${maxBankCards} bank cards`);
    // Another member's number: the unique index turns the insert into nothing (no check-then-insert).
    const rows = await tx.query<BankCardRow>(
      `INSERT INTO bank_cards (member_id, bank_name, account_name, account_number, shared, created_at)
       VALUES ($1, $2, $3, $4, EXISTS (SELECT 1 FROM shared_payout_accounts WHERE number_key = $5), $6)
       ON CONFLICT DO NOTHING RETURNING id, bank_name, account_name, account_number`,
      [member.id, bankName, accountName, accountNumber, numberKey, ctx.now],
    );
    if (!rows[0]) return refuse('bank.card.in.use', 'This account number is bound to another member');
    return bankCardView(rows[0]);
  });
}
