import { beforeEach, describe, expect, it, vi } from 'vitest';

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
import {
  changePassword,
  checkAffiliateCode,
  register,
  requestPasswordByEmail,
  resetPasswordByPhone,
} from './member-requests';

vi.mock('./member-requests', () => ({
  changePassword: vi.fn(),
  checkAffiliateCode: vi.fn(),
  register: vi.fn(),
  requestPasswordByEmail: vi.fn(),
  resetPasswordByPhone: vi.fn(),
}));

const session = { token: 't1', userName: 'kid01' } as Session;
const body = { username: 'kid01', password: 'Secret123', confirmPassword: 'Secret123' };

beforeEach(() => vi.resetAllMocks());

describe('member mutations', () => {
  it('registering invalidates member data', async () => {
    const { client, invalidated } = recordingClient();
    vi.mocked(register).mockResolvedValue(session);
    renderHook(useRegister, client).mutate({ body, mode: 'username' });
    await settled(client);
    expect(register).toHaveBeenCalledWith(body, 'username');
    expect(invalidated).toEqual([memberQueries.all()]);
  });

  it('a refused invitation code stops before registering and names itself', async () => {
    const { client, invalidated } = recordingClient();
    const refusal = new ApiError('business', 'invitation_code_error', 200, null);
    vi.mocked(checkAffiliateCode).mockRejectedValue(refusal);
    renderHook(useRegister, client).mutate({ body, mode: 'username', affiliateCode: 'BAD' });
    await settled(client);
    expect(register).not.toHaveBeenCalled();
    const error = client.getMutationCache().getAll()[0]?.state.error;
    expect(error).toBeInstanceOf(AffiliateCodeRefusal);
    expect((error as AffiliateCodeRefusal).refusal).toBe(refusal);
    expect(invalidated).toEqual([]);
  });

  it('changing the password and resetting by phone invalidate member data; the e-mail reset changes nothing cached', async () => {
    const { client, invalidated } = recordingClient();
    vi.mocked(changePassword).mockResolvedValue(null);
    vi.mocked(resetPasswordByPhone).mockResolvedValue(session);
    vi.mocked(requestPasswordByEmail).mockResolvedValue(null);
    renderHook(useChangePassword, client).mutate({ oldPassword: 'a', newPassword: 'b', confirmNewPassword: 'b' });
    renderHook(useResetPasswordByPhone, client).mutate({
      countryDialingCode: '63',
      mobileNum: '9171234567',
      verificationCode: '1234',
      newPassword: 'b',
    });
    renderHook(useRequestPasswordByEmail, client).mutate({ username: 'kid01', email: 'a@b.c' });
    await settled(client);
    expect(requestPasswordByEmail).toHaveBeenCalledWith('kid01', 'a@b.c');
    expect(invalidated).toEqual([memberQueries.all(), memberQueries.all()]);
  });
});
