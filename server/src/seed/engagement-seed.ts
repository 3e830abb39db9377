/**
 * Engagement demo data (seed version 8): the points mall's rewards and the promotions. Each set is
 * inserted only when the platform has none, so an operator's catalogue survives and a repeated
 * run adds nothing.
 */
import type { Db } from '../db/database.ts';
import type { PlatformLanguageCode } from '../domain/platform-languages.ts';
import type { PromotionTranslations } from '../domain/promotions/promotions.ts';
import { EN_TEXTS, list, paragraphs, PLATFORM_TEXTS, type PlatformTexts } from './platform-texts.ts';

interface DemoReward {
  name: string;
  remark: string;
  points: number;
  /** Total valid stake needed, minor units. */
  amountRequired: number;
  stock: number;
  units: string;
}

export const DEMO_REWARDS: readonly DemoReward[] = [
  {
    name: 'Tala mug',
    remark: 'A ceramic mug with the Tala logo, shipped to your address.',
    points: 50,
    amountRequired: 0,
    stock: 100,
    units: 'pcs',
  },
  {
    name: 'Mobile load ₱100',
    remark: 'Prepaid load for any Philippine network.',
    points: 120,
    amountRequired: 0,
    stock: 500,
    units: 'vouchers',
  },
  {
    name: 'Wireless earbuds',
    remark: 'Bluetooth earbuds with a charging case.',
    points: 900,
    amountRequired: 5_000_000,
    stock: 20,
    units: 'sets',
  },
  {
    name: 'Smartphone',
    remark: 'A 128 GB Android smartphone.',
    points: 6_000,
    amountRequired: 50_000_000,
    stock: 3,
    units: 'pcs',
  },
];

const DAY = 86_400_000;

interface DemoPromotion {
  kind: 'APPLY' | 'JOIN';
  title: string;
  summary: string;
  content: string;
  bonus: number;
  minValidStake: number;
  budget: number;
  startDays: number;
  endDays: number | null;
  translations: PromotionTranslations;
}

type PromotionText = Pick<DemoPromotion, 'title' | 'summary' | 'content'>;

/** The promotions' texts in one language, in DEMO_PROMOTIONS order. */
export function promotionPageTexts(t: PlatformTexts): PromotionText[] {
  return [
    {
      title: t.shareTitle,
      summary: t.shareSummary,
      content: paragraphs(t.shareBody) + list('ul', t.shareOnce, t.shareBudget),
    },
    { title: t.betTitle, summary: t.betSummary, content: paragraphs(t.betBody) },
    { title: t.luckyTitle, summary: t.luckySummary, content: paragraphs(t.luckyBody) },
    { title: t.summerTitle, summary: t.summerSummary, content: paragraphs(t.summerBody) },
  ];
}

/** Each promotion's translations (every platform language but English), in DEMO_PROMOTIONS order. */
export function promotionPageTranslations(): PromotionTranslations[] {
  return promotionPageTexts(EN_TEXTS).map((_, index) => {
    const translations: PromotionTranslations = {};
    for (const [code, texts] of Object.entries(PLATFORM_TEXTS) as [PlatformLanguageCode, PlatformTexts][]) {
      if (code !== 'EN') translations[code] = promotionPageTexts(texts)[index];
    }
    return translations;
  });
}

const TERMS: Omit<DemoPromotion, 'title' | 'summary' | 'content' | 'translations'>[] = [
  { kind: 'APPLY', bonus: 10_000, minValidStake: 0, budget: 1_000_000, startDays: -7, endDays: 30 },
  { kind: 'JOIN', bonus: 2_000, minValidStake: 100_000, budget: 500_000, startDays: -7, endDays: 30 },
  { kind: 'APPLY', bonus: 50_000, minValidStake: 0, budget: 500_000, startDays: 3, endDays: 10 },
  { kind: 'APPLY', bonus: 5_000, minValidStake: 0, budget: 100_000, startDays: -60, endDays: -30 },
];

export const DEMO_PROMOTIONS: readonly DemoPromotion[] = (() => {
  const english = promotionPageTexts(EN_TEXTS);
  const translations = promotionPageTranslations();
  return TERMS.map((terms, index) => ({
    ...terms,
    ...(english[index] as PromotionText),
    translations: translations[index] ?? {},
  }));
})();

export async function seedEngagement(tx: Db, now: Date): Promise<void> {
  await seedRewards(tx);
  const envelopes = await tx.query<{ count: number }>('SELECT count(*)::int AS count FROM red_envelopes');
  if ((envelopes[0]?.count ?? 0) === 0) {
    // A month-long demo envelope: ₱1.00–₱88.00 each, ₱5,000 in all.
    await tx.query(
      `INSERT INTO red_envelopes (title, min_amount, max_amount, budget, start_at, end_at) VALUES ($1, 100, 8800, 500000, $2, $3)`,
      ['Lucky red envelope', new Date(now.getTime() - DAY), new Date(now.getTime() + 30 * DAY)],
    );
  }
  const promotions = await tx.query<{ count: number }>('SELECT count(*)::int AS count FROM promotions');
  if ((promotions[0]?.count ?? 0) > 0) return;
  for (const [index, promo] of DEMO_PROMOTIONS.entries()) {
    await tx.query(
      `INSERT INTO promotions (kind, title, summary, content, bonus, min_valid_stake, budget, start_at, end_at, sequence, translations)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11::jsonb)`,
      [
        promo.kind,
        promo.title,
        promo.summary,
        promo.content,
        promo.bonus,
        promo.minValidStake,
        promo.budget,
        new Date(now.getTime() + promo.startDays * DAY),
        promo.endDays === null ? null : new Date(now.getTime() + promo.endDays * DAY),
        index,
        JSON.stringify(promo.translations),
      ],
    );
  }
}

async function seedRewards(tx: Db): Promise<void> {
  const existing = await tx.query<{ count: number }>('SELECT count(*)::int AS count FROM point_rewards');
  if ((existing[0]?.count ?? 0) > 0) return;
  for (const [index, reward] of DEMO_REWARDS.entries()) {
    await tx.query(
      `INSERT INTO point_rewards (name, remark, points_required, amount_required, stock, units, sequence)
       VALUES ($1, $2, $3, $4, $5, $6, $7)`,
      [reward.name, reward.remark, reward.points, reward.amountRequired, reward.stock, reward.units, index],
    );
  }
}
