import { beforeEach, describe, expect, it, vi } from 'vitest';

import type { Session } from '#contract/session-schemas.ts';

import { ApiError } from '@/api/api-error';
import { memberQueries } from '@/api/member/member-queries';
import { recordingClient, renderHook, settled } from '@/api/test-support/render-hook';

import { useFreePlay, useLogin, useLoginVerification } from './session-mutations';
import { freePlay, login, loginVerification } from './session-requests';

vi.mock('./session-requests', () => ({ login: vi.fn(), loginVerification: vi.fn(), freePlay: vi.fn() }));

const session = { token: 't1', userName: 'demo01' } as Session;

beforeEach(() => vi.resetAllMocks());

describe('session mutations', () => {
  it('a login invalidates member data; a refused one does not', async () => {
    const { client, invalidated } = recordingClient();
    vi.mocked(login)
      .mockRejectedValueOnce(new ApiError('business', 'login.cred.err', 200, null))
      .mockResolvedValue(session);
    const mutation = renderHook(useLogin, client);
    mutation.mutate({ body: { type: 'username', username: 'demo01', password: 'x' } });
    await settled(client);
    expect(invalidated).toEqual([]);
    mutation.mutate({ body: { type: 'username', username: 'demo01', password: 'y' } });
    await settled(client);
    expect(invalidated).toEqual([memberQueries.all()]);
  });

  it('solves the human check inside the mutation and sends its answer', async () => {
    const { client } = recordingClient();
    vi.mocked(login).mockResolvedValue(session);
    const answer = { captcha_id: 'c', lot_number: 'l', pass_token: 'p', gen_time: '1', captcha_output: 'o' };
    renderHook(useLogin, client).mutate({
      body: { type: 'username', username: 'demo01', password: 'x' },
      human: () => Promise.resolve(answer),
    });
    await settled(client);
    expect(login).toHaveBeenCalledWith(expect.objectContaining({ username: 'demo01', geetestValidateV4: answer }));
  });

  it('verification and free play invalidate member data too', async () => {
    const { client, invalidated } = recordingClient();
    vi.mocked(loginVerification).mockResolvedValue(session);
    vi.mocked(freePlay).mockResolvedValue(session);
    renderHook(useLoginVerification, client).mutate({ verificationId: 'v', method: 'email', email: 'a@b.c' });
    renderHook(useFreePlay, client).mutate();
    await settled(client);
    expect(invalidated).toEqual([memberQueries.all(), memberQueries.all()]);
  });
});
