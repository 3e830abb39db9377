import { describe, expect, it } from 'vitest';

import { ApiError } from '@/api/api-error';

import { gateView, type GateInput } from './gate-view';

const base: GateInput = { hasStatus: false, waitedOut: false, gaveUp: false, fetchStatus: 'fetching', error: null };

describe('gateView', () => {
  it('shows the splash until the deadline, then "slow" while status is on its way, then "cannot reach"', () => {
    expect(gateView(base)).toBe('splash');
    expect(gateView({ ...base, waitedOut: true })).toBe('slow');
    expect(gateView({ ...base, waitedOut: true, gaveUp: true })).toBe('unreachable');
  });

  it('says "busy" for a 429 (or a too-many-requests code), never "cannot reach"', () => {
    const idle = { ...base, fetchStatus: 'idle' as const };
    expect(gateView({ ...idle, error: new ApiError('http', null, 429, null) })).toBe('busy');
    expect(gateView({ ...idle, error: new ApiError('business', 'TOO_MANY_REQUESTS', 200, null) })).toBe('busy');
    expect(gateView({ ...idle, error: new ApiError('http', null, 500, null) })).toBe('unreachable');
  });

  it('says "offline" when the device has no connection', () => {
    expect(gateView({ ...base, fetchStatus: 'idle', error: new ApiError('offline', null, 0, null, true) })).toBe(
      'offline',
    );
    expect(gateView({ ...base, fetchStatus: 'paused' })).toBe('offline');
  });

  it('lets the app through once status is known, whatever else', () => {
    expect(gateView({ ...base, hasStatus: true, waitedOut: true, error: new ApiError('http', null, 500, null) })).toBe(
      'app',
    );
  });
});
