/**
 * The glossary check (docs/i18n.md, "Glossary and loanwords"): where an English text uses a
 * glossary term, its translation uses the locale's word for it, in the app's catalogs and in the
 * platform's texts (game and lottery pages, SMS and e-mail, seeded announcements and promotions,
 * inbox, rewards, help centre), in every locale; and the words that had two meanings keep one
 * word for one thing.
 */
import { readFileSync } from 'node:fs';

import { describe, expect, it } from 'vitest';

import { LOCALES } from '../src/i18n/supported-locales.ts';
import {
  glossaryTerms,
  glossaryViolations,
  missingTerms,
  poPairs,
  sharedWords,
  termsIn,
  termTranslation,
  type Glossary,
} from './glossary-check.ts';
import { appPairs, loadPlatformTexts, platformPairs, readGlossary } from './glossary-sources.ts';

const platform = await loadPlatformTexts();

const GLOSSARY: Glossary = {
  terms: {
    password: 'Password',
    'payment password': 'Password sa pagbabayad',
    wallet: { term: 'Wallet' },
    withdrawal: { term: 'Pag-withdraw', forms: ['withdraw'] },
    draw: 'Bola',
    'draw (raffle)': { term: 'Swertehan', msgids: ['Weekend lucky draw'] },
  },
  loanwords: [],
};
const terms = glossaryTerms(GLOSSARY);

describe('glossary check', () => {
  it('matches the longest term first, on word boundaries, with English plurals', () => {
    expect(termsIn('Enter the payment password.', terms, 'x').map((t) => t.key)).toEqual(['payment password']);
    expect(termsIn('Password and payment password', terms, 'x').map((t) => t.key)).toEqual([
      'payment password',
      'password',
    ]);
    expect(termsIn('All draws', terms, 'x').map((t) => t.key)).toEqual(['draw']);
    // "withdraw" is not "draw"; placeholders and tags are not words.
    expect(termsIn('Withdraw {draw} <0>now</0>', terms, 'x')).toEqual([]);
  });

  it("fails a translation that uses another word, accepts the term's listed forms", () => {
    expect(missingTerms('Set a payment password', 'Magtakda ng PIN', terms)).toEqual(['payment password']);
    expect(missingTerms('Set a payment password', 'Magtakda ng password sa pagbabayad', terms)).toEqual([]);
    expect(missingTerms('Withdrawals per day', 'Withdrawal bawat araw', terms)).toEqual([]);
    expect(missingTerms('My wallet', 'Aking pitaka', terms)).toEqual(['wallet']);
  });

  it('keeps a second sense to the messages it lists', () => {
    expect(missingTerms('Weekend lucky draw', 'Swertehan sa weekend', terms)).toEqual([]);
    expect(missingTerms('Weekend lucky draw', 'Bola sa weekend', terms)).toEqual(['draw (raffle)']);
    expect(missingTerms('No draw yet today.', 'Wala pang draw ngayong araw.', terms)).toEqual(['draw']);
  });

  it('fails a crafted catalog that uses a non-glossary word, and reads its context', () => {
    const po = [
      'msgid ""\nmsgstr ""',
      'msgid "Main wallet"\nmsgstr "Pangunahing pitaka"',
      'msgctxt "lottery"\nmsgid "Popular draws"\nmsgstr "Mga sikat na draw"',
      'msgid "Withdrawals"\nmsgstr "Mga withdrawal"',
    ].join('\n\n');
    const pairs = poPairs(po, 'bad.po');
    expect(pairs.map((p) => p.context)).toEqual([undefined, 'lottery', undefined]);
    expect(glossaryViolations(pairs, GLOSSARY)).toEqual([
      'bad.po "Main wallet": "wallet" (Main wallet → Pangunahing pitaka)',
      'bad.po [lottery] "Popular draws": "draw" (Popular draws → Mga sikat na draw)',
    ]);
    expect(glossaryViolations(pairs, { ...GLOSSARY, exceptions: { 'Main wallet': ['wallet'] } })).toHaveLength(1);
  });

  it('finds two senses given the same word', () => {
    expect(sharedWords({ terms: { dividend: '配当', payout: '配当' }, loanwords: [] })).toEqual([
      'dividend / payout: 配当',
    ]);
    expect(sharedWords({ terms: { dividend: '配当', payout: '払い戻し' }, loanwords: [] })).toEqual([]);
  });
});

const LOCALE_CODES = LOCALES.map((l) => l.locale).filter((l) => l !== 'en');

