import { setupI18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';

import { ApiError, OfflineMoneyRefusal } from './api-error';
import { apiErrorMessage, errorText } from './api-error-messages';

const i18n = setupI18n({ locale: 'en', messages: { en: {} } });

describe('apiErrorMessage', () => {
  it('names an agent-only account refused on the member site (spec §6) in our own words', () => {
    const error = new ApiError('business', 'login.non.member', 200, 'server text');
    expect(apiErrorMessage(error, i18n)).toMatch(/^Non-member account unable to log in/);
  });
  it('says "busy, try again shortly" for a 429, whatever its body', () => {
    const busy = 'The site is busy right now. Please try again shortly.';
    expect(apiErrorMessage(new ApiError('http', null, 429, null), i18n)).toBe(busy);
    expect(apiErrorMessage(new ApiError('business', 'some.new.code', 429, 'server text'), i18n)).toBe(busy);
  });
  it('names the time a growing authenticator lock ends, with the date when it is not today', () => {
    const until = Date.now() + 60_000;
    const today = new ApiError('business', 'authenticator.locked', 200, 'server text', false, { lockedUntil: until });
    const time = new Intl.DateTimeFormat('en', { timeStyle: 'short' }).format(until);
    const sameDay = new Date(until).toDateString() === new Date().toDateString();
    if (sameDay)
      expect(apiErrorMessage(today, i18n)).toBe(`Too many wrong authenticator codes. You can try again at ${time}.`);
    const tomorrow = Date.now() + 25 * 3_600_000;
    const later = new ApiError('business', 'authenticator.locked', 200, 'server text', false, {
      lockedUntil: tomorrow,
    });
    const when = new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeStyle: 'short' }).format(tomorrow);
    expect(apiErrorMessage(later, i18n)).toBe(`Too many wrong authenticator codes. You can try again at ${when}.`);
    // An older platform without the time: the general words.
    expect(apiErrorMessage(new ApiError('business', 'authenticator.locked', 200, 'server text'), i18n)).toBe(
      'Too many wrong authenticator codes. Please try again later.',
    );
  });
  it("falls back to the platform's text for codes it does not know", () => {
    expect(apiErrorMessage(new ApiError('business', 'some.new.code', 200, 'server text'), i18n)).toBe('server text');
    expect(apiErrorMessage(new ApiError('business', '#901', 200, '#901 Try the next draw'), i18n)).toBe(
      'Try the next draw',
    );
  });
  it('never shows a raw code: an unknown code without a readable message gets the generic words (issue #27)', () => {
    const generic = 'Something went wrong. Please try again later.';
    for (const message of [null, '', '  ', 'some.new.code', 'ERR_NEW_THING', '#1234', 'x.y']) {
      expect(apiErrorMessage(new ApiError('business', 'some.new.code', 200, message), i18n), String(message)).toBe(
        generic,
      );
    }
    expect(apiErrorMessage(new ApiError('business', 'NEWCODE', 200, 'NEWCODE'), i18n)).toBe(generic);
  });
});

describe('errorText', () => {
  it('gives the platform message for an ApiError', () => {
    expect(errorText(new ApiError('business', 'login.cred.err', 200, 'server text'), i18n)).toBe(
      'Wrong username or password.',
    );
    expect(errorText(new ApiError('offline', null, 0, null, true), i18n)).toBe(
      'You are offline. Check your connection and try again.',
    );
  });
  it('names the offline refusal of a money action', () => {
    expect(errorText(new OfflineMoneyRefusal(), i18n)).toBe(
      'You are offline. Money actions need a connection and are never sent later.',
    );
  });
  it('falls back to the one generic message for anything else', () => {
    expect(errorText(new TypeError('boom'), i18n)).toBe('Something went wrong. Please try again later.');
    expect(errorText('string', i18n)).toBe('Something went wrong. Please try again later.');
  });
});
