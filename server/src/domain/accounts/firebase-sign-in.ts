/**
 * Google and Facebook sign-in through Firebase (docs/security.md "Firebase sign-in"):
 * login type `firebase`, and the identity links that tie one Firebase user to one member.
 *
 * Linking rules: a link is made only by a registration that carries the identity's own verified
 * token, never by matching an e-mail address or a number; an identity has one member (the primary
 * key of `member_firebase_identities`); a login with an identity that has no member is refused
 * `firebase.not.registered`, and the client then registers it.
 */
import type { LoginBody, Session } from '#contract/session-schemas.ts';

import type { Db } from '../../db/database.ts';
import { badParam, refuse } from '../refusal.ts';
import type { AccountContext } from './account-context.ts';
import { claimAttempt } from './attempt-counters.ts';
import { verifyFirebaseToken, type FirebaseIdentity } from './firebase-tokens.ts';
import { requireKnownIpOrVerify } from './login-verification.ts';
import { findMemberById, type Member } from './member-repository.ts';
import { loginAnswer } from './member-views.ts';

/** Firebase logins (right or wrong) per client address in a 15-minute window. */
export const FIREBASE_LOGINS_PER_IP = { limit: 30, windowMs: 15 * 60_000 } as const;

/** The member an identity is linked to, or null. */
export async function findLinkedMember(db: Db, identity: FirebaseIdentity): Promise<Member | null> {
  const rows = await db.query<{ member_id: number }>(
    'SELECT member_id FROM member_firebase_identities WHERE project_id = $1 AND firebase_uid = $2',
    [identity.projectId, identity.uid],
  );
  return rows[0] ? findMemberById(db, rows[0].member_id) : null;
}

/** Links an identity to a new member; fails with a unique violation when it is linked already. */
export async function linkIdentity(db: Db, identity: FirebaseIdentity, memberId: number, now: Date): Promise<void> {
  await db.query(
    `INSERT INTO member_firebase_identities (project_id, firebase_uid, member_id, provider, created_at)
     VALUES ($1, $2, $3, $4, $5)`,
    [identity.projectId, identity.uid, memberId, identity.provider, now],
  );
}

/** Opens a session for the member a verified identity is linked to. */
export async function loginLinked(ctx: AccountContext, identity: FirebaseIdentity, member: Member): Promise<Session> {
  await ctx.db.query(
    'UPDATE member_firebase_identities SET last_login_at = $3 WHERE project_id = $1 AND firebase_uid = $2',
    [identity.projectId, identity.uid, ctx.now],
  );
  // The provider proved the identity: like an SMS login, from a new address only a bound authenticator asks more.
  await requireKnownIpOrVerify(ctx, member, { loginType: 'firebase', authenticatorOnly: true });
  return loginAnswer(ctx.db, member, ctx.ip, ctx.now, 'firebase');
}

/** `POST /wps/session/login` with `type: 'firebase'`. */
export async function loginByFirebase(ctx: AccountContext, body: LoginBody): Promise<Session> {
  const channel = body.firebaseChannel;
  if (channel !== 'google' && channel !== 'facebook') badParam('firebaseChannel', 'must be google or facebook');
  if (!(await claimAttempt(ctx.db, 'firebase-login-ip', ctx.ip, FIREBASE_LOGINS_PER_IP, ctx.now)).ok) {
    refuse('TOO_MANY_REQUESTS', 'Too many sign-ins from this address; please wait and try again');
  }
  const identity = await verifyFirebaseToken(ctx.db, channel, body.firebaseIdToken);
  const member = await findLinkedMember(ctx.db, identity);
  if (!member) {
    refuse('firebase.not.registered', 'No account uses this sign-in yet: register to create one', {
      // What the provider proved, so the sign-up form need not ask for it.
      email: identity.verifiedEmail,
    });
  }
  return loginLinked(ctx, identity, member);
}
