/** Agent centre writes: register a downline, transfer to one (money), and the contract actions; each refetches `agentQueries.all()`. */
import { useQueryClient } from '@tanstack/react-query';

import type { ContractActionBody, ContractKind } from '#contract/agent-schemas.ts';

import { useMoneyMutation } from '@/api/money-mutation';
import { useWriteMutation } from '@/api/write-mutation';

import { agentQueries } from './agent-queries';
import { contractAction, registerDownline, transferToDownline } from './agent-requests';

/** Opens a player or agent account under the signed-in agent. */
export function useRegisterDownline() {
  const queryClient = useQueryClient();
  return useWriteMutation({
    mutationFn: registerDownline,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: agentQueries.all() }),
  });
}

/** Sends money to a downline; the key follows the downline and amount (not the password). */
export function useTransferToDownline() {
  return useMoneyMutation({
    request: transferToDownline,
    signature: (body: { username: string; amount: string; paymentPassword: string }) =>
      JSON.stringify({ username: body.username, amount: body.amount }),
    invalidates: [agentQueries.all()],
  });
}

/** Preview, accept, reject, terminate or offer a contract of `kind`; the agent data is refetched either way. */
export function useContractAction(kind: ContractKind) {
  const queryClient = useQueryClient();
  return useWriteMutation({
    mutationFn: (body: ContractActionBody) => contractAction(kind, body),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: agentQueries.all() }),
  });
}
