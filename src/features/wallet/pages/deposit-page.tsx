/**
 * Personal centre → Deposit: the balance, the channels as tiles (logo, limits, time to credit),
 * presets and the amount, then the created order with its reference and live state. A channel
 * field the platform does not send (logo, limits, time) is simply not shown.
 */
import '@/styles/deposit.css';

import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import type * as v from 'valibot';

import type { DepositChannel, DepositOrder, DepositSettingsSchema } from '#contract/wallet-schemas.ts';

import { useCreateDeposit } from '@/api/wallet/wallet-mutations';
import { walletQueries } from '@/api/wallet/wallet-queries';
import { useBalance } from '@/hooks/use-balance';
import { intlLocale } from '@/i18n/supported-locales';
import { amountMessage } from '@/lib/amount-messages';
import { checkAmount } from '@/lib/money';
import { Field } from '@/ui/field';
import { FormFooter } from '@/ui/form-footer';
import { textFields } from '@/ui/form/form-rules';
import { useForm } from '@/ui/form/use-form';
import { QueryState } from '@/ui/query-state';

import { channelKind, ChannelLogo } from './channel-logo';
import { creditDuration } from './credit-time';
import { DepositOrderList } from './deposit-order-list';
import { DepositOrderStatus } from './deposit-order-status';

/** A limit of "0.00" is no limit (the schema's reading of a missing one). */
const hasLimit = (amount: string) => Number(amount) > 0;

type DepositSettings = v.InferOutput<typeof DepositSettingsSchema>;

export function DepositPage() {
  const { t } = useLingui();
  const settings = useQuery(walletQueries.depositSettings());
  const { balance, format } = useBalance();
  const [order, setOrder] = useState<DepositOrder | null>(null);
  return (
    <section data-testid="deposit-page" className="deposit">
      {balance.data && (
        <p className="deposit__balance" data-testid="deposit-balance">
          <span>{t`Balance`}</span>
          <strong>{format(balance.data.sumBalance)}</strong>
        </p>
      )}
      <QueryState query={settings}>{(data) => <DepositForm settings={data} onCreated={setOrder} />}</QueryState>
      {order && <DepositOrderStatus created={order} />}
      <DepositOrderList />
    </section>
  );
}

/** The channel tiles, the presets and the amount; a new order is handed to the page. */
function DepositForm({ settings, onCreated }: { settings: DepositSettings; onCreated: (order: DepositOrder) => void }) {
  const { t, i18n } = useLingui();
  const { format } = useBalance();
  const deposit = useCreateDeposit();
  const groupName = useId();
  const channelOf = (id: string) => settings.channels.find((c) => String(c.id) === id) ?? settings.channels[0];
  const limitsOf = (channel: DepositChannel) => ({ min: format(channel.minAmount), max: format(channel.maxAmount) });
  const checked = (typed: { channelId: string; amount: string }) => {
    const channel = channelOf(typed.channelId);
    return channel ? checkAmount(typed.amount, { min: channel.minAmount, max: channel.maxAmount }) : null;
  };
  const schema = textFields(['channelId', 'amount'], (typed) => {
    const amount = checked(typed);
    const channel = channelOf(typed.channelId);
    return { amount: amount && !amount.ok && channel ? amountMessage(i18n, amount.problem, limitsOf(channel)) : null };
  });
  const form = useForm({
    schema,
    initial: { channelId: '', amount: '' },
    draft: 'deposit',
    isPending: deposit.isPending,
    onSubmit: (typed) => {
      const channel = channelOf(typed.channelId);
      const amount = checked(typed);
      if (!channel || !amount?.ok) return;
      deposit.mutate(
        { channelId: channel.id, amount: amount.amount },
        {
          onSuccess: (created) => {
            onCreated(created);
            form.reset();
          },
          onError: form.fail,
        },
      );
    },
  });
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

  if (!settings.allowDeposit) return <p>{t`Deposits are not available right now.`}</p>;
  const channel = channelOf(form.values.channelId);
  if (!channel) return <p>{t`No deposit channel is available right now.`}</p>;
  const limits = limitsOf(channel);
  const credit = creditText(channel);
  return (
    <>
      <fieldset className="deposit-channels">
        <legend>{t`Deposit channel`}</legend>
        <div className="deposit-channels__tiles">
          {settings.channels.map((c) => {
            const time = creditText(c);
            const range = limitsText(c);
            return (
              <label key={c.id} className="channel-tile" data-testid="deposit-channel" data-kind={channelKind(c)}>
                <input
                  type="radio"
                  name={groupName}
                  value={String(c.id)}
                  checked={c.id === channel.id}
                  onChange={() => form.set('channelId', String(c.id))}
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
      <form className="auth-form" onSubmit={form.onSubmit} noValidate data-testid="deposit-form">
        <div className="presets" role="group" aria-label={t`Quick amounts`}>
          {channel.presets.map((preset) => (
            <button
              key={preset}
              type="button"
              className="button button--ghost"
              onClick={() => form.set('amount', preset)}
            >
              {format(preset)}
            </button>
          ))}
        </div>
        <Field
          label={t`Amount`}
          inputMode="decimal"
          autoComplete="off"
          {...form.field('amount')}
          hint={
            [hasLimit(channel.maxAmount) ? t`From ${limits.min} to ${limits.max}` : null, credit]
              .filter(Boolean)
              .join(' · ') || undefined
          }
        />
        <FormFooter error={form.formError} isPending={deposit.isPending} submitLabel={t`Create deposit order`} />
      </form>
    </>
  );
}
