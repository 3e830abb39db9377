/**
 * The order just created: what to pay and where, its reference, and its state in words and
 * colour. While it waits for the operator the list is read again now and then (not more than
 * every 8 s, only while this shows), so "credited" appears without a reload and the balance follows.
 */
import { useLingui } from '@lingui/react/macro';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';

import type { DepositOrder } from '#contract/wallet-schemas.ts';

import { walletQueries } from '@/api/wallet/wallet-queries';
import { useBalance } from '@/hooks/use-balance';
import { CopyButton } from '@/ui/copy-button';
import { QrImage } from '@/ui/qr-image';

const RECHECK_MS = 8000;

export function DepositOrderStatus({ created }: { created: DepositOrder }) {
  const { t } = useLingui();
  const { format } = useBalance();
  const queryClient = useQueryClient();
  const card = useRef<HTMLDivElement>(null);
  const orders = useQuery({
    ...walletQueries.depositOrders(1),
    refetchInterval: (query) => {
      const listed = query.state.data?.content.find((o) => o.id === created.id);
      return (listed?.state ?? created.state) === 'PENDING' ? RECHECK_MS : false;
    },
  });
  const order = orders.data?.content.find((o) => o.id === created.id) ?? created;
  const credited = order.state === 'APPROVED';
  useEffect(() => {
    if (credited) void queryClient.invalidateQueries({ queryKey: [...walletQueries.all(), 'balance'] });
  }, [credited, queryClient]);
  // A new order: bring it into view (below the form on a phone) and to the screen reader.
  useEffect(() => {
    card.current?.scrollIntoView({ block: 'nearest' });
    card.current?.focus();
  }, [created.id]);
  const status = {
    PENDING: t`Waiting for approval`,
    APPROVED: t`Credited to your balance`,
    REJECTED: t`Rejected`,
  }[order.state];
  return (
    <div
      ref={card}
      tabIndex={-1}
      className="deposit-order"
      data-testid="deposit-order"
      data-state={order.state}
      data-id={order.id}
    >
      <p className="deposit-order__status" role="status" data-testid="deposit-status">
        <span className="deposit-order__dot" aria-hidden="true" />
        {status}
      </p>
      {order.state === 'PENDING' && <h3>{t`Pay ${format(order.amount)} and quote the reference`}</h3>}
      <dl className="deposit-order__details">
        <dt>{t`Reference`}</dt>
        <dd className="deposit-order__reference">
          <bdi data-testid="deposit-reference">{order.reference}</bdi>
          <CopyButton
            text={order.reference}
            label={t`Copy the reference`}
            failedText={t`Copy failed: select the reference and copy it by hand.`}
            testId="copy-reference"
          />
        </dd>
        <dt>{t`Amount`}</dt>
        <dd>{format(order.amount)}</dd>
        {order.payTo.bankName && (
          <>
            <dt>{t`Bank`}</dt>
            <dd>
              <bdi>{order.payTo.bankName}</bdi>
            </dd>
          </>
        )}
        <dt>{t`Account name`}</dt>
        <dd>
          <bdi>{order.payTo.accountName}</bdi>
        </dd>
        <dt>{t`Account number`}</dt>
        <dd>
          <bdi>{order.payTo.accountNumber}</bdi>
        </dd>
      </dl>
      {order.state === 'PENDING' && order.payTo.qrPayload && (
        <QrImage text={order.payTo.qrPayload} size={200} margin={20} label={t`QR code to pay`} logo={false} />
      )}
    </div>
  );
}
