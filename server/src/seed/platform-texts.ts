/**
 * The platform's demo texts: the announcements' and promotions' in English here, the
 * other 29 platform languages in platform-texts-asia.ts, -south.ts and -west.ts, one phrase per
 * key; the member's inbox messages, points-mall rewards and red envelope in all 30 in
 * platform-texts-member.ts. The HTML lives
 * in the seeds' templates (notice-seed.ts, promotion-seed.ts, engagement-seed.ts), so a translation
 * carries only words: inline `<strong>` where the English has it, and `<a>…</a>` around a link's
 * words (the template adds its address). Amounts, times and codes are written as in English.
 */
import { PLATFORM_LANGUAGE_CODES, type PlatformLanguageCode } from '../domain/platform-languages.ts';
import { PLATFORM_TEXTS_ASIA } from './platform-texts-asia.ts';
import { EN_MEMBER_TEXTS, MEMBER_TEXTS } from './platform-texts-member.ts';
import { PLATFORM_TEXTS_SOUTH } from './platform-texts-south.ts';
import { PLATFORM_TEXTS_WEST } from './platform-texts-west.ts';

const EN_ANNOUNCEMENT_TEXTS = {
  // Player notices (notice-seed.ts).
  maintTitle: 'Scheduled maintenance: Live Casino',
  maintBody:
    '<strong>WM Casino</strong> and <strong>Dream Gaming</strong> will be under maintenance on Tuesday from <strong>02:00 to 05:00 (GMT+8)</strong>.',
  maintSafe: 'Balances in these wallets are safe. Thank you for your patience.',
  gcashTitle: 'New deposit channel: GCash QR',
  gcashBody: 'You can now deposit with <strong>GCash QR</strong> from the deposit page.',
  gcashMin: 'Minimum: ₱100',
  gcashMax: 'Maximum: ₱50,000 per transaction',
  gcashTime: 'Credited within 3 minutes',
  limitsTitle: 'Withdrawal limits by VIP level',
  limitsBody: 'From this month, daily withdrawal limits follow your VIP level:',
  vipLevel: 'VIP level',
  perDay: 'Per day',
  timesPerDay: 'Times per day',
  unlimited: 'Unlimited',
  jiliTitle: 'JILI new releases this week',
  jiliBody: 'Three new slots are live in <a>JILI</a>:',
  protectTitle: 'Protect your account',
  protectBody: 'Our staff will <strong>never</strong> ask for your password or SMS code.',
  protectBind: 'Bind your mobile number in the Security Center.',
  protectReport: 'Report suspicious messages to customer service.',
  drawsTitle: 'Vietnam Lottery draw times',
  region: 'Region',
  drawTime: 'Draw time (GMT+7)',
  drawsClose: 'Betting closes 15 minutes before each draw.',
  sabongTitle: 'Sabong schedule update',
  sabongBody:
    'DS88 Sabong fights now start at <strong>13:00</strong> daily. Derby events are announced on our <a>Facebook page</a>.',
  holidayTitle: 'Holiday customer service hours',
  holidayBody:
    'Customer service stays online <strong>24/7</strong> during the holidays. Deposits and withdrawals may take up to 30 minutes longer.',
  missionTitle: 'Mission centre is open',
  missionLogin: 'Log in daily: 10 points',
  missionDeposit: 'Make a deposit: 50 points',
  missionRedeem: 'Redeem points in the <a>Points Mall</a>.',
  responsibleTitle: 'Responsible gaming reminder',
  responsibleBody:
    'Play for fun and set limits that suit you. You can ask customer service for a <strong>cooling-off period</strong> or <strong>self-exclusion</strong> at any time.',
  responsibleAge: 'Players must be 18 or older.',
  bankTitle: 'Bank transfer processing times',
  method: 'Method',
  deposit: 'Deposit',
  withdrawal: 'Withdrawal',
  bankTransfer: 'Bank transfer',
  eWallet: 'E-wallet',
  minutes: '{range} min',
  newSiteTitle: 'Welcome to the new site',
  newSiteBody: 'Our site has a new look. Install it on your phone from the <a>download page</a>.',
  expiredTitle: 'Expired: summer tournament results',
  expiredBody: 'The summer tournament has ended.',
  scheduledTitle: 'Scheduled: year-end maintenance',
  scheduledBody: 'Year-end maintenance notice.',
  // Banners, popup, promotion announcements and headlines (promotion-seed.ts).
  welcomeTitle: 'Welcome bonus 100%',
  welcomeBody: 'Double your first deposit up to ₱5,000.',
  cashbackTitle: 'Live Casino Cashback 1%',
  cashbackBody: 'Unlimited daily cashback on every live casino bet.',
  vnTitle: 'Vietnam Lottery is here',
  vnBody: 'Bet on the southern, central and northern draws every day.',
  reloadTitle: 'Weekend reload bonus',
  reloadBody: 'Deposit on Saturday or Sunday and get a <strong>20% reload bonus</strong> up to ₱2,000.',
  reloadTerms: 'Turnover 10× before withdrawal. <a>See the terms</a>.',
  firstTitle: 'First deposit bonus 100%',
  firstBody: 'New members get a 100% bonus on the first deposit.',
  bonus: 'Bonus',
  turnover: 'Turnover',
  firstOnce: 'One claim per member, device and IP address.',
  firstCount: 'Slots and fishing games count 100%; live casino 10%.',
  rebateTitle: 'Daily slot rebate up to 1.2%',
  rebateBody: 'Get a daily rebate on every slot bet, paid automatically at 12:00 the next day.',
  rebateFree: 'No turnover requirement.',
  inviteTitle: 'Invite friends, earn ₱188',
  inviteBody:
    'Share your referral link. When a friend deposits ₱500 and plays ₱2,500, you both get <strong>₱188</strong>. See <a>Join us</a>.',
  fastHeadline: 'Fast withdrawals: most requests paid in under 15 minutes.',
  vnHeadline: 'New: play Vietnam Lottery from the lottery menu.',
  // The promotions page (engagement-seed.ts).
  shareTitle: 'Share your win: ₱100 bonus',
  shareSummary: 'Post a screenshot of a big win and get ₱100.',
  shareBody:
    'Send us a screenshot of a win (PNG or JPG, up to 3 images) and a short comment. Once customer service approves it, claim your <strong>₱100</strong> bonus here.',
  shareOnce: 'One bonus per member',
  shareBudget: 'While the budget lasts',
  betTitle: 'Bet ₱1,000, get ₱20',
  betSummary: 'Join, reach ₱1,000 of valid bets, claim ₱20.',
  betBody:
    'Join the promotion, then place valid bets of <strong>₱1,000</strong> or more in any game. The ₱20 bonus becomes claimable at once.',
  luckyTitle: 'Weekend lucky draw',
  luckySummary: 'Starts soon: apply for a lucky-draw ticket.',
  luckyBody: 'Apply during the weekend for a chance at the lucky-draw bonus.',
  summerTitle: 'Summer festival bonus',
  summerSummary: 'This promotion has ended.',
  summerBody: 'Thank you for taking part in the summer festival.',
};

