/**
 * Issue 27, "translated, not copied": in every shipped locale, a message whose translation is
 * its English source fails unless the locale's glossary.json records it as a loanword; and every
 * translated catalog comes with a glossary of the gaming and money terms.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

import { describe, expect, it } from 'vitest';

import { LOCALES } from '../src/i18n/supported-locales.ts';
import { termTranslation } from './glossary-check.ts';
import { copiedTranslations, hasWords, type Glossary } from './po-copies.ts';
import { poEntries } from './po-missing.ts';

/** The terms every glossary translates (docs/i18n.md). */
const REQUIRED_TERMS = [
  'deposit', 'withdraw', 'withdrawal', 'balance', 'turnover', 'valid bet', 'rebate', 'upline', 'downline',
  'agent', 'member', 'dividend', 'salary', 'contract', 'jackpot', 'odds', 'draw', 'payout', 'bet', 'stake',
  'wallet', 'bank card', 'promotion', 'bonus', 'mission', 'VIP', 'points', 'points mall', 'lobby', 'slots',
  'live casino', 'sports', 'e-sports', 'fish', 'cockfight', 'lottery', 'login', 'register', 'password',
  'payment password', 'verification code', 'captcha', 'trial play', 'help centre', 'feedback', 'download',
]; // prettier-ignore

const dir = (locale: string) => path.join('src/locales', locale);
const readGlossary = (locale: string): Glossary =>
  JSON.parse(readFileSync(path.join(dir(locale), 'glossary.json'), 'utf8')) as Glossary;

describe('copiedTranslations', () => {
  const po = `msgid ""\nmsgstr ""\n\nmsgid "Deposit"\nmsgstr "Deposit"\n\nmsgid "Home"\nmsgstr "Bahay"\n\nmsgid "{0} · {1}"\nmsgstr "{0} · {1}"\n\nmsgid "Say \\"hi\\""\nmsgstr "Say \\"hi\\""\n`;
  it('lists copies of the English source, not loanwords nor messages without words', () => {
    expect(copiedTranslations(po, [])).toEqual(['Deposit', 'Say "hi"']);
    expect(copiedTranslations(po, ['Deposit', 'Say "hi"'])).toEqual([]);
  });
  it('sees words inside plural bodies but not in placeholders or tags', () => {
    expect(hasWords('{0} · {name}')).toBe(false);
    expect(hasWords('<0>{count}</0>')).toBe(false);
    expect(hasWords('{0, plural, one {# day} other {# days}}')).toBe(true);
  });
});

describe.each(LOCALES.filter((l) => l.locale !== 'en').map((l) => [l.locale]))('catalog %s', (locale) => {
  const po = readFileSync(path.join(dir(locale), 'messages.po'), 'utf8');
  // A catalog still waiting for its translation (all empty) is `npm run i18n`'s to report.
  const translated = poEntries(po).some((entry) => entry.translation.trim() !== '');

  it.runIf(translated)('has a glossary with every required term translated', () => {
    expect(existsSync(path.join(dir(locale), 'glossary.json'))).toBe(true);
    const glossary = readGlossary(locale);
    expect(Array.isArray(glossary.loanwords)).toBe(true);
    const missing = REQUIRED_TERMS.filter((term) => {
      const value = glossary.terms[term];
      return value === undefined || !termTranslation(value).trim();
    });
    expect(missing).toEqual([]);
  });

  it('copies no English message that is not a recorded loanword', () => {
    const loanwords = existsSync(path.join(dir(locale), 'glossary.json')) ? readGlossary(locale).loanwords : [];
    expect(copiedTranslations(po, loanwords)).toEqual([]);
  });
});
