// @vitest-environment happy-dom
// The registration's code request (spec §7): mobileNo, the dialling code, the register type of the
// tab and the human check's fields; nothing is asked for while the form says the check is missing.
import { cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import type { Endpoint } from '#contract/endpoint.ts';
import { sessionEndpoints } from '#contract/endpoints/session-endpoints.ts';

import { renderUi } from '@/ui/test-support/render-ui';

import { RegisterFieldList } from './register-field-list';
import { REGISTER_DEFAULTS, type RegisterMode, type VisibleField } from './register-fields';
import { RULES } from './register-test-data';

const call = vi.hoisted(() => vi.fn());
vi.mock('@/api/api-client', () => ({ apiClient: () => ({ call }) }));
vi.mock('@/hooks/use-platform-data', () => ({ useImageCdn: () => '' }));

const FIELDS: VisibleField[] = [
  { key: 'mobileNum', rule: RULES.mobileNum ?? null, required: true },
  { key: 'verificationCode', rule: null, required: true },
];
const PROOF = {
  slider: { challengeId: 'c7', position: 52, durationMs: 640 },
  geetestValidateV4: { lot_number: 'l', captcha_output: 'o', pass_token: 'p', gen_time: '1' },
};

function renderList(mode: RegisterMode, canSendCode: () => boolean) {
  call
    .mockReset()
    .mockImplementation((row: Endpoint) =>
      row === sessionEndpoints.countries
        ? Promise.resolve([{ countryCode: 'PH', countryDialingCode: '63', name: 'Philippines' }])
        : Promise.resolve({ expiredMinutes: 5, expirationTime: 0 }),
    );
  const values = { ...REGISTER_DEFAULTS, mobileNum: '09171234567', dialingCode: '63' };
  return renderUi(
    <RegisterFieldList
      fields={FIELDS}
      values={values}
      bind={(key) => ({
        name: key,
        value: values[key],
        onChange: () => undefined,
        onBlur: () => undefined,
        error: null,
      })}
      setDialingCode={() => undefined}
      captchaKey={0}
      hintOf={() => null}
      checkField={() => true}
      canSendCode={canSendCode}
      codeProof={() => Promise.resolve(PROOF)}
      onSendError={() => undefined}
      mode={mode}
    />,
  );
}

const sends = () => call.mock.calls.filter(([row]) => row === sessionEndpoints.smsRegister);

afterEach(cleanup);

describe('RegisterFieldList', () => {
  it.each([
    ['username', 'REGMOBVERF3'],
    ['mobile', 'MOBILENUMREG3'],
  ] as const)('asks a %s registration code with its register type and the human check', async (mode, registerType) => {
    const { user } = renderList(mode, () => true);
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    await waitFor(() => expect(sends().length).toBe(1));
    expect(sends()[0]?.[1]).toEqual({
      body: { countryDialingCode: '63', mobileNo: '09171234567', registerType, ...PROOF },
    });
  });

  it('asks for nothing while the number or the human check is not ready', async () => {
    const canSendCode = vi.fn(() => false);
    const { user } = renderList('username', canSendCode);
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    expect(canSendCode).toHaveBeenCalledTimes(1);
    expect(sends()).toEqual([]);
  });
});