/** The announcements' and promotions' texts of one language (platform-texts-asia.ts, -south.ts, -west.ts). */
export type AnnouncementTexts = Record<keyof typeof EN_ANNOUNCEMENT_TEXTS, string>;

/** Every English text; English is the original the rows store. */
export const EN_TEXTS = { ...EN_ANNOUNCEMENT_TEXTS, ...EN_MEMBER_TEXTS };

export type PlatformTextKey = keyof typeof EN_TEXTS;
export type PlatformTexts = Record<PlatformTextKey, string>;

const ANNOUNCEMENT_TEXTS: Record<PlatformLanguageCode, AnnouncementTexts> = {
  EN: EN_ANNOUNCEMENT_TEXTS,
  ...PLATFORM_TEXTS_ASIA,
  ...PLATFORM_TEXTS_SOUTH,
  ...PLATFORM_TEXTS_WEST,
};

/** Every platform language's texts. */
export const PLATFORM_TEXTS = Object.fromEntries(
  PLATFORM_LANGUAGE_CODES.map((code) => [code, { ...ANNOUNCEMENT_TEXTS[code], ...MEMBER_TEXTS[code] }]),
) as Record<PlatformLanguageCode, PlatformTexts>;

/**
 * English words a language keeps on purpose, by key (brands are inside phrases; these are whole
 * phrases its players read in English). `platform-texts.test.ts` allows only these copies.
 */
export const PLATFORM_TEXT_LOANWORDS: Partial<Record<PlatformLanguageCode, readonly PlatformTextKey[]>> = {
  // The glossary's Deposit, Bonus and Turnover, and e-wallet, as Filipino players say them.
  TY: ['deposit', 'bonus', 'turnover', 'eWallet', 'phoneName'],
  ID: ['deposit', 'bonus', 'turnover'],
  MS: ['deposit', 'bonus', 'turnover'],
  // Roman Urdu keeps the English money words its players use (glossary).
  'UR-LA': ['deposit', 'bonus', 'turnover', 'eWallet', 'phoneName'],
  // "Turnover" is the glossary's loanword in Burmese, Khmer and Lao.
  MY: ['turnover'],
  KM: ['turnover'],
  LO: ['turnover'],
  // "Bonus" (and German "Region") is the word itself in these languages; "min" the abbreviation of
  // minutes; "Smartphone" the word Filipino, Roman Urdu, German, French and Italian players use.
  DE: ['bonus', 'region', 'phoneName'],
  FR: ['bonus', 'minutes', 'phoneName'],
  IT: ['bonus', 'minutes', 'phoneName'],
  TR: ['bonus'],
  ES: ['minutes'],
  'PT-BR': ['minutes'],
};

/** `<p>…</p>` of each phrase. */
export const paragraphs = (...texts: string[]): string => texts.map((text) => `<p>${text}</p>`).join('');

/** A list (`ul` or `ol`) of phrases. */
export const list = (tag: 'ul' | 'ol', ...items: string[]): string =>
  `<${tag}>${items.map((item) => `<li>${item}</li>`).join('')}</${tag}>`;

/** A table: a header row and body rows. */
export const table = (head: string[], rows: string[][]): string =>
  `<table><thead><tr>${head.map((cell) => `<th>${cell}</th>`).join('')}</tr></thead><tbody>${rows
    .map((row) => `<tr>${row.map((cell) => `<td>${cell}</td>`).join('')}</tr>`)
    .join('')}</tbody></table>`;

/** The phrase with its `<a>` pointed at `href` (external addresses open without an opener). */
export const linked = (text: string, href: string): string =>
  text.replace('<a>', /^https?:/.test(href) ? `<a href="${href}" rel="noopener">` : `<a href="${href}">`);
