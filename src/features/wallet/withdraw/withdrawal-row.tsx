/** One withdrawal: amount, card, state and dates; after payout the member confirms receipt. */
import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';

import type { Withdrawal } from '#contract/wallet-schemas.ts';

import { useConfirmWithdrawal, type ConfirmBody } from '@/api/wallet/wallet-mutations';
import { formatDateTime } from '@/lib/date-format';
import { FormError } from '@/ui/form-error';
import { placeServerError } from '@/ui/form/server-errors';

import { ProofUpload, type Proof } from './proof-upload';
import { withdrawalStateLabel, withdrawalView } from './withdrawal-state';

interface WithdrawalRowProps {
  withdrawal: Withdrawal;
  format: (amount: string) => string;
}

export function WithdrawalRow({ withdrawal: w, format }: WithdrawalRowProps) {
  const { t, i18n } = useLingui();
  const confirmation = useConfirmWithdrawal();
  const [isProofOpen, setProofOpen] = useState(false);
  const view = withdrawalView(w);
  const card = w.bankCard;
  // "I received it" says its refusal here; the proof's form places its own.
  const receivedError =
    confirmation.error && confirmation.variables?.body.received === true
      ? placeServerError(confirmation.error, { shown: [] }, i18n).message
      : null;

  const confirm = (signature: string, body: ConfirmBody, onError?: (error: unknown) => void) =>
    confirmation.mutate({ id: w.id, body, signature }, { onSuccess: () => setProofOpen(false), onError });
  const onReceived = () => confirm(JSON.stringify({ id: w.id, received: true }), { received: true });
  const onProof = (proof: Proof, part: string | null, onRefused: (error: unknown) => void) =>
    confirm(
      JSON.stringify({ id: w.id, received: false, proof: proof.signature, part }),
      { received: false, proofImage: proof.dataUrl, ...(part === null ? {} : { receivedAmount: part }) },
      onRefused,
    );

  return (
    <li className="withdrawal" data-testid="withdrawal-row" data-state={w.state} data-id={w.id}>
      <dl className="withdrawal__facts">
        <dt>{t`Amount`}</dt>
        <dd data-testid="withdrawal-amount">{format(w.amount)}</dd>
        <dt>{t`Bank card`}</dt>
        <dd>
          {card.bankName} · {card.maskedNumber}
        </dd>
        <dt>{t`State`}</dt>
        <dd data-testid="withdrawal-state">{i18n._(withdrawalStateLabel(w))}</dd>
        {w.receivedAmount !== null && (
          <>
            <dt>{t`Received amount`}</dt>
            <dd data-testid="received-amount">{format(w.receivedAmount)}</dd>
          </>
        )}
        {w.remainingAmount !== null && (
          <>
            <dt>{t`Remaining amount`}</dt>
            <dd data-testid="remaining-amount">{format(w.remainingAmount)}</dd>
          </>
        )}
        <dt>{t`Requested`}</dt>
        <dd>
          <time dateTime={new Date(w.createdAt).toISOString()}>{formatDateTime(w.createdAt)}</time>
        </dd>
        {w.paidAt !== null && (
          <>
            <dt>{t`Paid out`}</dt>
            <dd>
              <time dateTime={new Date(w.paidAt).toISOString()}>{formatDateTime(w.paidAt)}</time>
            </dd>
          </>
        )}
        <dt>{t`Reference`}</dt>
        <dd>{w.reference}</dd>
      </dl>
      {view.confirmBy !== null && (
        <p className="wallet-note" data-testid="confirm-by">
          {t`Confirm by ${formatDateTime(view.confirmBy)}. If you do not answer by then, the payout counts as received and cannot be refunded.`}
        </p>
      )}
      {view.canConfirm && !isProofOpen && (
        <div className="wallet-actions">
          <button
            type="button"
            className="button button--primary"
            data-testid="confirm-received"
            onClick={onReceived}
            disabled={confirmation.isPending}
          >
            {t`I received it`}
          </button>
          <button
            type="button"
            className="button button--ghost"
            data-testid="confirm-not-received"
            onClick={() => setProofOpen(true)}
            disabled={confirmation.isPending}
          >
            {t`I did not receive it`}
          </button>
        </div>
      )}
      {view.canConfirm && isProofOpen && (
        <ProofUpload
          isBusy={confirmation.isPending}
          withdrawalAmount={w.amount}
          format={format}
          onSubmit={onProof}
          onCancel={() => setProofOpen(false)}
        />
      )}
      <FormError error={receivedError} />
      {view.note === 'forced-receipt' && (
        <p className="wallet-note" data-testid="forced-receipt">
          {t`Counted as received: no refund is possible.`}
        </p>
      )}
      {view.note === 'under-review' && (
        <p className="wallet-note" data-testid="under-review">
          {t`Under review`}
        </p>
      )}
      {view.note === 'refunded' && (
        <p className="wallet-note">{t`The held amount was returned to your main wallet.`}</p>
      )}
    </li>
  );
}
