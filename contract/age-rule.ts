/**
 * The age rule (spec §5 "configurable age", 21 in a birthday note): the operator's minimum age,
 * 18 unless set, checked on a given birthday by the client and again by the platform. Shared so
 * both count a birthday the same way.
 */
import * as v from 'valibot';

import { DEFAULT_MINIMUM_AGE } from './minimum-age.ts';

export { DEFAULT_MINIMUM_AGE };

/** What an operator may set: a whole number of years, 18 to 99 (no platform allows under 18). */
export const MinimumAgeSchema = v.pipe(v.number(), v.integer(), v.minValue(18), v.maxValue(99));

const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** The [year, month, day] of a real ISO calendar day (no 31 February), or null. */
export function isoDayParts(text: string): [number, number, number] | null {
  const match = ISO_DAY.exec(text.trim());
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  return [year, month, day];
}

/**
 * Completed years from `birth` to `today` (both ISO days). Someone born on 29 February turns a
 * year older on 1 March in common years, as most laws count it.
 */
export function completedYears(
  birth: readonly [number, number, number],
  today: readonly [number, number, number],
): number {
  const [by, bm, bd] = birth;
  const [ty, tm, td] = today;
  const hadBirthday = tm > bm || (tm === bm && td >= bd);
  return ty - by - (hadBirthday ? 0 : 1);
}

export type BirthdayProblem = 'invalid' | 'future' | 'too-young';

/** Checks an ISO birthday against the minimum age on `today` (an ISO day); null when fine. */
export function birthdayProblem(birthday: string, today: string, minimumAge: number): BirthdayProblem | null {
  const birth = isoDayParts(birthday);
  const now = isoDayParts(today);
  if (!birth || !now || birth[0] < 1900) return 'invalid';
  if (birthday.trim() > today) return 'future';
  return completedYears(birth, now) >= minimumAge ? null : 'too-young';
}
