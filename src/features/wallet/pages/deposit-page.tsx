/**
 * Personal centre → Deposit: the balance, the channels as tiles (logo, limits, time to credit),
 * presets and the amount, then the created order with its reference and live state. A channel
 * field the platform does not send (logo, limits, time) is simply not shown.
 */
import '@/styles/deposit.css';

import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';

import type { DepositChannel, DepositOrder } from '#contract/wallet-schemas.ts';

import { useCreateDeposit } from '@/api/wallet/wallet-mutations';
import { walletQueries } from '@/api/wallet/wallet-queries';
import { useBalance } from '@/hooks/use-balance';
import { useDraft } from '@/hooks/use-draft';
import { intlLocale } from '@/i18n/supported-locales';
import { amountMessage } from '@/lib/amount-messages';
import { checkAmount } from '@/lib/money';
import { clearDraft } from '@/stores/draft-store';
import { Field } from '@/ui/field';
import { FormFooter } from '@/ui/form-footer';
import { QueryState } from '@/ui/query-state';

import { channelKind, ChannelLogo } from './channel-logo';
import { creditDuration } from './credit-time';
import { DepositOrderList } from './deposit-order-list';
import { DepositOrderStatus } from './deposit-order-status';

/** A limit of "0.00" is no limit (the schema's reading of a missing one). */
const hasLimit = (amount: string) => Number(amount) > 0;

export function DepositPage() {
  const { t, i18n } = useLingui();
  const settings = useQuery(walletQueries.depositSettings());
  const { balance, format } = useBalance();
  const [values, set] = useDraft('deposit', { channelId: '', amount: '' });
  const [amountError, setAmountError] = useState<string | null>(null);
  const [order, setOrder] = useState<DepositOrder | null>(null);
  const deposit = useCreateDeposit();
  const groupName = useId();
  const creditText = (channel: DepositChannel): string | null => {
    if (channel.creditMinutes === null) return null;
    if (channel.creditMinutes === 0) return t`Credited at once`;
    const duration = creditDuration(channel.creditMinutes, intlLocale(i18n.locale));
    return t({
      message: `Credited in about ${duration}`,
      comment: 'duration: a time span with its unit (5 minutes, 1 hour)',
    });
  };
  const limitsText = (channel: DepositChannel): string | null =>
    hasLimit(channel.maxAmount) ? `${format(channel.minAmount)} – ${format(channel.maxAmount)}` : null;
  return (
    <section data-testid="deposit-page" className="deposit">
      {balance.data && (
        <p className="deposit__balance" data-testid="deposit-balance">
          <span>{t`Balance`}</span>
          <strong>{format(balance.data.sumBalance)}</strong>
        </p>
      )}
      <QueryState query={settings}>
        {(data) => {
          if (!data.allowDeposit) return <p>{t`Deposits are not available right now.`}</p>;
          const channel = data.channels.find((c) => String(c.id) === values.channelId) ?? data.channels[0];
          if (!channel) return <p>{t`No deposit channel is available right now.`}</p>;
          const limits = { min: format(channel.minAmount), max: format(channel.maxAmount) };
          const credit = creditText(channel);
          const onSubmit = (event: FormEvent) => {
            event.preventDefault();
            const checked = checkAmount(values.amount, { min: channel.minAmount, max: channel.maxAmount });
            setAmountError(checked.ok ? null : amountMessage(i18n, checked.problem, limits));
            if (!checked.ok) return;
            const body = { channelId: channel.id, amount: checked.amount };
            deposit.mutate(body, {
              onSuccess: (created) => {
                setOrder(created);
                clearDraft('deposit');
              },
            });
          };
          return (
            <>
              <fieldset className="deposit-channels">
                <legend>{t`Deposit channel`}</legend>
                <div className="deposit-channels__tiles">
                  {data.channels.map((c) => {
                    const time = creditText(c);
                    const range = limitsText(c);
                    return (
                      <label
                        key={c.id}
                        className="channel-tile"
                        data-testid="deposit-channel"
                        data-kind={channelKind(c)}
                      >
                        <input
                          type="radio"
                          name={groupName}
                          value={String(c.id)}
                          checked={c.id === channel.id}
                          onChange={() => set('channelId', String(c.id))}
                        />
                        <ChannelLogo channel={c} />
                        <span className="channel-tile__text">
                          <span className="channel-tile__name">{c.name}</span>
                          {range && (
                            <span className="channel-tile__limits" data-testid="channel-limits">
                              {range}
                            </span>
                          )}
                          {time && (
                            <span className="channel-tile__time" data-testid="channel-time">
                              {time}
                            </span>
                          )}
                        </span>
                      </label>
                    );
                  })}
                </div>
              </fieldset>
              <form className="auth-form" onSubmit={onSubmit} noValidate data-testid="deposit-form">
                <div className="presets" role="group" aria-label={t`Quick amounts`}>
                  {channel.presets.map((preset) => (
                    <button
                      key={preset}
                      type="button"
                      className="button button--ghost"
                      onClick={() => set('amount', preset)}
                    >
                      {format(preset)}
                    </button>
                  ))}
                </div>
                <Field
                  label={t`Amount`}
                  inputMode="decimal"
                  autoComplete="off"
                  value={values.amount}
                  onChange={(v) => set('amount', v)}
                  error={amountError}
                  hint={
                    [hasLimit(channel.maxAmount) ? t`From ${limits.min} to ${limits.max}` : null, credit]
                      .filter(Boolean)
                      .join(' · ') || undefined
                  }
                />
                <FormFooter error={deposit.error} isPending={deposit.isPending} submitLabel={t`Create deposit order`} />
              </form>
            </>
          );
        }}
      </QueryState>
      {order && <DepositOrderStatus created={order} />}
      <DepositOrderList />
    </section>
  );
}
