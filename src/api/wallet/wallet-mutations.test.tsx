import { onlineManager } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { walletEndpoints } from '#contract/endpoints/wallet-endpoints.ts';

import { ApiError, OfflineMoneyRefusal } from '@/api/api-error';
import { recordingClient, renderHook, settled } from '@/api/test-support/render-hook';

import { useAddBankCard, useSetPaymentPassword, useTransferWallet } from './wallet-mutations';
import { walletQueries } from './wallet-queries';

// The mutations call their rows on the app's client: the fake records each call.
const call = vi.hoisted(() => vi.fn());
vi.mock('@/api/api-client', () => ({ apiClient: () => ({ call }) }));

const body = { from: 'MAIN', to: 'SLOT', amount: '10.00' };
const keyOfCall = (n: number) =>
  (call.mock.calls[n]?.[1] as { headers?: Record<string, string> } | undefined)?.headers?.['Idempotency-Key'];

beforeEach(() => {
  vi.stubGlobal('navigator', { onLine: true });
  call.mockReset();
});
afterEach(() => {
  vi.unstubAllGlobals();
  onlineManager.setOnline(true);
});

describe('useTransferWallet (money)', () => {
  it('sends once with an idempotency key and invalidates the wallet', async () => {
    const { client, invalidated } = recordingClient();
    call.mockResolvedValue(null);
    const transfer = renderHook(useTransferWallet, client);
    transfer.mutate(body);
    transfer.mutate(body); // a double submit while the first is in flight is ignored
    await settled(client);
    expect(call).toHaveBeenCalledTimes(1);
    expect(call).toHaveBeenCalledWith(walletEndpoints.transfer, expect.objectContaining({ body }));
    expect(keyOfCall(0)).toMatch(/^[0-9a-f-]{36}$/);
    expect(invalidated).toEqual([walletQueries.all()]);
  });

  it('is refused offline: nothing sent, nothing queued, no refetch', async () => {
    vi.stubGlobal('navigator', { onLine: false });
    onlineManager.setOnline(false);
    // Even where the client's default would pause offline mutations and replay them later.
    const { client, invalidated } = recordingClient({ networkMode: 'online' });
    const transfer = renderHook(useTransferWallet, client);
    transfer.mutate(body);
    await settled(client);
    expect(call).not.toHaveBeenCalled();
    expect(client.getMutationCache().getAll()[0]?.state.error).toBeInstanceOf(OfflineMoneyRefusal);
    expect(client.getMutationCache().getAll()[0]?.state.isPaused).toBe(false);
    expect(invalidated).toEqual([]);
  });

  it('is never retried, reuses its key for the same values after a network failure, and takes a new one after a refusal', async () => {
    // Client defaults must not turn retries back on for money.
    const { client } = recordingClient({ retry: 3, retryDelay: 0 });
    call
      .mockRejectedValueOnce(new ApiError('timeout', null, 0, null))
      .mockRejectedValueOnce(new ApiError('business', 'account.balance.not.enough', 200, null))
      .mockResolvedValue(null);
    const transfer = renderHook(useTransferWallet, client);
    transfer.mutate(body);
    await settled(client);
    expect(call).toHaveBeenCalledTimes(1);
    transfer.mutate(body);
    await settled(client);
    transfer.mutate(body);
    await settled(client);
    expect(call).toHaveBeenCalledTimes(3);
    expect(keyOfCall(1)).toBe(keyOfCall(0));
    expect(keyOfCall(2)).not.toBe(keyOfCall(1));
  });

  it('takes a new key for every recall', async () => {
    const { client } = recordingClient();
    call.mockRejectedValue(new ApiError('timeout', null, 0, null));
    const transfer = renderHook(useTransferWallet, client);
    const recall = { from: 'ALL', to: 'MAIN', amount: '0.00' };
    transfer.mutate(recall);
    await settled(client);
    await new Promise((resolve) => setTimeout(resolve, 2));
    transfer.mutate(recall);
    await settled(client);
    expect(keyOfCall(1)).not.toBe(keyOfCall(0));
  });
});

describe('wallet settings mutations', () => {
  it('adding a bank card refetches the card list', async () => {
    const { client, invalidated } = recordingClient();
    call.mockResolvedValue({ id: 1, bankName: 'BDO', accountName: 'A', maskedNumber: '****1234' });
    renderHook(useAddBankCard, client).mutate({
      bankName: 'BDO',
      accountName: 'A',
      accountNumber: '12341234',
      paymentPassword: '123456',
    });
    await settled(client);
    expect(invalidated).toEqual([walletQueries.bankCards().queryKey]);
  });

  it('setting the payment password refetches the withdraw settings, not after a refusal', async () => {
    const { client, invalidated } = recordingClient();
    call.mockRejectedValueOnce(new ApiError('business', 'invalid.payment.pw', 200, null)).mockResolvedValue(null);
    const save = renderHook(useSetPaymentPassword, client);
    save.mutate({ paymentPassword: '123456' });
    await settled(client);
    expect(invalidated).toEqual([]);
    save.mutate({ paymentPassword: '123456' });
    await settled(client);
    expect(invalidated).toEqual([walletQueries.withdrawSettings().queryKey]);
  });
});
