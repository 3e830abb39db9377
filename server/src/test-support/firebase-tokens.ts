/**
 * Firebase ID tokens for route tests, signed RS256 by a key the test owns and checked by the real
 * Admin SDK: the key is put in the SDK's cache of Google's public keys (as if fetched), so the
 * signature, audience, issuer and expiry checks run unchanged and offline. If an SDK upgrade moves
 * that cache, `trustTestKey` throws and the tests say so.
 */
import { createSign, generateKeyPairSync } from 'node:crypto';

import { firebaseAuth } from '../domain/accounts/firebase-tokens.ts';

export const TEST_FIREBASE_PROJECT = 'tala-test-project';

const TEST_KID = 'tala-test-key';
const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
/** A second key the platform does not know: tokens it signs are forged. */
const forger = generateKeyPairSync('rsa', { modulusLength: 2048 });

interface KeyCache {
  publicKeys?: Record<string, string>;
  publicKeysExpireAt?: number;
}

interface TestUser {
  disabled: boolean;
  /** Firebase's revocation time: tokens of sign-ins before it are revoked. */
  tokensValidAfterTime?: string;
}

/** What the test "Firebase project" knows of its users; a uid not here is an ordinary, enabled user. */
const users = new Map<string, TestUser>();

/** Disables the user in the test project, as an operator would in the Firebase console. */
export function disableTestUser(uid: string): void {
  users.set(uid, { ...users.get(uid), disabled: true });
}

/** Revokes the user's sessions (`revokeRefreshTokens`) at `at`: sign-ins before it no longer count. */
export function revokeTestUser(uid: string, at: Date): void {
  users.set(uid, { disabled: false, ...users.get(uid), tokensValidAfterTime: at.toUTCString() });
}

/**
 * Makes the Admin SDK app of `projectId` trust the test key (and only it), and answers its user
 * look-ups (the revocation check) from the test users instead of Google's Auth API.
 */
export function trustTestKey(projectId: string = TEST_FIREBASE_PROJECT): void {
  const auth = firebaseAuth(projectId) as unknown as {
    idTokenVerifier?: { signatureVerifier?: { keyFetcher?: KeyCache } };
  };
  const fetcher = auth.idTokenVerifier?.signatureVerifier?.keyFetcher;
  if (!fetcher || !('publicKeysExpireAt' in fetcher)) {
    throw new Error('firebase-admin no longer keeps its public keys where trustTestKey puts them');
  }
  fetcher.publicKeys = { [TEST_KID]: publicKey.export({ type: 'spki', format: 'pem' }).toString() };
  fetcher.publicKeysExpireAt = Date.now() + 24 * 3_600_000;
  const lookups = auth as unknown as { getUser: (uid: string) => Promise<{ uid: string } & TestUser> };
  lookups.getUser = (uid) => Promise.resolve({ uid, disabled: false, ...users.get(uid) });
}

const base64url = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');

export interface TokenOptions {
  uid: string;
  provider?: 'google.com' | 'facebook.com' | 'phone' | 'password';
  email?: string;
  emailVerified?: boolean;
  phone?: string;
  projectId?: string;
  /** Seconds from now the token expires (negative: expired). Real time: the SDK reads the real clock. */
  expiresIn?: number;
  /** Seconds from now the token says it was issued (default: now, or a minute before an expired one's end). */
  issuedIn?: number;
  /** Seconds from now the user signed in to Firebase (`auth_time`; default: the issue time). */
  signedInIn?: number;
  forged?: boolean;
}

/** A Firebase ID token as Firebase would issue it. */
export function firebaseToken(options: TokenOptions): string {
  const project = options.projectId ?? TEST_FIREBASE_PROJECT;
  const provider = options.provider ?? 'google.com';
  const now = Math.floor(Date.now() / 1000);
  const expiresIn = options.expiresIn ?? 3600;
  const iat = options.issuedIn === undefined ? Math.min(now, now + expiresIn - 60) : now + options.issuedIn;
  const payload = {
    iss: `https://securetoken.google.com/${project}`,
    aud: project,
    auth_time: options.signedInIn === undefined ? iat : now + options.signedInIn,
    user_id: options.uid,
    sub: options.uid,
    iat,
    exp: now + expiresIn,
    ...(options.email ? { email: options.email, email_verified: options.emailVerified ?? true } : {}),
    ...(options.phone ? { phone_number: options.phone } : {}),
    firebase: { identities: {}, sign_in_provider: provider },
  };
  const unsigned = `${base64url({ alg: 'RS256', kid: TEST_KID, typ: 'JWT' })}.${base64url(payload)}`;
  const signature = createSign('RSA-SHA256')
    .update(unsigned)
    .sign(options.forged ? forger.privateKey : privateKey)
    .toString('base64url');
  return `${unsigned}.${signature}`;
}
