/**
 * Version 11 (issue #27): the platform's demo texts in the 22 languages added to the spec's 8: the
 * help centre of each language not written yet (content-seed.ts skips a language an operator has
 * already written) and the built-in games' names in every language, where a game still lacks them
 * (the names already stored, an operator's included, win).
 */
import type { Db } from '../db/database.ts';
import { seedContent } from './content-seed.ts';
import { DEMO_ENVELOPE, DEMO_PROMOTIONS, DEMO_REWARDS } from './engagement-seed.ts';
import { BUILTIN_NAMES } from './game-names.ts';
import { vendorGames } from './game-seed.ts';
import { DEMO_MESSAGES } from './message-seed.ts';
import { demoNotices } from './notice-seed.ts';
import { demoPromotions } from './promotion-seed.ts';

export async function seedLanguages(tx: Db): Promise<void> {
  await seedContent(tx);
  for (const [builtin, names] of Object.entries(BUILTIN_NAMES)) {
    await tx.query('UPDATE games SET names = $1::jsonb || names WHERE builtin = $2', [JSON.stringify(names), builtin]);
  }
}

/**
 * Version 12 (issue #27): the demo vendors' generated games named in the 22 languages too, where a
 * game still lacks a name in one (names already stored, an operator's included, win).
 */
export async function seedGameNames(tx: Db): Promise<void> {
  for (const game of vendorGames()) {
    await tx.query('UPDATE games SET names = $1::jsonb || names WHERE vendor = $2 AND game_code = $3', [
      JSON.stringify(game.names),
      game.vendor,
      game.gameCode,
    ]);
  }
}

/**
 * Version 13 (issue #27): the demo announcements (notices, banners, popup, promotion
 * announcements, headlines) and promotions in every platform language. A row seeded before gets
 * the translations of the demo row with its title, only while it has none (an operator's
 * translations, or a row it renamed, stay as they are).
 */
export async function seedPlatformTexts(tx: Db, now: Date): Promise<void> {
  for (const notice of [...demoNotices(now), ...demoPromotions(now)]) {
    await tx.query(
      `UPDATE announcements SET translations = $1::jsonb WHERE type = $2 AND title = $3 AND translations = '{}'::jsonb`,
      [JSON.stringify(notice.translations ?? {}), notice.type, notice.title],
    );
  }
  for (const promotion of DEMO_PROMOTIONS) {
    await tx.query(`UPDATE promotions SET translations = $1::jsonb WHERE title = $2 AND translations = '{}'::jsonb`, [
      JSON.stringify(promotion.translations),
      promotion.title,
    ]);
  }
}

/**
 * Version 14 (issue #27): the demo inbox messages, points-mall rewards and red envelope in every
 * platform language. A row seeded before gets the translations of the demo row whose English texts
 * it still has, only while it has none (an operator's translations, and a row it reworded or wrote
 * itself, stay as they are).
 */
export async function seedMemberTexts(tx: Db): Promise<void> {
  for (const message of DEMO_MESSAGES) {
    await tx.query(
      `UPDATE messages SET translations = $1::jsonb WHERE title = $2 AND content = $3 AND translations = '{}'::jsonb`,
      [JSON.stringify(message.translations), message.title, message.content],
    );
  }
  for (const reward of DEMO_REWARDS) {
    await tx.query(
      `UPDATE point_rewards SET translations = $1::jsonb
       WHERE name = $2 AND remark = $3 AND units = $4 AND translations = '{}'::jsonb`,
      [JSON.stringify(reward.translations), reward.name, reward.remark, reward.units],
    );
  }
  await tx.query(`UPDATE red_envelopes SET translations = $1::jsonb WHERE title = $2 AND translations = '{}'::jsonb`, [
    JSON.stringify(DEMO_ENVELOPE.translations),
    DEMO_ENVELOPE.title,
  ]);
}
