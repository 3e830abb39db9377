import { setupI18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { ApiError } from './api-error';
import { apiErrorMessage } from './api-error-messages';

const i18n = setupI18n({ locale: 'en', messages: { en: {} } });

describe('apiErrorMessage', () => {
  it('names an agent-only account refused on the member site (spec §6) in our own words', () => {
    const error = new ApiError('business', 'login.non.member', 200, 'server text');
    expect(apiErrorMessage(error, i18n)).toMatch(/^Non-member account unable to log in/);
  });
  it('falls back to the platform\'s text for codes it does not know', () => {
    expect(apiErrorMessage(new ApiError('business', 'some.new.code', 200, 'server text'), i18n)).toBe('server text');
  });
});
