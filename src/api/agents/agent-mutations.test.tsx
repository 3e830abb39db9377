import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { contractEndpoints } from '#contract/endpoints/agent-endpoints.ts';

import { ApiError } from '@/api/api-error';
import { recordingClient, renderHook, settled } from '@/api/test-support/render-hook';
import { walletQueries } from '@/api/wallet/wallet-queries';

import { useContractAction, useRegisterDownline, useTransferToDownline } from './agent-mutations';
import { agentQueries } from './agent-queries';

// The mutations call their rows on the app's client: the fake records each call.
const call = vi.hoisted(() => vi.fn());
vi.mock('@/api/api-client', () => ({ apiClient: () => ({ call }) }));

beforeEach(() => {
  vi.resetAllMocks();
  vi.stubGlobal('navigator', { onLine: true });
});
afterEach(() => vi.unstubAllGlobals());

describe('agent mutations', () => {
  it('a transfer to a downline refetches the wallet and the agent data, and keeps its key when only the password changes', async () => {
    const { client, invalidated } = recordingClient();
    call.mockRejectedValueOnce(new ApiError('timeout', null, 0, null)).mockResolvedValue(null);
    const transfer = renderHook(useTransferToDownline, client);
    transfer.mutate({ username: 'kid01', amount: '10.00', paymentPassword: '111111' });
    await settled(client);
    transfer.mutate({ username: 'kid01', amount: '10.00', paymentPassword: '222222' });
    await settled(client);
    const keys = call.mock.calls.map(
      (args) => (args[1] as { headers: Record<string, string> }).headers['Idempotency-Key'],
    );
    expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
    expect(keys[1]).toBe(keys[0]);
    expect(invalidated).toEqual([walletQueries.all(), agentQueries.all(), walletQueries.all(), agentQueries.all()]);
  });

  it('registering a downline refetches the agent data only on success; a contract action either way', async () => {
    const { client, invalidated } = recordingClient();
    call.mockRejectedValue(new ApiError('business', 'contract.state.invalid', 200, null));
    renderHook(useRegisterDownline, client).mutate({
      username: 'kid01',
      password: 'Secret123',
      confirmPassword: 'Secret123',
      type: 0,
    });
    renderHook(() => useContractAction('DAILY_WAGE'), client).mutate({ action: 'reject', contractId: 1 });
    await settled(client);
    expect(call).toHaveBeenCalledWith(contractEndpoints.DAILY_WAGE.action, {
      body: { action: 'reject', contractId: 1 },
    });
    expect(invalidated).toEqual([agentQueries.all()]);
  });
});
