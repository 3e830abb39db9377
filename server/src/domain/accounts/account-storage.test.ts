import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { Db } from '../../db/database.ts';
import { testBackends, type TestDatabase } from '../../db/test-databases.ts';
import { POLICY } from './account-policy.ts';
import { clearFailures, clearFailuresFor, readFailures, recordFailure } from './login-failures.ts';
import { insertMember } from './member-repository.ts';
import { createSession, hashToken, revokeMemberSessions, revokeSession, touchSession } from './sessions.ts';

const T0 = new Date('2026-06-15T12:00:00Z');
const at = (ms: number) => new Date(T0.getTime() + ms);

describe.each(testBackends())('account storage on $name', (backend) => {
  let handle: TestDatabase;
  let db: Db;
  let memberId: number;
  beforeAll(async () => {
    handle = await backend.openMigrated();
    db = handle.db;
    memberId = await insertMember(db, { username: 'Alice01', passwordHash: 'x', type: 0 }, T0);
  });
  afterAll(() => handle.dispose());

  it('refuses a second username differing only in case', async () => {
    await expect(insertMember(db, { username: 'alice01', passwordHash: 'x', type: 0 }, T0)).rejects.toMatchObject({
      code: '23505',
    });
  });

  it('stores only the token hash and enforces idle and absolute expiry', async () => {
    const token = await createSession(db, memberId, '10.0.0.1', T0);
    const stored = await db.query<{ token_hash: string }>('SELECT token_hash FROM sessions');
    expect(stored.map((row) => row.token_hash)).toEqual([hashToken(token)]);
    expect((await touchSession(db, token, at(POLICY.sessionIdleMs)))?.member.username).toBe('Alice01');
    expect(await touchSession(db, token, at(2 * POLICY.sessionIdleMs + 1))).toBeNull();
    // Expired sessions stay dead even if the clock goes back.
    expect(await touchSession(db, token, T0)).toBeNull();

    const busy = await createSession(db, memberId, '10.0.0.1', T0);
    let now = 0;
    while (now + POLICY.sessionIdleMs / 2 <= POLICY.sessionAbsoluteMs) {
      now += POLICY.sessionIdleMs / 2;
      expect(await touchSession(db, busy, at(now))).not.toBeNull();
    }
    expect(await touchSession(db, busy, at(POLICY.sessionAbsoluteMs + 1))).toBeNull();
    expect(await touchSession(db, 'not-a-token', T0)).toBeNull();
  });

  it('revokes one session or all of a member', async () => {
    const [a, b, c] = [
      await createSession(db, memberId, 'ip', T0),
      await createSession(db, memberId, 'ip', T0),
      await createSession(db, memberId, 'ip', T0),
    ];
    await revokeSession(db, hashToken(a), T0);
    expect(await touchSession(db, a, T0)).toBeNull();
    expect(await revokeMemberSessions(db, memberId, T0, hashToken(c))).toBe(1);
    expect(await touchSession(db, b, T0)).toBeNull();
    expect(await touchSession(db, c, T0)).not.toBeNull();
  });

  it('counts failures per account and IP, locks at 5 and forgets after the window', async () => {
    for (let i = 1; i <= 4; i++)
      expect(await recordFailure(db, 'Bob', '1.1.1.1', T0)).toEqual({ failures: i, lockedUntil: null });
    expect(await readFailures(db, 'bob', '2.2.2.2', T0)).toEqual({ failures: 4, lockedUntil: null });
    expect(await readFailures(db, 'carol', '1.1.1.1', T0)).toEqual({ failures: 4, lockedUntil: null });
    const locked = await recordFailure(db, 'bob', '1.1.1.1', T0);
    expect(locked).toEqual({ failures: 5, lockedUntil: T0.getTime() + POLICY.lockMs });
    expect(await readFailures(db, 'bob', '3.3.3.3', at(POLICY.lockMs + 1))).toEqual({ failures: 0, lockedUntil: null });

    await recordFailure(db, 'dave', '4.4.4.4', T0);
    expect((await readFailures(db, 'dave', '4.4.4.4', at(POLICY.failureWindowMs + 1))).failures).toBe(0);
    await recordFailure(db, 'dave', '4.4.4.4', T0);
    await clearFailures(db, 'dave', '4.4.4.4');
    expect((await readFailures(db, 'dave', '4.4.4.4', T0)).failures).toBe(0);
    await recordFailure(db, 'erin', '5.5.5.5', T0);
    expect(await clearFailuresFor(db, {})).toBeGreaterThanOrEqual(2);
  });
});
