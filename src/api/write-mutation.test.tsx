import { describe, expect, it, vi } from 'vitest';

import { recordingClient, renderHook, settled } from './test-support/render-hook';
import { useWriteMutation } from './write-mutation';

describe('useWriteMutation', () => {
  it('ignores a second mutate while one is in flight, and takes the next one after it settles, even after a failure', async () => {
    const { client } = recordingClient();
    const request = vi.fn((n: number) => (n === 1 ? Promise.reject(new Error('refused')) : Promise.resolve(n)));
    const mutation = renderHook(() => useWriteMutation({ mutationFn: request }), client);
    mutation.mutate(1);
    mutation.mutate(2);
    await settled(client);
    expect(request.mock.calls.map(([n]) => n)).toEqual([1]);
    mutation.mutate(3);
    await settled(client);
    expect(request.mock.calls.map(([n]) => n)).toEqual([1, 3]);
  });

  it("still runs the options' own onSettled", async () => {
    const { client } = recordingClient();
    const onSettled = vi.fn();
    renderHook(() => useWriteMutation({ mutationFn: (n: number) => Promise.resolve(n), onSettled }), client).mutate(7);
    await settled(client);
    expect(onSettled).toHaveBeenCalledWith(7, null, 7, undefined, expect.anything());
  });
});
