import { setupI18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';

import { ApiError } from '@/api/api-error';

import { affiliateFailure } from './affiliate-failure';

const i18n = setupI18n({ locale: 'en', messages: { en: {} } });
const refusal = (code: string, status = 200) => new ApiError('business', code, status, null);

describe('affiliateFailure', () => {
  it('any refusal is an invalid invitation code; faults go to the form', () => {
    expect(affiliateFailure(refusal('invitation_code_error'), i18n)).toEqual({
      affiliateCode: 'Invalid invitation code.',
    });
    expect(affiliateFailure(refusal('request.param.err', 400), i18n)).toEqual({
      affiliateCode: 'Invalid invitation code.',
    });
    expect(affiliateFailure(refusal('system.not.available', 503), i18n)).toHaveProperty('form');
    expect(affiliateFailure(new ApiError('timeout', null, 0, null), i18n)).toHaveProperty('form');
  });
});
