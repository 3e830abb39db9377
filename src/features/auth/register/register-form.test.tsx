// @vitest-environment happy-dom
// Registration on the form layer, with the fields the platform's register rules show: a rule's
// message under its field once it is left, the first field in trouble focused on submit (the age
// tick too), the platform's refusal under its field with everything typed kept (a spent captcha
// emptied, its refusal still said), a refusal of a check not on screen (the slider) as the form's message,
// and a refused invitation code under its field and in the warning.
import { QueryClient } from '@tanstack/react-query';
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { ApiError } from '@/api/api-error';
import * as MemberMutations from '@/api/member/member-mutations';
import { sessionQueries } from '@/api/member/member-queries';
import { systemQueries } from '@/api/system/system-queries';
import { draftState } from '@/stores/draft-store';
import { useFakeMutation, type FakeMutationControl } from '@/ui/test-support/fake-mutation';
import { renderRouted } from '@/ui/test-support/render-ui';

import { RegisterForm } from './register-form';
import { RULES } from './register-test-data';

const control = vi.hoisted((): FakeMutationControl<unknown> => ({ sent: [], answer: undefined, hold: false }));
vi.mock('@/api/member/member-mutations', async (importOriginal) => ({
  ...(await importOriginal<typeof MemberMutations>()),
  useRegister: () => useFakeMutation(control),
}));
vi.mock('@/hooks/use-platform-data', async () => {
  const { flagsOf: flags } = await import('./register-test-data');
  const on = flags(['REGMOBVERF3']);
  return { useWhitelabelFlags: () => on, useMinimumAge: () => 18, useImageCdn: () => '' };
});
const captchas = vi.hoisted(() => ({ loaded: 0 }));
vi.mock('@/api/session/session-requests', () => ({
  fetchCaptcha: () => Promise.resolve(`data:image/png;base64,${++captchas.loaded}`),
}));

async function setup(answer: unknown) {
  Object.assign(control, { sent: [], answer, hold: false });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  client.setQueryData(systemQueries.registerRules().queryKey, RULES);
  client.setQueryData(sessionQueries.countries().queryKey, [
    { countryCode: 'PH', countryDialingCode: '+63', name: 'Philippines' },
  ]);
  const rendered = renderRouted(<RegisterForm />, '/?modal=register', client);
  await screen.findByLabelText('Username');
  return rendered;
}

const input = (label: string) => screen.getByLabelText(label);

/** Every field the rules require, rightly typed. */
async function fillRequired(user: Awaited<ReturnType<typeof setup>>['user']) {
  await user.type(input('Username'), 'player01');
  await user.type(input('Password'), 'abc123');
  await user.type(input('Confirm password'), 'abc123');
  await user.type(input('Mobile number'), '9171234567');
  await user.type(input('Verification code'), '123456');
  await user.type(input('Payee name'), 'Juan Cruz');
  await user.type(input('Captcha'), '1234');
}

afterEach(() => {
  cleanup();
  draftState.forms = {};
});

describe('RegisterForm', () => {
  it("shows the field's rule message under it once it is left, and drops it once the value is right", async () => {
    const { user } = await setup({});
    await user.type(input('Username'), '1bad');
    await user.click(input('Password'));
    expect(screen.getByRole('alert').textContent).toBe(
      'Must start with a letter, then letters or numbers. 6–12 characters.',
    );
    expect(input('Username').getAttribute('aria-invalid')).toBe('true');
    await user.clear(input('Username'));
    await user.type(input('Username'), 'player01');
    expect(screen.queryByRole('alert')).toBeNull();
    // The send button checks the number first.
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    expect(screen.getByRole('alert').textContent).toBe('Enter your mobile number.');
  });

  it('focuses the first field in trouble on submit, the age tick included, and sends nothing', async () => {
    const { user } = await setup({});
    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect(document.activeElement).toBe(input('Username'));
    for (const message of ['Enter a username.', 'Enter a password.', 'Enter the verification code.'])
      expect(screen.getByText(message)).toBeTruthy();
    await fillRequired(user);
    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect(document.activeElement).toBe(screen.getByRole('checkbox'));
    expect(
      screen.getByText('Please confirm you are at least 18 years old and accept the user agreement.'),
    ).toBeTruthy();
    expect(control.sent).toEqual([]);
    await user.click(screen.getByRole('checkbox'));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('puts a taken username under its field, focused, keeps what was typed and asks for a new captcha', async () => {
    const { user } = await setup(new ApiError('business', 'exists.username.err', 200, null));
    await fillRequired(user);
    await user.click(screen.getByRole('checkbox'));
    const loaded = captchas.loaded;
    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect((await screen.findByText('This username is already taken.')).getAttribute('role')).toBe('alert');
    expect(document.activeElement).toBe(input('Username'));
    const [sent] = control.sent as MemberMutations.RegisterVars[];
    expect([control.sent.length, sent?.mode, sent?.body.username]).toEqual([1, 'username', 'player01']);
    expect(input('Password')).toHaveProperty('value', 'abc123');
    expect(input('Payee name')).toHaveProperty('value', 'Juan Cruz');
    // The captcha is single use: emptied, and a new image asked for.
    expect(input('Captcha')).toHaveProperty('value', '');
    await vi.waitFor(() => expect(captchas.loaded).toBeGreaterThan(loaded));
    // Leaving the field keeps the refusal until the username changes.
    await user.click(input('Password'));
    expect(screen.getByText('This username is already taken.')).toBeTruthy();
    await user.type(input('Username'), '2');
    expect(screen.queryByText('This username is already taken.')).toBeNull();
  });

  it('keeps a refused captcha said under it while its spent code is emptied', async () => {
    const { user } = await setup(new ApiError('business', 'captcha.invalid', 200, null));
    await fillRequired(user);
    await user.click(screen.getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findByText('Please enter the correct captcha code.')).toBeTruthy();
    expect(input('Captcha')).toHaveProperty('value', '');
    expect(document.activeElement).toBe(input('Captcha'));
  });

  it("says a refused slider check as the form's message when the platform's rules show no slider", async () => {
    // SLIDER3 is off here: no slider on screen, so its refusal must not go under it.
    const { user } = await setup(new ApiError('business', 'slider.invalid', 200, null));
    await fillRequired(user);
    await user.click(screen.getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: 'Register' }));
    const error = await screen.findByTestId('register-error');
    expect(error.textContent).toBe('The slider check failed. Slide the handle to the gap again.');
    expect(screen.queryByRole('slider')).toBeNull();
    expect(control.sent.length).toBe(1);
  });

  it('says a refused invitation code under its field and in the warning dialog', async () => {
    const refusal = new ApiError('business', 'invitation_code_error', 200, null);
    const { user } = await setup(new MemberMutations.AffiliateCodeRefusal(refusal));
    await fillRequired(user);
    await user.type(input('Invitation code'), 'NOSUCH1');
    await user.click(screen.getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: 'Register' }));
    const warning = await screen.findByTestId('warning-dialog');
    expect(within(warning).getByTestId('warning-message').textContent).toBe('Invalid invitation code.');
    expect(input('Invitation code').getAttribute('aria-invalid')).toBe('true');
    expect(input('Invitation code')).toHaveProperty('value', 'NOSUCH1');
    expect(input('Captcha')).toHaveProperty('value', '1234');
  });
});
