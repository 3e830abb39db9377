/**
 * One list of error codes (`contract/error-codes.ts`): every code a player can meet has
 * our own translated message, and the reference platform answers no code outside the list. The
 * types hold both (`refuse(errorCode: ErrorCode, …)`, `satisfies Record<PlayerErrorCode, …>`);
 * this scan backs them up for strings the types cannot see (a cast, a plain `c.json`).
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

import { setupI18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';

import {
  ERROR_CODES,
  GAME_PAGE_ERROR_CODES,
  OPERATOR_ONLY_ERROR_CODES,
  PLATFORM_WORDED_ERROR_CODES,
} from '#contract/error-codes.ts';

import { ApiError } from './api-error';
import { apiErrorMessage } from './api-error-messages';

const SERVER = path.resolve(import.meta.dirname, '../../server/src');
const i18n = setupI18n({ locale: 'en', messages: { en: {} } });
const PLATFORM_TEXT = 'the platform’s own text';

const allCodes = Object.keys(ERROR_CODES);
const notForPlayers = new Set<string>([
  ...OPERATOR_ONLY_ERROR_CODES,
  ...GAME_PAGE_ERROR_CODES,
  ...PLATFORM_WORDED_ERROR_CODES,
]);
const playerCodes = allCodes.filter((code) => !notForPlayers.has(code));

function serverSources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return serverSources(full);
    return /\.ts$/.test(entry.name) && !/\.test\.ts$/.test(entry.name) ? [full] : [];
  });
}

/** Where a code is written: the first argument of refuse / new Refusal / fail / failResponse, or an `errorCode:` field. */
const CODE_SITE = /(?:\brefuse\(|\bnew Refusal\(|\bfail\(|\bfailResponse\(\s*\w+,\s*\d+,|\berrorCode:)\s*([^,)]*)/g;
/** The literals an argument can evaluate to: the whole of it, or a branch of a `?:` (not `x === 'email'`). */
const CODE_LITERAL = /(?:^|[?:])\s*(['"`])([^'"`$]+)\1/g;

/** `code → files` for every code literal in the server's source. */
function codesInServerSource(): Map<string, string[]> {
  const found = new Map<string, string[]>();
  for (const file of serverSources(SERVER)) {
    for (const site of readFileSync(file, 'utf8').matchAll(CODE_SITE)) {
      for (const literal of (site[1] ?? '').matchAll(CODE_LITERAL)) {
        const code = literal[2] ?? '';
        found.set(code, [...(found.get(code) ?? []), path.relative(SERVER, file)]);
      }
    }
  }
  return found;
}

describe('the error code list', () => {
  it('gives every code a player can meet our own message, never the platform text', () => {
    expect(playerCodes.length).toBeGreaterThan(140);
    const withoutMessage = playerCodes.filter(
      (code) => apiErrorMessage(new ApiError('business', code, 200, PLATFORM_TEXT), i18n) === PLATFORM_TEXT,
    );
    expect(withoutMessage).toEqual([]);
  });

  it("keeps the platform's own text for codes of unknown meaning and for codes not in the list", () => {
    for (const code of [...PLATFORM_WORDED_ERROR_CODES, 'some.operator.code']) {
      expect(apiErrorMessage(new ApiError('business', code, 200, PLATFORM_TEXT), i18n)).toBe(PLATFORM_TEXT);
    }
    // A code that happens to be an Object.prototype key is not a known code either.
    expect(apiErrorMessage(new ApiError('business', 'constructor', 200, PLATFORM_TEXT), i18n)).toBe(PLATFORM_TEXT);
  });

  it('has every game-page code translated by the game pages that receive it', () => {
    const pages = ['games/game-common.js', 'lottery-page/play.js'].map((file) =>
      readFileSync(path.join(SERVER, file), 'utf8'),
    );
    const untranslated = GAME_PAGE_ERROR_CODES.filter((code) => !pages.some((page) => page.includes(`'${code}':`)));
    expect(untranslated).toEqual([]);
  });

  it('holds every code the reference platform writes in its source', () => {
    const found = codesInServerSource();
    // The scan really reads the refusals (a broken pattern would pass vacuously).
    expect(found.size).toBeGreaterThan(90);
    expect(found.get('login.cred.err')).toEqual(['domain/accounts/login.ts']);
    const unknown = [...found].filter(([code]) => !Object.hasOwn(ERROR_CODES, code));
    expect(unknown).toEqual([]);
  });
});
