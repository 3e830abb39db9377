// @vitest-environment happy-dom
// The reset by phone asks the human check twice (spec §7): with the code request and with the
// reset itself, each with a challenge of its own (a proof goes once); a GeeTest round left open
// says which of the two it was for.
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import type { Endpoint } from '#contract/endpoint.ts';
import { memberEndpoints } from '#contract/endpoints/member-endpoints.ts';
import { sessionEndpoints } from '#contract/endpoints/session-endpoints.ts';

import { draftState } from '@/stores/draft-store';
import { renderUi } from '@/ui/test-support/render-ui';

import { GeetestError } from '../geetest';
import { ForgotByPhone } from './forgot-by-phone';

const call = vi.hoisted(() => vi.fn());
vi.mock('@/api/api-client', () => ({ apiClient: () => ({ call }) }));
const flags = vi.hoisted(() => new Map<string, boolean>());
vi.mock('@/hooks/use-platform-data', () => ({ useWhitelabelFlags: () => flags, useImageCdn: () => '' }));
const solveGeetest = vi.hoisted(() => vi.fn());
vi.mock('../geetest', async (importOriginal) => ({ ...(await importOriginal<object>()), solveGeetest }));
vi.mock('@/hooks/use-auth-modal', () => ({ useAuthModal: () => ({ open: vi.fn() }) }));
vi.mock('../register/use-finish-and-go-home', () => ({ useFinishAndGoHome: () => vi.fn() }));

const SLIDE_FIRST = 'Slide the handle to the gap first.';

/** Drags the slider to its gap (40) and lets go. */
async function slide() {
  const slider = await screen.findByRole('slider');
  await waitFor(() => expect(slider).toHaveProperty('disabled', false));
  fireEvent.pointerDown(slider);
  fireEvent.change(slider, { target: { value: '40' } });
  fireEvent.pointerUp(slider);
  await waitFor(() => expect(screen.queryByText(SLIDE_FIRST)).toBeNull());
}

const callsTo = (endpoint: Endpoint) => call.mock.calls.filter(([row]) => row === endpoint);

beforeEach(() => {
  flags.clear();
  flags.set('SLIDER3', true);
  solveGeetest.mockReset();
  let challenges = 0;
  call.mockReset().mockImplementation((row: Endpoint) => {
    if (row === sessionEndpoints.countries)
      return Promise.resolve([{ countryCode: 'PH', countryDialingCode: '63', name: 'Philippines' }]);
    if (row === sessionEndpoints.slider)
      return Promise.resolve({ challengeId: `c${++challenges}`, target: 40, expiresInSeconds: 120 });
    if (row === sessionEndpoints.smsNoLogin) return Promise.resolve({ expiredMinutes: 5, expirationTime: 0 });
    if (row === memberEndpoints.resetByPhone) return Promise.resolve({ token: 't', userName: 'demo01' });
    return Promise.reject(new Error(`not on this platform: ${row.path}`));
  });
});
afterEach(() => {
  cleanup();
  draftState.forms = {};
});

describe('ForgotByPhone', () => {
  it('sends the code request and the reset each with a proof of its own', async () => {
    const { user } = renderUi(<ForgotByPhone />);
    await user.type(screen.getByLabelText('Mobile number'), '9171234567');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Send code' })).toHaveProperty('disabled', false));
    await slide();
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    await waitFor(() => expect(callsTo(sessionEndpoints.smsNoLogin).length).toBe(1));
    expect(callsTo(sessionEndpoints.smsNoLogin)[0]?.[1]).toMatchObject({
      body: { countryDialingCode: '63', mobileNum: '9171234567', purpose: 'forgot', slider: { challengeId: 'c1' } },
    });

    await user.type(screen.getByLabelText('Verification code'), '123456');
    await user.type(screen.getByLabelText('New password'), 'Reset2024');
    await user.type(screen.getByLabelText('Confirm new password'), 'Reset2024');
    // The first proof went with the code: the reset needs the slider again.
    await user.click(screen.getByRole('button', { name: 'Reset password' }));
    expect(await screen.findByText(SLIDE_FIRST)).toBeTruthy();
    expect(callsTo(memberEndpoints.resetByPhone)).toEqual([]);
    await slide();
    await user.click(screen.getByRole('button', { name: 'Reset password' }));
    await waitFor(() => expect(callsTo(memberEndpoints.resetByPhone).length).toBe(1));
    expect(callsTo(memberEndpoints.resetByPhone)[0]?.[1]).toEqual({
      body: {
        countryDialingCode: '63',
        mobileNum: '9171234567',
        verificationCode: '123456',
        newPassword: 'Reset2024',
        slider: { challengeId: 'c2', position: 40, durationMs: expect.any(Number) as unknown },
        geetestValidateV4: undefined,
      },
    });
  });
  it('says a GeeTest round left open on the reset in words of its own, not those of the code request', async () => {
    flags.clear();
    flags.set('GEETEST3', true);
    solveGeetest.mockRejectedValue(new GeetestError('closed'));
    const { user } = renderUi(<ForgotByPhone />);
    await user.type(screen.getByLabelText('Mobile number'), '9171234567');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Send code' })).toHaveProperty('disabled', false));
    // The code request's round: its words, in the send button's warning.
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    expect((await screen.findByTestId('warning-message')).textContent).toBe('Complete the verification to get a code.');
    await user.click(screen.getByRole('button', { name: 'OK' }));

    await user.type(screen.getByLabelText('Verification code'), '123456');
    await user.type(screen.getByLabelText('New password'), 'Reset2024');
    await user.type(screen.getByLabelText('Confirm new password'), 'Reset2024');
    await user.click(screen.getByRole('button', { name: 'Reset password' }));
    expect(await screen.findByText('Complete the verification to reset your password.')).toBeTruthy();
    expect(screen.queryByText('Complete the verification to get a code.')).toBeNull();
    expect(solveGeetest).toHaveBeenLastCalledWith('login', 'EN');
    expect(callsTo(sessionEndpoints.smsNoLogin)).toEqual([]);
    expect(callsTo(memberEndpoints.resetByPhone)).toEqual([]);
  });
});
