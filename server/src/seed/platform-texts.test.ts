/**
 * The platform's own texts in every platform language (issue 27): each seeded announcement
 * (notices, banners, popup, promotion announcements, headlines), each promotion and each lottery
 * game and group name has all 30 languages, none a copy of English except the recorded loanwords,
 * with English's markup, links and numbers kept.
 */
import { describe, expect, it } from 'vitest';

import { LOTTERY_GAMES } from '../domain/lottery/lottery-games.ts';
import { LOTTERY_WORDS, lotteryGameName, lotteryGroupName } from '../domain/lottery/lottery-names.ts';
import { PLATFORM_LANGUAGE_CODES, type PlatformLanguageCode } from '../domain/platform-languages.ts';
import { DEMO_PROMOTIONS } from './engagement-seed.ts';
import { demoNotices } from './notice-seed.ts';
import { EN_TEXTS, PLATFORM_TEXT_LOANWORDS, PLATFORM_TEXTS, type PlatformTextKey } from './platform-texts.ts';
import { demoPromotions } from './promotion-seed.ts';

const NOW = new Date('2026-06-15T12:00:00Z');
const OTHERS = PLATFORM_LANGUAGE_CODES.filter((code) => code !== 'EN');
const KEYS = Object.keys(EN_TEXTS) as PlatformTextKey[];

const count = (text: string, part: string) => text.split(part).length - 1;
/** Amounts, times, percentages and ranges of two or more characters (`₱50,000`, `02:00`, `0–2`, `1.2`). */
const numbers = (text: string) => text.match(/\d[\d,.:–]*\d/g) ?? [];

describe('platform texts', () => {
  it('every language has every text, translated (loanwords only where recorded)', () => {
    const copies: string[] = [];
    for (const code of OTHERS) {
      const texts = PLATFORM_TEXTS[code];
      expect(Object.keys(texts).sort(), code).toEqual([...KEYS].sort());
      for (const key of KEYS) {
        expect(texts[key].trim(), `${code} ${key}`).not.toBe('');
        if (texts[key] === EN_TEXTS[key] && !PLATFORM_TEXT_LOANWORDS[code]?.includes(key))
          copies.push(`${code} ${key}`);
      }
    }
    expect(copies).toEqual([]);
  });

  it('no recorded loanword is stale (each is still a copy of English)', () => {
    for (const [code, keys] of Object.entries(PLATFORM_TEXT_LOANWORDS) as [PlatformLanguageCode, PlatformTextKey[]][]) {
      for (const key of keys) expect(PLATFORM_TEXTS[code][key], `${code} ${key}`).toBe(EN_TEXTS[key]);
    }
  });

  it("keeps English's markup, link, placeholder and numbers in every language", () => {
    const problems: string[] = [];
    for (const code of OTHERS) {
      for (const key of KEYS) {
        const english = EN_TEXTS[key];
        const text = PLATFORM_TEXTS[code][key];
        for (const part of ['<strong>', '</strong>', '<a>', '</a>', '{range}']) {
          if (count(text, part) !== count(english, part)) problems.push(`${code} ${key}: ${part}`);
        }
        for (const number of numbers(english)) if (!text.includes(number)) problems.push(`${code} ${key}: ${number}`);
        if (/<(?!\/?(strong|a)>)/.test(text)) problems.push(`${code} ${key}: other markup`);
      }
    }
    expect(problems).toEqual([]);
  });

  it('every seeded announcement and promotion carries all 29 translations, none its English text', () => {
    const rows = [...demoNotices(NOW), ...demoPromotions(NOW)];
    expect(rows).toHaveLength(23);
    for (const row of rows) {
      expect(Object.keys(row.translations ?? {}).sort(), row.title).toEqual([...OTHERS].sort());
      for (const code of OTHERS) {
        const translation = row.translations?.[code];
        expect(translation?.title, `${code} ${row.title}`).not.toBe(row.title);
        expect(translation?.content, `${code} ${row.title}`).not.toBe(row.content);
        // Links come with their address; the template leaves no bare <a>.
        expect(translation?.content).not.toContain('<a>');
        expect(count(translation?.content ?? '', '<a href=')).toBe(count(row.content, '<a href='));
      }
    }
    expect(DEMO_PROMOTIONS).toHaveLength(4);
    for (const promotion of DEMO_PROMOTIONS) {
      expect(Object.keys(promotion.translations).sort(), promotion.title).toEqual([...OTHERS].sort());
      for (const code of OTHERS) {
        const translation = promotion.translations[code];
        expect(translation?.title, `${code} ${promotion.title}`).not.toBe(promotion.title);
        expect(translation?.summary, `${code} ${promotion.title}`).not.toBe(promotion.summary);
        expect(translation?.content, `${code} ${promotion.title}`).not.toBe(promotion.content);
      }
    }
  });

  it('names every lottery game and word group in every language, none as in English', () => {
    expect(Object.keys(LOTTERY_WORDS).sort()).toEqual([...PLATFORM_LANGUAGE_CODES].sort());
    const groups = [...new Set(LOTTERY_GAMES.map((game) => game.group))];
    for (const code of OTHERS) {
      for (const game of LOTTERY_GAMES) {
        const name = lotteryGameName(game, code);
        expect(name, `${code} ${game.code}`).not.toBe(lotteryGameName(game, 'EN'));
        expect(name).not.toMatch(/\{/);
      }
      for (const group of groups) {
        const name = lotteryGroupName(group, 'EN');
        // 5D, PK10 and 11×5 are the games' own names in every language.
        if (/^[\d×A-Z]+$/.test(name)) expect(lotteryGroupName(group, code)).toBe(name);
        else expect(lotteryGroupName(group, code), `${code} ${group}`).not.toBe(name);
      }
    }
    expect(lotteryGameName(LOTTERY_GAMES[0]!, 'TH')).toBe('5D 1 นาที');
    expect(
      lotteryGameName(
        LOTTERY_GAMES.find((game) => game.code === 'VN_NORTH')!,
        'VI',
      ),
    ).toBe('Miền Bắc');
  });
});
