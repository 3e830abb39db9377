/**
 * Demo banners (B), popup (PU), promotions (PR) and headlines (H). Banners and promotions carry
 * no stored image: the announcement route points them at a generated image of their title. Their
 * texts are in every platform language (platform-texts*.ts).
 */
import type { AnnouncementTranslations, NewAnnouncement } from '../domain/announcement-repository.ts';
import type { PlatformLanguageCode } from '../domain/platform-languages.ts';
import { daysFrom } from './notice-seed.ts';
import { EN_TEXTS, linked, list, paragraphs, PLATFORM_TEXTS, table, type PlatformTexts } from './platform-texts.ts';

type Schedule = [type: NewAnnouncement['type'], sequence: number, startDays: number, endDays: number | null];

const SCHEDULES: Schedule[] = [
  ['B', 1, -30, null],
  ['B', 2, -20, 60],
  ['B', 3, -10, null],
  ['PU', 1, -7, 30],
  ['PR', 1, -45, null],
  ['PR', 2, -25, 90],
  ['PR', 3, -12, null],
  ['H', 1, -5, null],
  ['H', 2, -2, null],
];

/** The entries' titles and bodies in one language, in SCHEDULES order. */
export function promotionTexts(t: PlatformTexts): [title: string, content: string][] {
  return [
    [t.welcomeTitle, paragraphs(t.welcomeBody)],
    [t.cashbackTitle, paragraphs(t.cashbackBody)],
    [t.vnTitle, paragraphs(t.vnBody)],
    [t.reloadTitle, paragraphs(t.reloadBody, linked(t.reloadTerms, '/promotions'))],
    [
      t.firstTitle,
      paragraphs(t.firstBody) +
        table(
          [t.deposit, t.bonus, t.turnover],
          [
            ['₱100–₱999', '100%', '15×'],
            ['₱1,000–₱5,000', '100%', '20×'],
          ],
        ) +
        list('ul', t.firstOnce, t.firstCount),
    ],
    [
      t.rebateTitle,
      paragraphs(t.rebateBody) +
        list('ol', 'VIP 0–2: 0.8%', 'VIP 3–5: 1.0%', 'VIP 6+: 1.2%') +
        paragraphs(t.rebateFree),
    ],
    [t.inviteTitle, paragraphs(linked(t.inviteBody, '/join'))],
    [t.fastHeadline, paragraphs(t.fastHeadline)],
    [t.vnHeadline, paragraphs(t.vnHeadline)],
  ];
}

/** Each entry's translations (every platform language but English), in SCHEDULES order. */
export function promotionTranslations(): AnnouncementTranslations[] {
  return SCHEDULES.map((_, index) => {
    const translations: AnnouncementTranslations = {};
    for (const [code, texts] of Object.entries(PLATFORM_TEXTS) as [PlatformLanguageCode, PlatformTexts][]) {
      if (code === 'EN') continue;
      const [title, content] = promotionTexts(texts)[index] ?? ['', ''];
      translations[code] = { title, content };
    }
    return translations;
  });
}

/** Banners, popup, promotions and headlines dated relative to `now`, with their translations. */
export function demoPromotions(now: Date): NewAnnouncement[] {
  const texts = promotionTexts(EN_TEXTS);
  const translations = promotionTranslations();
  return SCHEDULES.map(([type, sequence, startDays, endDays], index) => ({
    type,
    title: texts[index]?.[0] ?? '',
    content: texts[index]?.[1] ?? '',
    sequence,
    startAt: daysFrom(now, startDays),
    endAt: endDays === null ? null : daysFrom(now, endDays),
    images: [],
    translations: translations[index] ?? {},
  }));
}
