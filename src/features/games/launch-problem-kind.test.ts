import { describe, expect, it } from 'vitest';

import { ApiError } from '@/api/api-error';
import { LaunchAddressRefused } from '@/api/games/launch-game';

import { problemKind } from './launch-problem-kind';

const refusal = (code: string) => ({ kind: 'error' as const, error: new ApiError('business', code, 200, null) });

describe('problemKind', () => {
  it('explains maintenance, the unfinished previous round and trial accounts apart', () => {
    expect(problemKind(refusal('game.maintenance'))).toBe('maintenance');
    expect(problemKind(refusal('#543'))).toBe('maintenance');
    expect(problemKind(refusal('#734'))).toBe('unfinished');
    expect(problemKind(refusal('game.previous.unfinished'))).toBe('unfinished');
    expect(problemKind(refusal('in_need_true_account'))).toBe('trial');
  });

  it('sends other refusals and failures through the general error mapping', () => {
    expect(problemKind(refusal('no.data'))).toBe('other');
    expect(problemKind({ kind: 'error', error: new ApiError('http', null, 500, null) })).toBe('other');
    expect(problemKind({ kind: 'error', error: new Error('boom') })).toBe('other');
  });

  it('treats a request that found the device offline like the offline state', () => {
    expect(problemKind({ kind: 'error', error: new ApiError('offline', null, 0, null, true) })).toBe('offline');
    expect(problemKind({ kind: 'error', error: new ApiError('offline', null, 0, null, false) })).toBe('other');
  });

  it('shows no problem while loading or framed, and names the other states', () => {
    expect(problemKind({ kind: 'loading' })).toBeNull();
    expect(problemKind({ kind: 'ready', url: 'https://x.example/' })).toBeNull();
    expect(problemKind({ kind: 'offline' })).toBe('offline');
    expect(problemKind({ kind: 'login' })).toBe('login');
    expect(problemKind({ kind: 'error', error: new LaunchAddressRefused() })).toBe('refused');
    expect(problemKind({ kind: 'no-target' })).toBe('no-target');
  });
});
