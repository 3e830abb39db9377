// The typed code of a failure: every listed code is known, anything else is null (never a wrong type).
import { describe, expect, it } from 'vitest';

import { ERROR_CODES } from '#contract/error-codes.ts';

import { ApiError } from './api-error';
import { errorCodeOf, isErrorCode } from './error-code';

const refusal = (code: string | null) => new ApiError('business', code, 200, null);

describe('errorCodeOf', () => {
  it('knows every code of the list', () => {
    const unknown = Object.keys(ERROR_CODES).filter((code) => !isErrorCode(code));
    expect(unknown).toEqual([]);
    expect(errorCodeOf(refusal('exists.username.err'))).toBe('exists.username.err');
  });

  it("gives null for an operator's own code, a prototype key, no code and other errors, keeping the raw code", () => {
    const own = refusal('operator.own.code');
    expect(errorCodeOf(own)).toBeNull();
    expect(own.rawCode).toBe('operator.own.code');
    expect(errorCodeOf(refusal('constructor'))).toBeNull();
    expect(errorCodeOf(refusal(null))).toBeNull();
    expect(errorCodeOf(new Error('exists.username.err'))).toBeNull();
  });
});
