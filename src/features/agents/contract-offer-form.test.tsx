// @vitest-environment happy-dom
// The contract offer on the form layer: a field's message when it is left, every message and the
// first field in trouble focused on submit with nothing sent, a refusal under the field it concerns
// with everything typed kept, and after an offer went through the next one keeps its terms.
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { ApiError } from '@/api/api-error';
import { renderUi } from '@/ui/test-support/render-ui';

import { ContractOfferForm } from './contract-offer-form';

type OnOffer = Parameters<typeof ContractOfferForm>[0]['onOffer'];

function setup(onOffer: OnOffer = vi.fn()) {
  const result = renderUi(
    <ContractOfferForm kind="DAILY_WAGE" maxRate="0.80" approvalAbove="0.50" isBusy={false} onOffer={onOffer} />,
  );
  return { ...result, onOffer };
}

async function fillOffer(user: ReturnType<typeof setup>['user']) {
  await user.type(screen.getByLabelText('Downline agent'), 'agent02');
  await user.type(screen.getByLabelText('Rate (%)'), '0.6');
  await user.clear(screen.getByLabelText('Valid bets at least'));
  await user.type(screen.getByLabelText('Valid bets at least'), '10');
  await user.type(screen.getByLabelText('Payment password'), '123456');
}

afterEach(cleanup);

describe('ContractOfferForm', () => {
  it('says what is wrong with a field when it is left, not with one only passed through', async () => {
    const { user } = setup();
    await user.click(screen.getByLabelText('Downline agent'));
    await user.tab();
    expect(screen.queryByRole('alert')).toBeNull();
    await user.type(screen.getByLabelText('Rate (%)'), '0.9');
    await user.tab();
    expect(screen.getByRole('alert').textContent).toBe('Enter a rate above 0 and at most 0.80 %.');
    expect(screen.getByLabelText('Rate (%)').getAttribute('aria-invalid')).toBe('true');
  });

  it('on submit shows every message, focuses the first field in trouble and offers nothing', async () => {
    const { user, onOffer } = setup();
    await user.type(screen.getByLabelText('Rate (%)'), '0.9');
    await user.click(screen.getByRole('button', { name: 'Offer contract' }));
    expect(screen.getAllByRole('alert').map((alert) => alert.textContent)).toEqual([
      "Enter the downline agent's username.",
      'Enter a rate above 0 and at most 0.80 %.',
      'Enter your payment password.',
    ]);
    expect(document.activeElement).toBe(screen.getByLabelText('Downline agent'));
    expect(onOffer).not.toHaveBeenCalled();
  });

  it('puts a refused rate under the rate, focused, and keeps what was typed', async () => {
    const refusal = new ApiError('business', 'contract.rate.too.high', 200, null);
    const { user, onOffer } = setup(vi.fn<OnOffer>((_values, _code, { onRefused }) => onRefused(refusal)));
    await fillOffer(user);
    await user.click(screen.getByRole('button', { name: 'Offer contract' }));
    expect(onOffer).toHaveBeenCalledWith(
      {
        username: 'agent02',
        rate: '0.6',
        minActiveMembers: '1',
        minValidBet: '10',
        periodType: 'D',
        paymentPassword: '123456',
      },
      {},
      expect.anything(),
    );
    const message = screen.getByText('The rate is higher than your own contract allows.');
    expect(message.getAttribute('role')).toBe('alert');
    expect(document.activeElement).toBe(screen.getByLabelText('Rate (%)'));
    expect(screen.getByLabelText('Downline agent')).toHaveProperty('value', 'agent02');
    expect(screen.getByLabelText('Payment password')).toHaveProperty('value', '123456');
  });

  it('after an offer went through clears the agent, rate and password but keeps the terms', async () => {
    const { user } = setup(vi.fn<OnOffer>((_values, _code, { onSent }) => onSent()));
    await fillOffer(user);
    await user.click(screen.getByRole('button', { name: 'Offer contract' }));
    expect(screen.getByLabelText('Downline agent')).toHaveProperty('value', '');
    expect(screen.getByLabelText('Rate (%)')).toHaveProperty('value', '');
    expect(screen.getByLabelText('Payment password')).toHaveProperty('value', '');
    expect(screen.getByLabelText('Valid bets at least')).toHaveProperty('value', '10');
  });
});
