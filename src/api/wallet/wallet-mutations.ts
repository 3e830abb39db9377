/** Wallet writes: transfers, deposits, withdrawals and their confirmation (money), bank cards and the payment password. */
import { useQueryClient } from '@tanstack/react-query';

import { walletEndpoints } from '#contract/endpoints/wallet-endpoints.ts';

import { apiClient } from '@/api/api-client';
import { idempotent, useMoneyMutation } from '@/api/money-mutation';
import { useWriteMutation } from '@/api/write-mutation';

import { walletQueries } from './wallet-queries';

/** Received, or not received with a proof image and maybe the part that did arrive. */
export type ConfirmBody = { received: true } | { received: false; proofImage: string; receivedAmount?: string };

/** Moves money between wallets; `{ from: 'ALL', to: 'MAIN' }` recalls every vendor wallet. */
export function useTransferWallet() {
  return useMoneyMutation({
    request: (body: { from: string; to: string; amount: string }, key: string) =>
      apiClient().call(walletEndpoints.transfer, { body, headers: idempotent(key) }),
    // A recall carries no amount: each one is a new action.
    signature: (body) => (body.from === 'ALL' ? `recall-${Date.now()}` : JSON.stringify(body)),
  });
}

/** Creates a deposit order for a channel and amount. */
export function useCreateDeposit() {
  return useMoneyMutation({
    request: (body: { channelId: number; amount: string }, key: string) =>
      apiClient().call(walletEndpoints.deposit, { body, headers: idempotent(key) }),
    signature: (body) => JSON.stringify(body),
  });
}

/** Requests a withdrawal to a bank card (encrypted). */
export function useRequestWithdrawal() {
  return useMoneyMutation({
    request: (body: { bankCardId: number; amount: string; paymentPassword: string }, key: string) =>
      apiClient().call(walletEndpoints.withdraw, { body, headers: idempotent(key) }),
    signature: (body) => JSON.stringify(body),
  });
}

/** Confirms (or disputes, with a proof) a paid-out withdrawal; `signature` names the answer without the image. */
export function useConfirmWithdrawal() {
  return useMoneyMutation({
    request: ({ id, body }: { id: number; body: ConfirmBody; signature: string }, key: string) =>
      apiClient().call(walletEndpoints.confirmWithdrawal, { params: { id }, body, headers: idempotent(key) }),
    signature: (vars) => vars.signature,
  });
}

/** Adds a bank card (encrypted); the card list is refetched before the mutation settles. */
export function useAddBankCard() {
  const queryClient = useQueryClient();
  return useWriteMutation({
    mutationFn: (body: { bankName: string; accountName: string; accountNumber: string; paymentPassword: string }) =>
      apiClient().call(walletEndpoints.addBankCard, { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: walletQueries.bankCards().queryKey }),
  });
}

/** Sets the payment password (encrypted), or changes it with the old one; the withdraw settings are refetched before it settles. */
export function useSetPaymentPassword() {
  const queryClient = useQueryClient();
  return useWriteMutation({
    mutationFn: (body: { paymentPassword: string; oldPaymentPassword?: string }) =>
      apiClient().call(walletEndpoints.paymentPassword, { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: walletQueries.withdrawSettings().queryKey }),
  });
}