describe.each(LOCALE_CODES.map((l) => [l]))('glossary %s', (locale) => {
  const glossary = readGlossary(locale);
  it("the app's catalog and the platform's texts use the glossary's words", () => {
    expect(glossaryViolations([...appPairs(locale), ...platformPairs(locale, platform)], glossary)).toEqual([]);
  });
  it('gives two meanings two words', () => {
    expect(sharedWords(glossary)).toEqual([]);
  });
  it('excuses only terms that a message still leaves out', () => {
    const pairs = [...appPairs(locale), ...platformPairs(locale, platform)];
    const all = glossaryTerms(glossary);
    const stale = Object.entries(glossary.exceptions ?? {}).flatMap(([id, keys]) =>
      keys
        .filter(
          (key) =>
            !pairs.some(
              (p) =>
                (p.msgid ?? p.english) === id &&
                missingTerms(p.english, p.translation, all, id, p.context).includes(key),
            ),
        )
        .map((key) => `${id}: ${key}`),
    );
    expect(stale).toEqual([]);
  });
  it('excuses only messages that still exist', () => {
    const ids = new Set([...appPairs(locale), ...platformPairs(locale, platform)].map((p) => p.msgid ?? p.english));
    expect(Object.keys(glossary.exceptions ?? {}).filter((id) => !ids.has(id))).toEqual([]);
  });
});

/** A locale's translation of an app message (msgid, optional msgctxt). */
const app = (locale: string, msgid: string, context?: string) =>
  appPairs(locale).find((p) => p.msgid === msgid && p.context === context)?.translation ?? '';
const page = (folder: 'games' | 'lottery-page', code: string) =>
  JSON.parse(readFileSync(`server/src/${folder}/strings/${code}.json`, 'utf8')) as Record<string, string>;
const word = (locale: string, key: string) => {
  const value = readGlossary(locale).terms[key];
  return value === undefined ? '' : termTranslation(value);
};

describe('one word for one thing', () => {
  it("ja: an agent's dividend is 配当, a bet's payout is not", () => {
    expect(app('ja', 'Dividend')).toContain('配当');
    expect(app('ja', 'Win')).not.toContain('配当');
    expect(page('games', 'JA').payout).not.toContain('配当');
    expect(page('games', 'JA').lines).not.toContain('配当');
  });

  it("ko: dividend 배당금, the lottery page's odds 배당률, a game's payout neither", () => {
    expect(app('ko', 'Dividend')).toBe(word('ko', 'dividend'));
    expect(page('lottery-page', 'KO').odds).toBe(word('ko', 'odds'));
    expect(word('ko', 'dividend')).not.toBe(word('ko', 'odds'));
    expect(page('games', 'KO').payout).not.toMatch(/배당/);
  });

  it('ar: draws are السحوبات, withdrawals عمليات السحب', () => {
    expect(app('ar', 'All draws')).toContain('السحوبات');
    for (const { english, translation } of appPairs('ar').filter((p) => /withdrawals/i.test(p.english)))
      expect(translation, english).not.toContain('السحوبات');
  });

  it("de: a table's actions are not the promotions", () => {
    expect(app('de', 'Actions')).not.toBe(app('de', 'Promotions'));
    expect(app('de', 'Actions')).not.toMatch(/Aktion/);
  });

  it('it: claim (riscuoti) and redeem (riscatta) differ', () => {
    expect(app('it', 'Claim')).not.toBe(app('it', 'Redeem'));
    for (const { english, translation } of appPairs('it').filter((p) => /\bclaim/i.test(p.english)))
      expect(translation, english).not.toMatch(/riscatt/i);
  });

  it.each(['te', 'bn'])('%s: terminating a contract does not read as cancelling', (locale) => {
    const cancel = word(locale, 'cancel');
    expect(cancel).not.toBe('');
    for (const { english, translation } of appPairs(locale).filter((p) => /terminat/i.test(p.english)))
      expect(translation, english).not.toContain(cancel);
  });

  it.each(['ja', 'ko', 'zh-CN'])('%s: every message names the payment password the same way', (locale) => {
    const term = word(locale, 'payment password');
    for (const { english, translation } of appPairs(locale).filter((p) => /payment password/i.test(p.english)))
      expect(translation, english).toContain(term);
  });

  it.each([
    ['tl', 'TY'],
    ['ja', 'JA'],
    ['ko', 'KO'],
    ['th', 'TH'],
    ['zh-TW', 'TW'],
  ])("%s: the lottery page's title is the app's word for lottery", (locale, code) => {
    expect(page('lottery-page', code).title).toBe(word(locale, 'lottery'));
  });
});
