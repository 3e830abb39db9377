// @vitest-environment happy-dom
// The SMS login on the form layer: the platform's digit count under the number when it is left,
// the send button checking the number first, the first field in trouble focused on submit, and a
// refused code under the code field with what was typed kept. Its code request carries the human
// check (spec §7): no code is asked for before the slider is placed, the request sends its proof
// beside the number, and each proof goes once.
import { QueryClient } from '@tanstack/react-query';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import type { Endpoint } from '#contract/endpoint.ts';
import { sessionEndpoints } from '#contract/endpoints/session-endpoints.ts';

import { ApiError } from '@/api/api-error';
import { sessionQueries } from '@/api/member/member-queries';
import { systemQueries } from '@/api/system/system-queries';
import { draftState } from '@/stores/draft-store';
import { useFakeMutation, type FakeMutationControl } from '@/ui/test-support/fake-mutation';
import { renderRouted, renderUi } from '@/ui/test-support/render-ui';

import { RULES } from '../register/register-test-data';
import { SmsLogin } from './sms-login';

const control = vi.hoisted((): FakeMutationControl<unknown> => ({ sent: [], answer: undefined, hold: false }));
const call = vi.hoisted(() => vi.fn());
const flags = vi.hoisted(() => ({ current: new Map<string, boolean>() }));
vi.mock('@/api/session/session-mutations', () => ({ useLogin: () => useFakeMutation(control) }));
vi.mock('@/api/api-client', () => ({ apiClient: () => ({ call }) }));
vi.mock('@/hooks/use-platform-data', () => ({
  useWhitelabelFlags: () => flags.current,
  useImageCdn: () => '',
}));
vi.mock('@/hooks/use-auth-modal', () => ({ useAuthModal: () => ({ open: vi.fn() }) }));
vi.mock('../use-finish-login', () => ({ useFinishLogin: () => vi.fn() }));

async function setup(answer: unknown) {
  Object.assign(control, { sent: [], answer, hold: false });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  client.setQueryData(systemQueries.registerRules().queryKey, RULES);
  client.setQueryData(sessionQueries.countries().queryKey, [
    { countryCode: 'PH', countryDialingCode: '+63', name: 'Philippines' },
  ]);
  const rendered = renderRouted(<SmsLogin />, '/?modal=login', client);
  await screen.findByLabelText('Mobile number');
  return rendered;
}

/** The platform's answers by row: the countries, numbered slider challenges (gap at 40), the code's expiry. */
function platform(
  sendAnswer: () => Promise<unknown> = () => Promise.resolve({ expiredMinutes: 5, expirationTime: 0 }),
) {
  let challenges = 0;
  call.mockImplementation((row: Endpoint) => {
    if (row === sessionEndpoints.countries)
      return Promise.resolve([{ countryCode: 'PH', countryDialingCode: '63', name: 'Philippines' }]);
    if (row === sessionEndpoints.slider)
      return Promise.resolve({ challengeId: `c${++challenges}`, target: 40, expiresInSeconds: 120 });
    if (row === sessionEndpoints.smsNoLogin) return sendAnswer();
    return Promise.reject(new Error(`unexpected ${row.path}`));
  });
}

const sends = () => call.mock.calls.filter(([row]) => row === sessionEndpoints.smsNoLogin);

/** Drags the slider to `position` and lets go, as a player does. */
async function slide(position: number) {
  const slider = await screen.findByRole('slider');
  await waitFor(() => expect(slider).toHaveProperty('disabled', false));
  fireEvent.pointerDown(slider);
  fireEvent.change(slider, { target: { value: String(position) } });
  fireEvent.pointerUp(slider);
}

async function typeNumber(user: ReturnType<typeof renderUi>['user']) {
  await user.type(screen.getByLabelText('Mobile number'), '9171234567');
  // The dialling code arrives with the country list.
  await waitFor(() => expect(screen.getByRole('button', { name: 'Send code' })).toHaveProperty('disabled', false));
}

afterEach(() => {
  cleanup();
  draftState.forms = {};
});

