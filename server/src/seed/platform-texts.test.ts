/**
 * The platform's own texts in every platform language: each seeded announcement
 * (notices, banners, popup, promotion announcements, headlines), each promotion, each inbox
 * message, points-mall reward and red envelope, and each lottery game and group name has all 30
 * languages, none a copy of English except the recorded loanwords, with English's markup, links,
 * numbers, peso amounts and brand names kept.
 */
import { describe, expect, it } from 'vitest';

import { LOTTERY_GAMES } from '../domain/lottery/lottery-games.ts';
import { LOTTERY_WORDS, lotteryGameName, lotteryGroupName } from '../domain/lottery/lottery-names.ts';
import { PLATFORM_LANGUAGE_CODES, type PlatformLanguageCode } from '../domain/platform-languages.ts';
import { DEMO_ENVELOPE, DEMO_PROMOTIONS, DEMO_REWARDS } from './engagement-seed.ts';
import { DEMO_MESSAGES } from './message-seed.ts';
import { demoNotices } from './notice-seed.ts';
import { EN_TEXTS, PLATFORM_TEXT_LOANWORDS, PLATFORM_TEXTS, type PlatformTextKey } from './platform-texts.ts';
import { demoPromotions } from './promotion-seed.ts';

const NOW = new Date('2026-06-15T12:00:00Z');
const OTHERS = PLATFORM_LANGUAGE_CODES.filter((code) => code !== 'EN');
const KEYS = Object.keys(EN_TEXTS) as PlatformTextKey[];

const count = (text: string, part: string) => text.split(part).length - 1;
/** Amounts, times, percentages and ranges of two or more characters (`₱50,000`, `02:00`, `0–2`, `1.2`). */
const numbers = (text: string) => text.match(/\d[\d,.:–]*\d/g) ?? [];
/** Peso amounts as written (`₱100`, `₱50,000`): the currency sign stays with its number. */
const pesos = (text: string) => text.match(/₱\d+(?:,\d{3})*/g) ?? [];
/** Names every language writes as in English: the brand, the demo member, the phone's system. */
const NAMES = ['Tala', '<strong>Demo</strong>', 'Android'];

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
        for (const amount of pesos(english)) if (!text.includes(amount)) problems.push(`${code} ${key}: ${amount}`);
        for (const name of NAMES) {
          if (count(english, name) > 0 && count(text, name) !== count(english, name))
            problems.push(`${code} ${key}: ${name}`);
        }
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

  it('every seeded inbox message, points-mall reward and red envelope carries all 29 translations, none its English text', () => {
    expect(DEMO_MESSAGES).toHaveLength(3);
    for (const message of DEMO_MESSAGES) {
      expect(Object.keys(message.translations).sort(), message.title).toEqual([...OTHERS].sort());
      for (const code of OTHERS) {
        const translation = message.translations[code];
        expect(translation?.title, `${code} ${message.title}`).not.toBe(message.title);
        expect(translation?.content, `${code} ${message.title}`).not.toBe(message.content);
        // The template's markup is the same in every language.
        expect((translation?.content ?? '').replace(/>[^<]*</g, '><')).toBe(message.content.replace(/>[^<]*</g, '><'));
      }
    }
    expect(DEMO_REWARDS).toHaveLength(4);
    for (const reward of DEMO_REWARDS) {
      expect(Object.keys(reward.translations).sort(), reward.name).toEqual([...OTHERS].sort());
      for (const code of OTHERS) {
        const translation = reward.translations[code];
        // "Smartphone" is a recorded loanword; its remark is still translated.
        if (!PLATFORM_TEXT_LOANWORDS[code]?.includes('phoneName'))
          expect(translation?.name, `${code} ${reward.name}`).not.toBe(reward.name);
        expect(translation?.remark, `${code} ${reward.name}`).not.toBe(reward.remark);
        expect(translation?.units, `${code} ${reward.name}`).not.toBe(reward.units);
      }
    }
    expect(Object.keys(DEMO_ENVELOPE.translations).sort()).toEqual([...OTHERS].sort());
    for (const code of OTHERS) expect(DEMO_ENVELOPE.translations[code]?.title, code).not.toBe(DEMO_ENVELOPE.title);
  });

  it('keeps the English originals older platforms store (seed version 14 finds the demo rows by them)', () => {
    expect(DEMO_MESSAGES.map(({ title, content }) => ({ title, content }))).toEqual([
      {
        title: 'Welcome to Tala',
        content:
          '<p>Welcome, <strong>Demo</strong>! Your account is ready. Visit the help centre any time you have a question.</p>',
      },
      {
        title: 'Deposit bonus this week',
        content:
          '<p>Deposit this week and get a bonus on top:</p>' +
          '<ul><li>10% on deposits from 500.00</li><li>15% on deposits from 5,000.00</li><li>Bonus credited within 24 hours</li></ul>' +
          '<p>Terms apply; see Promotions.</p>',
      },
      {
        title: 'Security reminder',
        content:
          '<p>Tala staff will <strong>never</strong> ask for your password, payment password or SMS codes. ' +
          'Keep them to yourself and set a payment password before your first withdrawal.</p>',
      },
    ]);
    expect(DEMO_REWARDS.map(({ name, remark, units, points }) => [name, remark, units, points])).toEqual([
      ['Tala mug', 'A ceramic mug with the Tala logo, shipped to your address.', 'pcs', 50],
      ['Mobile load ₱100', 'Prepaid load for any Philippine network.', 'vouchers', 120],
      ['Wireless earbuds', 'Bluetooth earbuds with a charging case.', 'sets', 900],
      ['Smartphone', 'A 128 GB Android smartphone.', 'pcs', 6_000],
    ]);
    expect(DEMO_ENVELOPE.title).toBe('Lucky red envelope');
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
