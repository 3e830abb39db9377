/**
 * Demo accounts (seed version 2). Inserted only when the username is free, so operator changes
 * survive; main.ts prints the list at start-up and docs/platform.md documents it.
 */
import type { Db } from '../db/database.ts';
import {
  addKnownIp,
  findMemberByUsername,
  insertMember,
  type NewMember,
} from '../domain/accounts/member-repository.ts';
import { hashPassword } from '../domain/accounts/password-hash.ts';

export interface DemoAccount {
  username: string;
  password: string;
  role: string;
}

const DAY = 86_400_000;

interface Spec extends DemoAccount {
  member: (now: Date, agentId: number | null) => Omit<NewMember, 'username' | 'passwordHash'>;
  knownIps?: string[];
}

// agent01 first: demo01's upline.
const SPECS: Spec[] = [
  {
    username: 'agent01',
    password: 'Agent1234',
    role: 'agent (type 1), invitation code AGENT01',
    member: (now) => ({ type: 1, affiliateCode: 'AGENT01', nickname: 'Agent One', firstLoginAt: now }),
  },
  {
    username: 'demo01',
    password: 'Demo1234',
    role: 'player, upline agent01, phone +63 9171234567, demo01@tala.example',
    member: (now, agentId) => ({
      type: 0,
      uplineId: agentId,
      nickname: 'Demo',
      phone: { dialingCode: '+63', number: '9171234567' },
      email: 'demo01@tala.example',
      payeeName: 'Demo Player',
      firstLoginAt: now,
    }),
    knownIps: ['127.0.0.1', '::1'],
  },
  {
    username: 'newbie01',
    password: 'Welcome123',
    role: 'player, first login, must change the password',
    member: () => ({ type: 0, mustChangePassword: true }),
  },
  {
    username: 'expired01',
    password: 'Expired123',
    role: 'player, password expired yesterday',
    member: (now) => ({ type: 0, passwordExpiresAt: new Date(now.getTime() - DAY), firstLoginAt: now }),
  },
  {
    username: 'verify01',
    password: 'Verify1234',
    role: 'player, phone +63 9179990000, no known IP (new-IP check when LOGINIPVERF3 is on)',
    member: (now) => ({ type: 0, phone: { dialingCode: '+63', number: '9179990000' }, firstLoginAt: now }),
  },
];

/** Username, password and role of every demo account. */
export const DEMO_ACCOUNTS: readonly DemoAccount[] = SPECS.map(({ username, password, role }) => ({
  username,
  password,
  role,
}));

/** Inserts the demo accounts that do not exist yet. */
export async function seedDemoAccounts(db: Db, now: Date): Promise<void> {
  let agentId: number | null = null;
  for (const spec of SPECS) {
    const existing = await findMemberByUsername(db, spec.username);
    let id = existing?.id;
    if (!existing) {
      id = await insertMember(
        db,
        {
          username: spec.username,
          passwordHash: await hashPassword(spec.password),
          ...spec.member(now, agentId),
        },
        now,
      );
      for (const ip of spec.knownIps ?? []) await addKnownIp(db, id, ip, now);
    }
    if (spec.username === 'agent01') agentId = id ?? null;
  }
}
