/** Agent centre writes: register a downline, transfer to one (money), and the contract actions; each refetches `agentQueries.all()`. */
import { useQueryClient } from '@tanstack/react-query';

import type { ContractActionBody, ContractKind, RegisterDownlineBody } from '#contract/agent-schemas.ts';
import { agentEndpoints, contractEndpoints } from '#contract/endpoints/agent-endpoints.ts';

import { apiClient } from '@/api/api-client';
import { idempotent, useMoneyMutation } from '@/api/money-mutation';
import { useWriteMutation } from '@/api/write-mutation';

import { agentQueries } from './agent-queries';

/** Opens a player or agent account under the signed-in agent. */
export function useRegisterDownline() {
  const queryClient = useQueryClient();
  return useWriteMutation({
    mutationFn: (body: RegisterDownlineBody) => apiClient().call(agentEndpoints.registerDownline, { body }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: agentQueries.all() }),
  });
}

/** Sends money to a downline; the key follows the downline and amount (not the password). */
export function useTransferToDownline() {
  return useMoneyMutation({
    request: (body: { username: string; amount: string; paymentPassword: string }, idempotencyKey: string) =>
      apiClient().call(agentEndpoints.transferDownline, { body, headers: idempotent(idempotencyKey) }),
    signature: (body: { username: string; amount: string; paymentPassword: string }) =>
      JSON.stringify({ username: body.username, amount: body.amount }),
    invalidates: [agentQueries.all()],
  });
}

/** Preview, accept, reject, terminate or offer a contract of `kind`; the agent data is refetched either way. */
export function useContractAction(kind: ContractKind) {
  const queryClient = useQueryClient();
  return useWriteMutation({
    mutationFn: (body: ContractActionBody) => apiClient().call(contractEndpoints[kind].action, { body }),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: agentQueries.all() }),
  });
}
