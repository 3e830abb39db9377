import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { memberEndpoints } from '#contract/endpoints/member-endpoints.ts';
import type { Session } from '#contract/session-schemas.ts';

import { ApiError } from '@/api/api-error';
import { recordingClient, renderHook, settled } from '@/api/test-support/render-hook';

import {
  AffiliateCodeRefusal,
  useChangePassword,
  useRegister,
  useRequestPasswordByEmail,
  useResetPasswordByPhone,
} from './member-mutations';
import { memberQueries } from './member-queries';

// The mutations call their rows on the app's client: the fake records each call.
const call = vi.hoisted(() => vi.fn());
vi.mock('@/api/api-client', () => ({ apiClient: () => ({ call }) }));

const session = { token: 't1', userName: 'kid01' } as Session;
const body = { username: 'kid01', password: 'Secret123', confirmPassword: 'Secret123' };

beforeEach(() => vi.resetAllMocks());
afterEach(() => vi.unstubAllGlobals());

describe('member mutations', () => {
  it('registering invalidates member data', async () => {
    const { client, invalidated } = recordingClient();
    call.mockResolvedValue(session);
    renderHook(useRegister, client).mutate({ body, mode: 'username' });
    await settled(client);
    expect(call).toHaveBeenCalledWith(memberEndpoints.register, {
      body: { ...body, login: true },
      headers: { ModuleId: 'REG3', Device: 'PWA' },
    });
    expect(invalidated).toEqual([memberQueries.all()]);
  });

  it('a refused invitation code stops before registering and names itself', async () => {
    const { client, invalidated } = recordingClient();
    const refusal = new ApiError('business', 'invitation_code_error', 200, null);
    vi.stubGlobal('window', { location: { host: 'tala.test' } });
    call.mockRejectedValue(refusal);
    renderHook(useRegister, client).mutate({ body, mode: 'username', affiliateCode: 'BAD' });
    await settled(client);
    expect(call.mock.calls).toEqual([
      [memberEndpoints.checkAffiliate, { query: { code: 'BAD', domain: 'tala.test' } }],
    ]);
    const error = client.getMutationCache().getAll()[0]?.state.error;
    expect(error).toBeInstanceOf(AffiliateCodeRefusal);
    expect((error as AffiliateCodeRefusal).refusal).toBe(refusal);
    expect(invalidated).toEqual([]);
  });

  it('changing the password and resetting by phone invalidate member data; the e-mail reset changes nothing cached', async () => {
    const { client, invalidated } = recordingClient();
    call.mockImplementation((row) => Promise.resolve(row === memberEndpoints.resetByPhone ? session : null));
    renderHook(useChangePassword, client).mutate({ oldPassword: 'a', newPassword: 'b', confirmNewPassword: 'b' });
    const slider = { challengeId: 'c1', position: 40, durationMs: 600 };
    renderHook(useResetPasswordByPhone, client).mutate({
      body: { countryDialingCode: '63', mobileNum: '9171234567', verificationCode: '1234', newPassword: 'b' },
      human: () => Promise.resolve({ slider }),
    });
    renderHook(useRequestPasswordByEmail, client).mutate({ username: 'kid01', email: 'a@b.c' });
    await settled(client);
    // The reset carries the human check's fields beside the spec's (spec §7).
    expect(call).toHaveBeenCalledWith(memberEndpoints.resetByPhone, {
      body: { countryDialingCode: '63', mobileNum: '9171234567', verificationCode: '1234', newPassword: 'b', slider },
    });
    expect(call).toHaveBeenCalledWith(memberEndpoints.passwordByEmail, { body: { username: 'kid01', email: 'a@b.c' } });
    expect(invalidated).toEqual([memberQueries.all(), memberQueries.all()]);
  });
});
