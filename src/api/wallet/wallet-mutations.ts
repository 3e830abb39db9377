/** Wallet writes: transfers, deposits, withdrawals and their confirmation (money), bank cards and the payment password. */
import { useQueryClient } from '@tanstack/react-query';

import { useMoneyMutation } from '@/api/money-mutation';
import { useWriteMutation } from '@/api/write-mutation';

import { walletQueries } from './wallet-queries';
import {
  addBankCard,
  confirmWithdrawal,
  createDeposit,
  requestWithdrawal,
  setPaymentPassword,
  transferWallet,
  type ConfirmBody,
} from './wallet-requests';

/** Moves money between wallets; `{ from: 'ALL', to: 'MAIN' }` recalls every vendor wallet. */
export function useTransferWallet() {
  return useMoneyMutation({
    request: transferWallet,
    // A recall carries no amount: each one is a new action.
    signature: (body: { from: string; to: string; amount: string }) =>
      body.from === 'ALL' ? `recall-${Date.now()}` : JSON.stringify(body),
  });
}

/** Creates a deposit order for a channel and amount. */
export function useCreateDeposit() {
  return useMoneyMutation({
    request: createDeposit,
    signature: (body: { channelId: number; amount: string }) => JSON.stringify(body),
  });
}

/** Requests a withdrawal to a bank card. */
export function useRequestWithdrawal() {
  return useMoneyMutation({
    request: requestWithdrawal,
    signature: (body: { bankCardId: number; amount: string; paymentPassword: string }) => JSON.stringify(body),
  });
}

/** Confirms (or disputes, with a proof) a paid-out withdrawal; `signature` names the answer without the image. */
export function useConfirmWithdrawal() {
  return useMoneyMutation({
    request: ({ id, body }: { id: number; body: ConfirmBody; signature: string }, key: string) =>
      confirmWithdrawal(id, body, key),
    signature: (vars) => vars.signature,
  });
}

/** Adds a bank card; the card list is refetched before the mutation settles. */
export function useAddBankCard() {
  const queryClient = useQueryClient();
  return useWriteMutation({
    mutationFn: addBankCard,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: walletQueries.bankCards().queryKey }),
  });
}

/** Sets the payment password, or changes it with the old one; the withdraw settings are refetched before it settles. */
export function useSetPaymentPassword() {
  const queryClient = useQueryClient();
  return useWriteMutation({
    mutationFn: setPaymentPassword,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: walletQueries.withdrawSettings().queryKey }),
  });
}
