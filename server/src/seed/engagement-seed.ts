/**
 * Engagement demo data (seed version 8): the points mall's rewards, the red envelope and the
 * promotions. Each set is inserted only when the platform has none, so an operator's catalogue
 * survives and a repeated run adds nothing. Their texts carry every platform language.
 */
import type { Db } from '../db/database.ts';
import type { EnvelopeTranslations } from '../domain/engagement/red-envelopes.ts';
import type { PlatformLanguageCode } from '../domain/platform-languages.ts';
import type { RewardTranslations } from '../domain/points/point-mall.ts';
import type { PromotionTranslations } from '../domain/promotions/promotions.ts';
import { EN_TEXTS, list, paragraphs, PLATFORM_TEXTS, type PlatformTexts } from './platform-texts.ts';

interface DemoReward {
  name: string;
  remark: string;
  units: string;
  points: number;
  /** Total valid stake needed, minor units. */
  amountRequired: number;
  stock: number;
  translations: RewardTranslations;
}

type RewardText = Pick<DemoReward, 'name' | 'remark' | 'units'>;

/** The rewards' texts in one language, in DEMO_REWARDS order. */
function rewardTexts(t: PlatformTexts): RewardText[] {
  return [
    { name: t.mugName, remark: t.mugRemark, units: t.unitPieces },
    { name: t.loadName, remark: t.loadRemark, units: t.unitVouchers },
    { name: t.earbudsName, remark: t.earbudsRemark, units: t.unitSets },
    { name: t.phoneName, remark: t.phoneRemark, units: t.unitPieces },
  ];
}

const REWARD_TERMS: Omit<DemoReward, keyof RewardText | 'translations'>[] = [
  { points: 50, amountRequired: 0, stock: 100 },
  { points: 120, amountRequired: 0, stock: 500 },
  { points: 900, amountRequired: 5_000_000, stock: 20 },
  { points: 6_000, amountRequired: 50_000_000, stock: 3 },
];

/** Each row's texts in every platform language but English (the original), by row. */
function translationsOf<Text>(textsOf: (t: PlatformTexts) => Text[]): Partial<Record<PlatformLanguageCode, Text>>[] {
  return textsOf(EN_TEXTS).map((_, index) => {
    const translations: Partial<Record<PlatformLanguageCode, Text>> = {};
    for (const [code, texts] of Object.entries(PLATFORM_TEXTS) as [PlatformLanguageCode, PlatformTexts][]) {
      if (code !== 'EN') translations[code] = textsOf(texts)[index];
    }
    return translations;
  });
}

export const DEMO_REWARDS: readonly DemoReward[] = (() => {
  const english = rewardTexts(EN_TEXTS);
  const translations = translationsOf(rewardTexts);
  return REWARD_TERMS.map((terms, index) => ({
    ...terms,
    ...(english[index] as RewardText),
    translations: translations[index] ?? {},
  }));
})();

/** The demo red envelope's title and its translations. */
export const DEMO_ENVELOPE: { title: string; translations: EnvelopeTranslations } = {
  title: EN_TEXTS.envelopeTitle,
  translations: translationsOf((t) => [{ title: t.envelopeTitle }])[0] ?? {},
};

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
  return translationsOf(promotionPageTexts);
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
      `INSERT INTO red_envelopes (title, min_amount, max_amount, budget, start_at, end_at, translations)
       VALUES ($1, 100, 8800, 500000, $2, $3, $4::jsonb)`,
      [
        DEMO_ENVELOPE.title,
        new Date(now.getTime() - DAY),
        new Date(now.getTime() + 30 * DAY),
        JSON.stringify(DEMO_ENVELOPE.translations),
      ],
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
      `INSERT INTO point_rewards (name, remark, points_required, amount_required, stock, units, sequence, translations)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8::jsonb)`,
      [
        reward.name,
        reward.remark,
        reward.points,
        reward.amountRequired,
        reward.stock,
        reward.units,
        index,
        JSON.stringify(reward.translations),
      ],
    );
  }
}
