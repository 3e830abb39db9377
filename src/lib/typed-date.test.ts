import { describe, expect, it } from 'vitest';

import { birthdayProblem, completedYears } from '#contract/age-rule.ts';

import { datePattern, formatTypedDate, parseTypedDate } from './typed-date';

describe('typed dates', () => {
  it('uses month-day-year in English and Tagalog, day-month-year where players write the day first, else year-month-day', () => {
    expect(['en', 'tl'].map(datePattern)).toEqual(['MM-dd-yyyy', 'MM-dd-yyyy']);
    expect(['zh-CN', 'zh-TW', 'ja', 'th', 'ko', 'si', 'ne', 'fa'].map(datePattern)).toEqual(
      Array(8).fill('yyyy-MM-dd'),
    );
    expect(['vi', 'hi', 'pt-BR', 'de', 'ar', 'ur-Latn'].map(datePattern)).toEqual(Array(6).fill('dd-MM-yyyy'));
  });
  it('reads and shows day-month-year in day-first languages', () => {
    expect(parseTypedDate('15.06.2005', 'de')).toBe('2005-06-15');
    expect(parseTypedDate('06-15-2005', 'fr')).toBeNull();
    expect(formatTypedDate('2005-06-15', 'vi')).toBe('15-06-2005');
  });
  it('shows a picked day in the language pattern', () => {
    expect(formatTypedDate('2005-06-15', 'tl')).toBe('06-15-2005');
    expect(formatTypedDate('2005-06-15', 'ko')).toBe('2005-06-15');
  });
  it('reads ISO always and the language pattern when it is month-first; no impossible days', () => {
    expect(parseTypedDate('2005-06-15', 'ja')).toBe('2005-06-15');
    expect(parseTypedDate('06-15-2005', 'en')).toBe('2005-06-15');
    expect(parseTypedDate('6/5/2005', 'tl')).toBe('2005-06-05');
    expect(parseTypedDate('06-15-2005', 'ja')).toBeNull();
    expect(parseTypedDate('02-30-2005', 'en')).toBeNull();
    expect(parseTypedDate('2005-13-01', 'en')).toBeNull();
  });
  it('counts completed years, 29 February turning older on 1 March', () => {
    expect(completedYears([2008, 6, 15], [2026, 6, 15])).toBe(18);
    expect(completedYears([2008, 6, 16], [2026, 6, 15])).toBe(17);
    expect(completedYears([2004, 2, 29], [2025, 2, 28])).toBe(20);
    expect(completedYears([2004, 2, 29], [2025, 3, 1])).toBe(21);
  });
  it('checks a birthday against the minimum age', () => {
    expect(birthdayProblem('2008-06-15', '2026-06-15', 18)).toBeNull();
    expect(birthdayProblem('2008-06-16', '2026-06-15', 18)).toBe('too-young');
    expect(birthdayProblem('2008-06-15', '2026-06-15', 21)).toBe('too-young');
    expect(birthdayProblem('2027-01-01', '2026-06-15', 18)).toBe('future');
    expect(birthdayProblem('1890-01-01', '2026-06-15', 18)).toBe('invalid');
    expect(birthdayProblem('15-06-2008', '2026-06-15', 18)).toBe('invalid');
  });
});
