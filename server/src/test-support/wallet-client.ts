/**
 * Test helper for the money endpoints: members and sessions made directly in the database
 * (no login round trips), calls with a token and an Idempotency-Key, cheap password hashes.
 */
import { randomBytes, randomUUID, scryptSync } from 'node:crypto';

import { BankCardSchema } from '#contract/wallet-schemas.ts';

import type { Db } from '../db/database.ts';
import { findMemberByUsername, insertMember, type Member } from '../domain/accounts/member-repository.ts';
import { createSession } from '../domain/accounts/sessions.ts';
import { call, encryptedCall, expectOk } from './account-client.ts';
import type { TestPlatform } from './test-platform.ts';

/** A valid stored hash with a small scrypt cost (N=1024): verification stays fast in tests. */
export function cheapHash(password: string): string {
  const salt = randomBytes(16);
  const hash = scryptSync(password.normalize('NFC'), salt, 32, { N: 1024, r: 8, p: 1 });
  return `scrypt$1024$8$1$${salt.toString('base64')}$${hash.toString('base64')}`;
}

export interface NewTestMember {
  type?: number;
  uplineId?: number | null;
  paymentPassword?: string;
}

/** Inserts a member (password `Test1234`) and returns it. */
export async function createMember(
  db: Db,
  username: string,
  options: NewTestMember = {},
  now = new Date(),
): Promise<Member> {
  await insertMember(
    db,
    {
      username,
      passwordHash: cheapHash('Test1234'),
      type: options.type ?? 0,
      uplineId: options.uplineId ?? null,
      paymentPasswordHash: options.paymentPassword ? cheapHash(options.paymentPassword) : null,
    },
    now,
  );
  const member = await findMemberByUsername(db, username);
  if (!member) throw new Error(`member ${username} was not created`);
  return member;
}

/** A live session token for `username` at the platform's clock. */
export async function tokenFor(platform: TestPlatform, username: string): Promise<string> {
  const member = await findMemberByUsername(platform.deps.db, username);
  if (!member) throw new Error(`no member ${username}`);
  const now = platform.deps.now?.() ?? new Date();
  return createSession(platform.deps.db, member.id, '127.0.0.1', now);
}

export const newKey = (): string => randomUUID();

/** A plain money call with a token and (when given) an Idempotency-Key. */
export function moneyCall(
  platform: TestPlatform,
  token: string,
  method: string,
  path: string,
  body?: unknown,
  key?: string,
): Promise<Response> {
  return call(platform, method, path, body, { token, headers: key ? { 'Idempotency-Key': key } : {} });
}

/** An encrypted money call (payment password, bank card, withdrawal). */
export function encryptedMoneyCall(
  platform: TestPlatform,
  token: string,
  method: string,
  path: string,
  body: unknown,
  key?: string,
): Promise<Response> {
  return encryptedCall(platform, method, path, body, { token, headers: key ? { 'Idempotency-Key': key } : {} });
}

/**
 * Readies a member to withdraw: payment password `123456` and a GCash card in the name of "Demo
 * Player" (number `09171234567`). Returns the card's id.
 */
export async function bindWithdrawalCard(platform: TestPlatform, token: string): Promise<number> {
  await encryptedMoneyCall(platform, token, 'PUT', '/wps/member/paymentPassword', { paymentPassword: '123456' });
  const card = await expectOk(
    encryptedMoneyCall(platform, token, 'PUT', '/wps/member/bankCard', {
      bankName: 'GCash',
      accountName: 'Demo Player',
      accountNumber: '09171234567',
      paymentPassword: '123456',
    }),
    BankCardSchema,
  );
  return card.id;
}

/** A tiny valid PNG / JPEG as a data URL. */
export const PNG_DATA_URL = `data:image/png;base64,${Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]).toString('base64')}`;
export const JPEG_DATA_URL = `data:image/jpeg;base64,${Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 16]).toString('base64')}`;
