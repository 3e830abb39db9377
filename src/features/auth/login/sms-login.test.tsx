// @vitest-environment happy-dom
// The SMS login on the form layer: the platform's digit count under the number when it is left,
// the send button checking the number first, the first field in trouble focused on submit, and a
// refused code under the code field with what was typed kept.
import { QueryClient } from '@tanstack/react-query';
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { ApiError } from '@/api/api-error';
import { sessionQueries } from '@/api/member/member-queries';
import { systemQueries } from '@/api/system/system-queries';
import { draftState } from '@/stores/draft-store';
import { useFakeMutation, type FakeMutationControl } from '@/ui/test-support/fake-mutation';
import { renderRouted } from '@/ui/test-support/render-ui';

import { RULES } from '../register/register-test-data';
import { SmsLogin } from './sms-login';

const control = vi.hoisted((): FakeMutationControl<unknown> => ({ sent: [], answer: undefined, hold: false }));
vi.mock('@/api/session/session-mutations', () => ({ useLogin: () => useFakeMutation(control) }));
vi.mock('@/hooks/use-platform-data', () => ({ useWhitelabelFlags: () => ({}), useImageCdn: () => '' }));

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

afterEach(() => {
  cleanup();
  draftState.forms = {};
});

describe('SmsLogin', () => {
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
