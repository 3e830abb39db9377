/**
 * The platform's framed pages (built-in games, lottery) speak every platform language (issue #27):
 * each language has its own strings file with every English key, the same placeholders, and no
 * text left in English except the words players of that market use as they are (listed here).
 */
import { readFileSync } from 'node:fs';

import { describe, expect, it } from 'vitest';

import { PLATFORM_LANGUAGE_CODES } from '../domain/platform-languages.ts';

type Strings = Record<string, string>;

const read = (dir: URL, code: string): Strings =>
  JSON.parse(readFileSync(new URL(`${code}.json`, dir), 'utf8')) as Strings;

/** Keys any language may keep in English: technical words and the Vietnamese bet names. */
const SHARED_LOANWORDS = {
  games: ['nonce', 'WILD', 'PLAYER', 'BANKER'],
  lottery: ['seedHash', 'odds', 'XIEN2', 'XIEN3', 'XIEN4'],
};
/** Further keys a language keeps in English because its players say them so. */
const LOANWORDS: Record<'games' | 'lottery', Partial<Record<string, string[]>>> = {
  games: {
    TY: ['fair', 'LEMON'],
    ID: ['LEMON'],
    MS: ['LEMON'],
    FR: ['ORANGE'],
    DE: ['ORANGE'],
    'UR-LA': ['balance', 'trialCredit', 'payout', 'CHERRY'],
  },
  lottery: {
    TY: ['ODD_EVEN', 'ODD', 'EVEN'],
    FR: ['position'],
    DE: ['position'],
    'UR-LA': ['title', 'balance', 'trialCredit', 'game', 'number'],
  },
};

const placeholders = (text: string): string[] => [...text.matchAll(/\{\w+\}/g)].map((m) => m[0]).sort();

describe.each([
  { page: 'games' as const, dir: new URL('./strings/', import.meta.url) },
  { page: 'lottery' as const, dir: new URL('../lottery-page/strings/', import.meta.url) },
])('$page page strings', ({ page, dir }) => {
  const english = read(dir, 'EN');
  const keys = Object.keys(english).sort();

  it.each(PLATFORM_LANGUAGE_CODES.filter((code) => code !== 'EN'))('%s: every key, translated', (code) => {
    const strings = read(dir, code);
    expect(Object.keys(strings).sort()).toEqual(keys);
    const allowed = new Set([...SHARED_LOANWORDS[page], ...(LOANWORDS[page][code] ?? [])]);
    const inEnglish = keys.filter((key) => strings[key] === english[key] && !allowed.has(key));
    expect(inEnglish, `${code} left in English`).toEqual([]);
    for (const key of keys) {
      expect(strings[key]?.trim(), `${code}.${key}`).toBeTruthy();
      expect(placeholders(strings[key] ?? ''), `${code}.${key}`).toEqual(placeholders(english[key] ?? ''));
    }
  });
});
