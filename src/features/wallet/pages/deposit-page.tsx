/** Personal centre → Deposit: channels (bank, QR, e-wallet), presets and limits, the created order and its state. */
import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';

import type { DepositOrder } from '#contract/wallet-schemas.ts';

import { useCreateDeposit } from '@/api/wallet/wallet-mutations';
import { walletQueries } from '@/api/wallet/wallet-queries';
import { useBalance } from '@/hooks/use-balance';
import { useDraft } from '@/hooks/use-draft';
import { amountMessage } from '@/lib/amount-messages';
import { checkAmount } from '@/lib/money';
import { clearDraft } from '@/stores/draft-store';
import { Field } from '@/ui/field';
import { FormFooter } from '@/ui/form-footer';
import { QrImage } from '@/ui/qr-image';
import { QueryState } from '@/ui/query-state';
import { Tabs } from '@/ui/tabs';

import { DepositOrderList, useOrderStateLabel } from './deposit-order-list';

export function DepositPage() {
  const { t, i18n } = useLingui();
  const settings = useQuery(walletQueries.depositSettings());
  const { format } = useBalance();
  const [values, set] = useDraft('deposit', { channelId: '', amount: '' });
  const [amountError, setAmountError] = useState<string | null>(null);
  const [order, setOrder] = useState<DepositOrder | null>(null);
  const deposit = useCreateDeposit();
  const stateLabel = useOrderStateLabel();
  return (
    <section data-testid="deposit-page">
      <QueryState query={settings}>
        {(data) => {
          if (!data.allowDeposit) return <p>{t`Deposits are not available right now.`}</p>;
          const channel = data.channels.find((c) => String(c.id) === values.channelId) ?? data.channels[0];
          if (!channel) return <p>{t`No deposit channel is available right now.`}</p>;
          const limits = { min: format(channel.minAmount), max: format(channel.maxAmount) };
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
              <Tabs
                label={t`Deposit channel`}
                tabs={data.channels.map((c) => ({ id: String(c.id), label: c.name }))}
                selected={String(channel.id)}
                onSelect={(id) => set('channelId', id)}
                idPrefix="deposit"
              />
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
                  hint={t`From ${limits.min} to ${limits.max}`}
                />
                <FormFooter error={deposit.error} isPending={deposit.isPending} submitLabel={t`Create deposit order`} />
              </form>
            </>
          );
        }}
      </QueryState>
      {order && (
        <div className="deposit-order" data-testid="deposit-order" data-state={order.state} data-id={order.id}>
          <h3>{t`Pay ${format(order.amount)} and quote the reference`}</h3>
          <dl className="profile">
            <dt>{t`Reference`}</dt>
            <dd data-testid="deposit-reference">{order.reference}</dd>
            {order.payTo.bankName && (
              <>
                <dt>{t`Bank`}</dt>
                <dd>{order.payTo.bankName}</dd>
              </>
            )}
            <dt>{t`Account name`}</dt>
            <dd>{order.payTo.accountName}</dd>
            <dt>{t`Account number`}</dt>
            <dd>{order.payTo.accountNumber}</dd>
            <dt>{t`State`}</dt>
            <dd>{stateLabel(order.state)}</dd>
          </dl>
          {order.payTo.qrPayload && (
            <QrImage text={order.payTo.qrPayload} size={200} margin={20} label={t`QR code to pay`} logo={false} />
          )}
        </div>
      )}
      <DepositOrderList />
    </section>
  );
}
