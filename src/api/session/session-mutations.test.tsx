import { beforeEach, describe, expect, it, vi } from 'vitest';

import { sessionEndpoints } from '#contract/endpoints/session-endpoints.ts';
import type { Session } from '#contract/session-schemas.ts';

import { ApiError } from '@/api/api-error';
import { memberQueries } from '@/api/member/member-queries';
import { recordingClient, renderHook, settled } from '@/api/test-support/render-hook';

import { useFreePlay, useLogin, useLoginVerification } from './session-mutations';
import { freePlay } from './session-requests';

// Login and verification call their rows on the app's client: the fake records each call. Free
// play seals a key first, so it stays a request function.
const call = vi.hoisted(() => vi.fn());
vi.mock('@/api/api-client', () => ({ apiClient: () => ({ call }) }));
vi.mock('./session-requests', () => ({ freePlay: vi.fn() }));

const session = { token: 't1', userName: 'demo01' } as Session;

beforeEach(() => vi.resetAllMocks());

describe('session mutations', () => {
  it('a login invalidates member data; a refused one does not', async () => {
    const { client, invalidated } = recordingClient();
    call.mockRejectedValueOnce(new ApiError('business', 'login.cred.err', 200, null)).mockResolvedValue(session);
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
    call.mockResolvedValue(session);
    const answer = { captcha_id: 'c', lot_number: 'l', pass_token: 'p', gen_time: '1', captcha_output: 'o' };
    renderHook(useLogin, client).mutate({
      body: { type: 'username', username: 'demo01', password: 'x' },
      human: () => Promise.resolve(answer),
    });
    await settled(client);
    expect(call).toHaveBeenCalledWith(sessionEndpoints.login, {
      body: expect.objectContaining({ username: 'demo01', geetestValidateV4: answer }) as unknown,
      headers: { Device: 'PWA' },
    });
  });

  it('verification and free play invalidate member data too', async () => {
    const { client, invalidated } = recordingClient();
    call.mockResolvedValue(session);
    vi.mocked(freePlay).mockResolvedValue(session);
    renderHook(useLoginVerification, client).mutate({ verificationId: 'v', method: 'email', email: 'a@b.c' });
    renderHook(useFreePlay, client).mutate();
    await settled(client);
    expect(invalidated).toEqual([memberQueries.all(), memberQueries.all()]);
  });
});
