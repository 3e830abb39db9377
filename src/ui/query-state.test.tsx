// @vitest-environment happy-dom
// A query's states: loading is a status (never an empty page), an error is an alert with
// Retry that asks again, data renders, an empty list says so, and an absent optional feature hides.
import { useQuery } from '@tanstack/react-query';
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { ApiError } from '@/api/api-error';

import { QueryState } from './query-state';
import { renderUi } from './test-support/render-ui';

function Names({ load, optional }: { load: () => Promise<string[]>; optional?: boolean }) {
  const query = useQuery({ queryKey: ['names'], queryFn: load });
  return (
    <QueryState query={query} isEmpty={(names) => names.length === 0} emptyText="No names yet." optional={optional}>
      {(names) => (
        <ul aria-label="Names">
          {names.map((name) => (
            <li key={name}>{name}</li>
          ))}
        </ul>
      )}
    </QueryState>
  );
}

afterEach(cleanup);

describe('QueryState', () => {
  it('says it is loading, then renders the data', async () => {
    renderUi(<Names load={() => Promise.resolve(['Ana', 'Ben'])} />);
    expect(screen.getByRole('status').textContent).toContain('Loading…');
    expect((await screen.findByRole('list', { name: 'Names' })).textContent).toBe('AnaBen');
  });

  it('says an empty list in words', async () => {
    renderUi(<Names load={() => Promise.resolve([])} />);
    expect(await screen.findByText('No names yet.')).toBeTruthy();
  });

  it('shows a failure as an alert whose Retry asks again', async () => {
    const load = vi
      .fn<() => Promise<string[]>>()
      .mockRejectedValueOnce(new ApiError('timeout', null, 0, null))
      .mockResolvedValueOnce(['Ana']);
    const { user } = renderUi(<Names load={load} />);
    // Its words come with the messages' own chunk, loaded on the first error (`use-error-text.ts`).
    expect(await screen.findByRole('alert')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect((await screen.findByRole('list', { name: 'Names' })).textContent).toBe('Ana');
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('renders nothing for an optional feature the platform lacks', async () => {
    const load = vi.fn(() => Promise.reject(new ApiError('http', null, 404, null)));
    const { container } = renderUi(<Names load={load} optional />);
    await vi.waitFor(() => expect(load).toHaveBeenCalled());
    await vi.waitFor(() => expect(container.textContent).toBe(''));
  });
});
