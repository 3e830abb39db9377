import { describe, expect, it } from 'vitest';

import { ApiError, isFeatureAbsent } from '@/api/api-error';

import { isAbsent } from './feature-absence';

describe('feature absence', () => {
  it('is 404/405, function.not.available or a body that does not parse', () => {
    expect(isFeatureAbsent(new ApiError('http', null, 404, null))).toBe(true);
    expect(isFeatureAbsent(new ApiError('http', null, 405, null))).toBe(true);
    expect(isFeatureAbsent(new ApiError('business', 'function.not.available', 200, null))).toBe(true);
    expect(isFeatureAbsent(new ApiError('contract', null, 200, 'bad'))).toBe(true);
  });

  it('is not maintenance, a server error, a timeout or being offline', () => {
    expect(isFeatureAbsent(new ApiError('business', '#543', 200, null))).toBe(false);
    expect(isFeatureAbsent(new ApiError('http', null, 500, null))).toBe(false);
    expect(isFeatureAbsent(new ApiError('timeout', null, 0, null))).toBe(false);
    expect(isFeatureAbsent(new ApiError('offline', null, 0, null, true))).toBe(false);
    expect(isFeatureAbsent(new Error('x'))).toBe(false);
  });

  it('keeps data already shown', () => {
    const absent = new ApiError('http', null, 404, null);
    expect(isAbsent({ data: undefined, error: absent })).toBe(true);
    expect(isAbsent({ data: { list: [] }, error: absent })).toBe(false);
  });
});