describe('SmsLogin', () => {
  beforeEach(() => {
    call.mockReset();
    flags.current = new Map();
  });

  it("says the platform's digit count under the number once it is left, and sends no code for a bad one", async () => {
    const { user } = await setup({});
    await user.type(screen.getByLabelText('Mobile number'), '91712345');
    await user.click(screen.getByLabelText('Verification code'));
    expect(screen.getByRole('alert').textContent).toBe('Numbers only. 10–11 characters.');
    await user.type(screen.getByLabelText('Mobile number'), '67');
    expect(screen.queryByRole('alert')).toBeNull();
    await user.clear(screen.getByLabelText('Mobile number'));
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    expect(screen.getByRole('alert').textContent).toBe('Enter your mobile number.');
    expect(screen.getByRole('button', { name: 'Send code' }).textContent).toBe('Send code');
  });

  it('focuses the first field in trouble on submit and sends nothing', async () => {
    const { user } = await setup({});
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(screen.getByText('Enter your mobile number.')).toBeTruthy();
    expect(screen.getByText('Enter the verification code.')).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByLabelText('Mobile number'));
    await user.type(screen.getByLabelText('Mobile number'), '9171234567');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(document.activeElement).toBe(screen.getByLabelText('Verification code'));
    expect(control.sent).toEqual([]);
  });

  it('puts a refused code under the code field, focused, and keeps what was typed', async () => {
    const { user } = await setup(new ApiError('business', 'verification.code.invalid', 200, null));
    await user.type(screen.getByLabelText('Mobile number'), '0917 123 4567');
    await user.type(screen.getByLabelText('Verification code'), '123456');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    const refusal = await screen.findByText('The verification code is incorrect.');
    expect(refusal.getAttribute('role')).toBe('alert');
    expect(document.activeElement).toBe(screen.getByLabelText('Verification code'));
    expect(control.sent).toMatchObject([
      { body: { type: 'sms', countryDialingCode: '+63', mobileNum: '09171234567', verificationCode: '123456' } },
    ]);
    // Leaving the field keeps the refusal; the values stay typed.
    await user.click(screen.getByLabelText('Mobile number'));
    expect(screen.getByText('The verification code is incorrect.')).toBeTruthy();
    expect(screen.getByLabelText('Mobile number')).toHaveProperty('value', '0917 123 4567');
    expect(screen.getByLabelText('Verification code')).toHaveProperty('value', '123456');
  });
});

describe('SmsLogin: the human check before a code is sent', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    call.mockReset();
    flags.current = new Map([['SLIDER3', true]]);
  });
  afterEach(() => vi.useRealTimers());

  it('asks for no code before the slider is placed, then sends its proof with the number, once', async () => {
    platform();
    const { user } = renderUi(<SmsLogin />);
    await typeNumber(user);
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    expect(screen.getByText('Slide the handle to the gap first.')).toBeTruthy();
    expect(sends()).toEqual([]);

    await slide(40);
    await waitFor(() => expect(screen.queryByText('Slide the handle to the gap first.')).toBeNull());
    // The refused press sent nothing, so it does not count against the one send a second (spec §5):
    // a quick press right after the slide sends.
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    await waitFor(() => expect(sends().length).toBe(1));
    expect(sends()[0]?.[1]).toEqual({
      body: {
        countryDialingCode: '63',
        mobileNum: '9171234567',
        purpose: 'login',
        slider: { challengeId: 'c1', position: 40, durationMs: expect.any(Number) as unknown },
        geetestValidateV4: undefined,
      },
    });
    // The proof is spent: the slider asks a new challenge and starts from zero.
    await waitFor(() => expect(call.mock.calls.filter(([row]) => row === sessionEndpoints.slider).length).toBe(2));
    expect(screen.getByRole('slider')).toHaveProperty('value', '0');
  });

  it("puts the platform's slider refusal under the slider", async () => {
    platform(() => Promise.reject(new ApiError('business', 'slider.invalid', 200, null)));
    const { user } = renderUi(<SmsLogin />);
    await typeNumber(user);
    await slide(12);
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    const message = 'The slider check failed. Slide the handle to the gap again.';
    // In the warning dialog (spec §8) and under the slider, where it stays once the dialog is closed.
    await waitFor(() => expect(screen.getAllByText(message).length).toBe(2));
    expect(document.querySelector('.slider-check .field__error')?.textContent).toBe(message);
  });

  it('sends the number alone where the platform turns no human check on', async () => {
    flags.current = new Map();
    platform();
    const { user } = renderUi(<SmsLogin />);
    await typeNumber(user);
    expect(screen.queryByRole('slider')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    await waitFor(() => expect(sends().length).toBe(1));
    expect(sends()[0]?.[1]).toEqual({
      body: { countryDialingCode: '63', mobileNum: '9171234567', purpose: 'login' },
    });
  });
});
