/**
 * Firebase ID tokens (docs/security.md "Firebase sign-in"), checked with the official
 * Admin SDK against the operator's Firebase project: the RS256 signature against Google's
 * published keys, the audience (the project id), the issuer
 * (`https://securetoken.google.com/<project>`), the expiry, a non-empty subject, and (asking
 * Firebase for the user) that the user is neither disabled nor revoked since the sign-in. Then
 * ours: the issue and sign-in times (`iat`, `auth_time`) not ahead of the clock by more than a
 * minute, the sign-in at most 5 minutes old (an ID token lasts an hour and is refreshed for weeks
 * without a new sign-in: a copied one must not open sessions all that time), the sign-in provider
 * the channel the client named and one the operator turned on. What the token proves is handed
 * on; nothing the request says about an e-mail or a number is taken from it. Token times are
 * Google's real times: they are compared with the real clock, as the SDK compares the expiry.
 *
 * The revocation check reads the user through Firebase's Auth API, which needs the project's
 * service-account credentials (Application Default Credentials, `GOOGLE_APPLICATION_CREDENTIALS`;
 * docs/security.md). Without them every sign-in is refused: a revoked user must not get in because
 * the check could not run.
 *
 * With `FIREBASE_AUTH_EMULATOR_HOST` set (tests, local development), the Admin SDK accepts the
 * Auth emulator's unsigned tokens (it asks the emulator whether the user exists) and checks the
 * rest as above. So that a stray variable cannot open a real project to unsigned tokens, emulator
 * mode is honoured only for Firebase's `demo-*` projects, which exist only in the emulator.
 */
import { getApps, initializeApp, type App } from 'firebase-admin/app';
import { getAuth, type Auth } from 'firebase-admin/auth';

import type { FirebaseChannel } from '#contract/session-schemas.ts';

import type { Db } from '../../db/database.ts';
import { refuse } from '../refusal.ts';
import { readSetting, SETTINGS, type FirebaseSetting } from '../setting-definitions.ts';

/** The `firebase.sign_in_provider` claim each channel requires. */
export const SIGN_IN_PROVIDER: Record<FirebaseChannel, string> = {
  google: 'google.com',
  facebook: 'facebook.com',
  sms: 'phone',
};

/** What a verified token proves. */
export interface FirebaseIdentity {
  projectId: string;
  uid: string;
  provider: string;
  /** Only when the token says the provider verified it. */
  verifiedEmail: string | null;
  /** E.164, only from a phone sign-in. */
  phone: string | null;
}

const APP_PREFIX = 'tala-firebase-';

/** One Admin SDK app per Firebase project, made on first use (no credentials: verifying needs none). */
export function firebaseAuth(projectId: string): Auth {
  const name = APP_PREFIX + projectId;
  const app: App = getApps().find((existing) => existing.name === name) ?? initializeApp({ projectId }, name);
  return getAuth(app);
}

function isChannelOn(setting: FirebaseSetting, channel: FirebaseChannel): boolean {
  if (!setting.projectId) return false;
  return channel === 'sms' ? setting.smsCheck : setting.providers[channel];
}

/** Refuses with `function.not.available` unless the operator turned this channel on. */
export async function requireFirebaseChannel(db: Db, channel: FirebaseChannel): Promise<FirebaseSetting> {
  const setting = await readSetting(db, SETTINGS.firebase);
  if (!isChannelOn(setting, channel)) refuse('function.not.available', `Firebase ${channel} sign-in is not available`);
  return setting;
}

/** A session is minted only from a Firebase sign-in at most this old (`auth_time`). */
export const FIREBASE_SIGN_IN_MAX_AGE_S = 5 * 60;
/** How far a token's times may be ahead of our clock (Google's and ours drift a little). */
export const FIREBASE_CLOCK_SKEW_S = 60;

const REFUSALS: Record<string, string> = {
  'auth/id-token-expired': 'it has expired; sign in again',
  'auth/id-token-revoked': 'it was revoked; sign in again',
  'auth/user-disabled': 'the Firebase user is disabled',
  'auth/user-not-found': 'the Firebase user no longer exists',
};

const invalid = (why: string): never => refuse('firebase.token.invalid', `The Firebase sign-in is not valid: ${why}`);

/**
 * Verifies `token` for `channel` (which must be on); refuses `firebase.token.invalid` for a forged,
 * expired, revoked-format, other-project or other-provider token.
 */
export async function verifyFirebaseToken(
  db: Db,
  channel: FirebaseChannel,
  token: string | undefined,
): Promise<FirebaseIdentity> {
  const setting = await requireFirebaseChannel(db, channel);
  const raw = token?.trim() ?? '';
  if (!raw) return invalid('no token');
  if (process.env.FIREBASE_AUTH_EMULATOR_HOST && !setting.projectId.startsWith('demo-')) {
    return invalid('the Auth emulator is configured, which only demo-* projects may use');
  }
  let decoded;
  try {
    decoded = await firebaseAuth(setting.projectId).verifyIdToken(raw, true);
  } catch (error) {
    const code = (error as { code?: unknown }).code;
    return invalid((typeof code === 'string' && REFUSALS[code]) || 'the token was refused');
  }
  const nowS = Date.now() / 1000;
  if (decoded.iat > nowS + FIREBASE_CLOCK_SKEW_S || decoded.auth_time > nowS + FIREBASE_CLOCK_SKEW_S) {
    return invalid('it is dated in the future');
  }
  if (decoded.auth_time < nowS - FIREBASE_SIGN_IN_MAX_AGE_S) {
    return invalid('the sign-in is not recent; sign in again');
  }
  // The SDK checked these; checked again so a change of SDK cannot loosen them unnoticed.
  if (decoded.aud !== setting.projectId || decoded.iss !== `https://securetoken.google.com/${setting.projectId}`) {
    return invalid('it belongs to another Firebase project');
  }
  const provider = decoded.firebase.sign_in_provider;
  if (provider !== SIGN_IN_PROVIDER[channel]) return invalid(`it is a ${provider} sign-in, not ${channel}`);
  const email = typeof decoded.email === 'string' && decoded.email_verified === true ? decoded.email.trim() : '';
  const phone = typeof decoded.phone_number === 'string' ? decoded.phone_number : '';
  return {
    projectId: setting.projectId,
    uid: decoded.uid,
    provider,
    verifiedEmail: email || null,
    phone: provider === 'phone' && phone ? phone : null,
  };
}
