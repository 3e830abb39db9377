/**
 * Demo player notices (type PL): twelve current ones spread over the last four months, so the
 * notice page (9 per page) has two pages, plus one expired and one scheduled notice that the
 * date filter must hide.
 */
import type { NewAnnouncement } from '../domain/announcement-repository.ts';

const DAY = 86_400_000;

/** `days` before `now` at 10:00 UTC, so seeded dates look hand-entered. */
export function daysFrom(now: Date, days: number): Date {
  const date = new Date(now.getTime() + days * DAY);
  date.setUTCHours(10, 0, 0, 0);
  return date;
}

const NOTICES: [number, string, string][] = [
  [
    -3,
    'Scheduled maintenance: Live Casino',
    `<p>Dear members, <strong>WM Casino</strong> and <strong>Dream Gaming</strong> will be under maintenance on Tuesday from <strong>02:00 to 05:00 (GMT+8)</strong>.</p><p>Balances in these wallets are safe and will be available again after maintenance. Thank you for your patience.</p>`,
  ],
  [
    -9,
    'New deposit channel: GCash QR',
    `<p>You can now deposit with <strong>GCash QR</strong> from the deposit page.</p><ul><li>Minimum: ₱100</li><li>Maximum: ₱50,000 per transaction</li><li>Credited within 3 minutes</li></ul>`,
  ],
  [
    -16,
    'Withdrawal limits by VIP level',
    `<p>From this month, daily withdrawal limits follow your VIP level:</p><table><thead><tr><th>VIP level</th><th>Per day</th><th>Times per day</th></tr></thead><tbody><tr><td>VIP 0–2</td><td>₱50,000</td><td>5</td></tr><tr><td>VIP 3–5</td><td>₱200,000</td><td>10</td></tr><tr><td>VIP 6+</td><td>₱1,000,000</td><td>Unlimited</td></tr></tbody></table>`,
  ],
  [
    -24,
    'JILI new releases this week',
    `<p>Three new slots are live in <a href="/rng?page=JL">JILI</a>:</p><ol><li>Fortune Gems 3</li><li>Golden Empire Deluxe</li><li>Super Ace Joker</li></ol><p>Try them in free-play mode first.</p>`,
  ],
  [
    -33,
    'Protect your account',
    `<p>Our staff will <strong>never</strong> ask for your password or SMS code.</p><ul><li>Use a password you use nowhere else.</li><li>Bind your mobile number in <em>Security Center</em>.</li><li>Report suspicious messages to customer service.</li></ul>`,
  ],
  [
    -41,
    'Vietnam Lottery draw times',
    `<p>Vietnam Lottery draws follow the official schedule:</p><table><thead><tr><th>Region</th><th>Draw time (GMT+7)</th></tr></thead><tbody><tr><td>South</td><td>16:15</td></tr><tr><td>Central</td><td>17:15</td></tr><tr><td>North</td><td>18:15</td></tr></tbody></table><p>Betting closes 15 minutes before each draw.</p>`,
  ],
  [
    -52,
    'Sabong schedule update',
    `<p>DS88 Sabong fights now start at <strong>13:00</strong> daily. Weekend derby events are announced on our <a href="https://www.facebook.com/" rel="noopener">Facebook page</a>.</p>`,
  ],
  [
    -60,
    'Holiday customer service hours',
    `<p>Customer service stays online <strong>24/7</strong> during the holidays. Deposits and withdrawals may take up to 30 minutes longer than usual on public holidays.</p>`,
  ],
  [
    -71,
    'Mission centre is open',
    `<p>Complete daily missions to earn points:</p><ul><li>Log in daily: 10 points</li><li>Play 5 slot rounds: 20 points</li><li>Make a deposit: 50 points</li></ul><p>Redeem points in the <a href="/pointMall">Points Mall</a>.</p>`,
  ],
  [
    -85,
    'Responsible gaming reminder',
    `<p>Play for fun and set limits that suit you. You can request a <strong>cooling-off period</strong> or <strong>self-exclusion</strong> from customer service at any time.</p><p>Players must be 18 or older.</p>`,
  ],
  [
    -98,
    'Bank transfer processing times',
    `<table><thead><tr><th>Method</th><th>Deposit</th><th>Withdrawal</th></tr></thead><tbody><tr><td>Bank transfer</td><td>5–15 min</td><td>15–60 min</td></tr><tr><td>E-wallet</td><td>1–3 min</td><td>5–15 min</td></tr></tbody></table>`,
  ],
  [
    -120,
    'Welcome to the new site',
    `<p>Our site has a new look. Install it on your phone from the <a href="/download">download page</a> for faster access, even on a slow connection.</p>`,
  ],
];

/** The player notices, dated relative to `now`. */
export function demoNotices(now: Date): NewAnnouncement[] {
  const current = NOTICES.map(([days, title, content]): NewAnnouncement => ({
    type: 'PL',
    title,
    content,
    sequence: 0,
    startAt: daysFrom(now, days),
    endAt: null,
    images: [],
  }));
  return [
    ...current,
    {
      type: 'PL',
      title: 'Expired: summer tournament results',
      content: '<p>The summer tournament has ended.</p>',
      sequence: 0,
      startAt: daysFrom(now, -150),
      endAt: daysFrom(now, -100),
      images: [],
    },
    {
      type: 'PL',
      title: 'Scheduled: year-end maintenance',
      content: '<p>Year-end maintenance notice.</p>',
      sequence: 0,
      startAt: daysFrom(now, 10),
      endAt: null,
      images: [],
    },
  ];
}
