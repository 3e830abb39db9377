/**
 * Demo banners (B), popup (PU), promotions (PR) and headlines (H). Banners and promotions carry
 * no stored image: the announcement route points them at a generated image of their title.
 */
import type { NewAnnouncement } from '../domain/announcement-repository.ts';
import { daysFrom } from './notice-seed.ts';

type Entry = [
  type: NewAnnouncement['type'],
  sequence: number,
  startDays: number,
  endDays: number | null,
  title: string,
  content: string,
];

const ENTRIES: Entry[] = [
  ['B', 1, -30, null, 'Welcome bonus 100%', '<p>Double your first deposit up to ₱5,000.</p>'],
  ['B', 2, -20, 60, 'Live Casino Cashback 1%', '<p>Unlimited daily cashback on every live casino bet.</p>'],
  ['B', 3, -10, null, 'Vietnam Lottery is here', '<p>Bet on the southern, central and northern draws every day.</p>'],
  [
    'PU',
    1,
    -7,
    30,
    'Weekend reload bonus',
    `<p>Deposit on Saturday or Sunday and get a <strong>20% reload bonus</strong> up to ₱2,000.</p><p>Turnover 10× before withdrawal. <a href="/promotions">See the terms</a>.</p>`,
  ],
  [
    'PR',
    1,
    -45,
    null,
    'First deposit bonus 100%',
    `<p>New members get a 100% bonus on the first deposit.</p><table><thead><tr><th>Deposit</th><th>Bonus</th><th>Turnover</th></tr></thead><tbody><tr><td>₱100–₱999</td><td>100%</td><td>15×</td></tr><tr><td>₱1,000–₱5,000</td><td>100%</td><td>20×</td></tr></tbody></table><ul><li>One claim per member, device and IP address.</li><li>Slots and fishing games count 100%; live casino 10%.</li></ul>`,
  ],
  [
    'PR',
    2,
    -25,
    90,
    'Daily slot rebate up to 1.2%',
    `<p>Get a daily rebate on every slot bet, paid automatically at 12:00 the next day.</p><ol><li>VIP 0–2: 0.8%</li><li>VIP 3–5: 1.0%</li><li>VIP 6+: 1.2%</li></ol><p>No turnover requirement.</p>`,
  ],
  [
    'PR',
    3,
    -12,
    null,
    'Invite friends, earn ₱188',
    `<p>Share your referral link. When a friend deposits ₱500 and plays ₱2,500, you both get <strong>₱188</strong>.</p><p>See <a href="/join">Join us</a> for the referral programme.</p>`,
  ],
  [
    'H',
    1,
    -5,
    null,
    'Fast withdrawals: most requests paid in under 15 minutes.',
    '<p>Fast withdrawals: most requests paid in under 15 minutes.</p>',
  ],
  [
    'H',
    2,
    -2,
    null,
    'New: play Vietnam Lottery from the lottery menu.',
    '<p>New: play Vietnam Lottery from the lottery menu.</p>',
  ],
];

/** Banners, popup, promotions and headlines dated relative to `now`. */
export function demoPromotions(now: Date): NewAnnouncement[] {
  return ENTRIES.map(([type, sequence, startDays, endDays, title, content]) => ({
    type,
    title,
    content,
    sequence,
    startAt: daysFrom(now, startDays),
    endAt: endDays === null ? null : daysFrom(now, endDays),
    images: [],
  }));
}
