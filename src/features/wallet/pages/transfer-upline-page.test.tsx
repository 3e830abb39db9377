// @vitest-environment happy-dom
// A money form on the form layer: checked before sending, sent once however often it is submitted
// while pending, and a refusal under its field with everything typed kept.
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { ApiError } from '@/api/api-error';
import { draftState } from '@/stores/draft-store';
import { useFakeMutation, type FakeMutationControl } from '@/ui/test-support/fake-mutation';
import { renderUi } from '@/ui/test-support/render-ui';

import { TransferUplinePage } from './transfer-upline-page';

interface Body {
  amount: string;
  paymentPassword: string;
}
const control = vi.hoisted((): FakeMutationControl<Body> => ({ sent: [], answer: undefined, hold: false }));
vi.mock('@/api/messages/message-mutations', () => ({ useTransferToUpline: () => useFakeMutation(control) }));

function setup(answer: unknown, hold = false) {
  Object.assign(control, { sent: [], answer, hold });
  return { control, ...renderUi(<TransferUplinePage />) };
}

afterEach(() => {
  cleanup();
  draftState.forms = {};
});

describe('TransferUplinePage', () => {
  it('checks the amount and the payment password before sending anything', async () => {
    const { user, control } = setup({});
    await user.type(screen.getByLabelText('Amount'), '-5');
    await user.click(screen.getByRole('button', { name: 'Transfer to upline' }));
    expect(screen.getByText('Enter your 6-digit payment password.')).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByLabelText('Amount'));
    expect(control.sent).toEqual([]);
  });

  it('sends once while the first request is on its way', async () => {
    const { user, control } = setup({}, true);
    await user.type(screen.getByLabelText('Amount'), '25');
    await user.type(screen.getByLabelText('Payment password'), '123456');
    await user.click(screen.getByRole('button', { name: 'Transfer to upline' }));
    await user.keyboard('{Enter}');
    expect(control.sent).toEqual([{ amount: '25.00', paymentPassword: '123456' }]);
    expect(screen.getByRole('button', { name: 'Transfer to upline' })).toHaveProperty('disabled', true);
  });

  it('puts a wrong payment password under its field and keeps the amount', async () => {
    const { user } = setup(new ApiError('business', 'invalid.payment.pw', 200, null));
    await user.type(screen.getByLabelText('Amount'), '25');
    await user.type(screen.getByLabelText('Payment password'), '123456');
    await user.click(screen.getByRole('button', { name: 'Transfer to upline' }));
    expect((await screen.findByText('The payment password is incorrect.')).getAttribute('role')).toBe('alert');
    expect(screen.getByLabelText('Amount')).toHaveProperty('value', '25');
    expect(document.activeElement).toBe(screen.getByLabelText('Payment password'));
  });
});
