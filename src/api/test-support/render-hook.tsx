/**
 * Unit tests run in Node without a DOM, so a hook is rendered once on the server: the mutation
 * observer it creates is live, its `mutate` runs the mutation, and the mutation's own callbacks
 * (where the invalidation lives) fire. Callbacks passed to `mutate` need a mounted component and do not.
 */
import { QueryClient, QueryClientProvider, type DefaultOptions } from '@tanstack/react-query';
import { renderToString } from 'react-dom/server';

/** Renders `hook` inside a provider for `client` and returns what it returned. */
export function renderHook<T>(hook: () => T, client: QueryClient): T {
  let result: T | undefined;
  function Probe() {
    result = hook();
    return null;
  }
  renderToString(
    <QueryClientProvider client={client}>
      <Probe />
    </QueryClientProvider>,
  );
  return result as T;
}

/** A client (no retries unless `mutations` says otherwise) whose `invalidateQueries` calls are recorded. */
export function recordingClient(mutations: DefaultOptions['mutations'] = { retry: false }) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations } });
  const invalidated: unknown[] = [];
  const original = client.invalidateQueries.bind(client);
  client.invalidateQueries = (filters, options) => {
    invalidated.push(filters?.queryKey);
    return original(filters, options);
  };
  return { client, invalidated };
}

/** Resolves once no mutation of `client` is running any more. */
export async function settled(client: QueryClient): Promise<void> {
  for (let i = 0; i < 100 && client.isMutating() > 0; i++) await new Promise((resolve) => setTimeout(resolve, 5));
  await new Promise((resolve) => setTimeout(resolve, 0));
}
