/**
 * Demo player notices (type PL): twelve current ones spread over the last four months, so the
 * notice page (9 per page) has two pages, plus one expired and one scheduled notice that the
 * date filter must hide.
 */
import type { AnnouncementTranslations, NewAnnouncement } from '../domain/announcement-repository.ts';
import { LOTTERY_WORDS, type LotteryWords } from '../domain/lottery/lottery-names.ts';
import type { PlatformLanguageCode } from '../domain/platform-languages.ts';
import { EN_TEXTS, linked, list, paragraphs, PLATFORM_TEXTS, table, type PlatformTexts } from './platform-texts.ts';

const DAY = 86_400_000;

/** `days` before `now` at 10:00 UTC, so seeded dates look hand-entered. */
export function daysFrom(now: Date, days: number): Date {
  const date = new Date(now.getTime() + days * DAY);
  date.setUTCHours(10, 0, 0, 0);
  return date;
}

/** The notices' titles and bodies in one language; the days are in NOTICE_DAYS, in the same order. */
export function noticeTexts(t: PlatformTexts, words: LotteryWords): [title: string, content: string][] {
  return [
    [t.maintTitle, paragraphs(t.maintBody, t.maintSafe)],
    [t.gcashTitle, paragraphs(t.gcashBody) + list('ul', t.gcashMin, t.gcashMax, t.gcashTime)],
    [
      t.limitsTitle,
      paragraphs(t.limitsBody) +
        table(
          [t.vipLevel, t.perDay, t.timesPerDay],
          [
            ['VIP 0–2', '₱50,000', '5'],
            ['VIP 3–5', '₱200,000', '10'],
            ['VIP 6+', '₱1,000,000', t.unlimited],
          ],
        ),
    ],
    [
      t.jiliTitle,
      paragraphs(linked(t.jiliBody, '/rng?page=JL')) +
        list('ol', 'Fortune Gems 3', 'Golden Empire Deluxe', 'Super Ace Joker'),
    ],
    [t.protectTitle, paragraphs(t.protectBody) + list('ul', t.protectBind, t.protectReport)],
    [
      t.drawsTitle,
      table(
        [t.region, t.drawTime],
        [
          [words.south, '16:15'],
          [words.central, '17:15'],
          [words.north, '18:15'],
        ],
      ) + paragraphs(t.drawsClose),
    ],
    [t.sabongTitle, paragraphs(linked(t.sabongBody, 'https://www.facebook.com/'))],
    [t.holidayTitle, paragraphs(t.holidayBody)],
    [t.missionTitle, list('ul', t.missionLogin, t.missionDeposit) + paragraphs(linked(t.missionRedeem, '/pointMall'))],
    [t.responsibleTitle, paragraphs(t.responsibleBody, t.responsibleAge)],
    [
      t.bankTitle,
      table(
        [t.method, t.deposit, t.withdrawal],
        [
          [t.bankTransfer, t.minutes.replace('{range}', '5–15'), t.minutes.replace('{range}', '15–60')],
          [t.eWallet, t.minutes.replace('{range}', '1–3'), t.minutes.replace('{range}', '5–15')],
        ],
      ),
    ],
    [t.newSiteTitle, paragraphs(linked(t.newSiteBody, '/download'))],
    [t.expiredTitle, paragraphs(t.expiredBody)],
    [t.scheduledTitle, paragraphs(t.scheduledBody)],
  ];
}

/** Days from seeding of each notice's start; the last two are the expired and the scheduled one. */
const NOTICE_DAYS = [-3, -9, -16, -24, -33, -41, -52, -60, -71, -85, -98, -120, -150, 10];

/** Each notice's translations (every platform language but English), in NOTICE_DAYS order. */
export function noticeTranslations(): AnnouncementTranslations[] {
  const english = noticeTexts(EN_TEXTS, LOTTERY_WORDS.EN);
  return english.map((_, index) => {
    const translations: AnnouncementTranslations = {};
    for (const [code, texts] of Object.entries(PLATFORM_TEXTS) as [PlatformLanguageCode, PlatformTexts][]) {
      if (code === 'EN') continue;
      const [title, content] = noticeTexts(texts, LOTTERY_WORDS[code])[index] ?? ['', ''];
      translations[code] = { title, content };
    }
    return translations;
  });
}

/** The player notices, dated relative to `now`, with their translations. */
export function demoNotices(now: Date): NewAnnouncement[] {
  const translations = noticeTranslations();
  return noticeTexts(EN_TEXTS, LOTTERY_WORDS.EN).map(([title, content], index): NewAnnouncement => {
    const days = NOTICE_DAYS[index] ?? 0;
    return {
      type: 'PL',
      title,
      content,
      sequence: 0,
      startAt: daysFrom(now, days),
      // The expired one ran from 150 to 100 days ago.
      endAt: days === -150 ? daysFrom(now, -100) : null,
      images: [],
      translations: translations[index] ?? {},
    };
  });
}
