import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { ApiError } from '@/api/api-error';
import { recordingClient, renderHook, settled } from '@/api/test-support/render-hook';
import { walletQueries } from '@/api/wallet/wallet-queries';

import { useContractAction, useRegisterDownline, useTransferToDownline } from './agent-mutations';
import { agentQueries } from './agent-queries';
import { contractAction, registerDownline, transferToDownline } from './agent-requests';

vi.mock('./agent-requests', () => ({
  contractAction: vi.fn(),
  registerDownline: vi.fn(),
  transferToDownline: vi.fn(),
}));

beforeEach(() => {
  vi.resetAllMocks();
  vi.stubGlobal('navigator', { onLine: true });
});
afterEach(() => vi.unstubAllGlobals());

describe('agent mutations', () => {
  it('a transfer to a downline refetches the wallet and the agent data, and keeps its key when only the password changes', async () => {
    const { client, invalidated } = recordingClient();
    vi.mocked(transferToDownline)
      .mockRejectedValueOnce(new ApiError('timeout', null, 0, null))
      .mockResolvedValue(null as never);
    const transfer = renderHook(useTransferToDownline, client);
    transfer.mutate({ username: 'kid01', amount: '10.00', paymentPassword: '111111' });
    await settled(client);
    transfer.mutate({ username: 'kid01', amount: '10.00', paymentPassword: '222222' });
    await settled(client);
    const keys = vi.mocked(transferToDownline).mock.calls.map((call) => call[1]);
    expect(keys[1]).toBe(keys[0]);
    expect(invalidated).toEqual([walletQueries.all(), agentQueries.all(), walletQueries.all(), agentQueries.all()]);
  });

  it('registering a downline refetches the agent data only on success; a contract action either way', async () => {
    const { client, invalidated } = recordingClient();
    vi.mocked(registerDownline).mockRejectedValue(new ApiError('business', 'exists.username.err', 200, null));
    vi.mocked(contractAction).mockRejectedValue(new ApiError('business', 'contract.state.invalid', 200, null));
    renderHook(useRegisterDownline, client).mutate({
      username: 'kid01',
      password: 'Secret123',
      confirmPassword: 'Secret123',
      type: 0,
    });
    renderHook(() => useContractAction('DAILY_WAGE'), client).mutate({ action: 'reject', contractId: 1 });
    await settled(client);
    expect(contractAction).toHaveBeenCalledWith('DAILY_WAGE', { action: 'reject', contractId: 1 });
    expect(invalidated).toEqual([agentQueries.all()]);
  });
});
