// Server-side render of my account's authenticator section from a seeded cache: hidden when the
// platform lacks the endpoints (the section hides, it never shows an error), the set-up
// button when none is bound, the withdrawal switch and unbind form when one is.
import { setupI18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';

import { ApiError } from '@/api/api-error';
import { authenticatorQueries } from '@/api/profile/authenticator-queries';

import { AuthenticatorSection } from './authenticator-section';

const i18n = setupI18n({ locale: 'en', messages: { en: {} } });
const key = authenticatorQueries.status(null).queryKey;

function render(seed: (client: QueryClient) => void): string {
  const client = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity, retry: false } } });
  seed(client);
  return renderToString(
    <QueryClientProvider client={client}>
      <I18nProvider i18n={i18n}>
        <AuthenticatorSection />
      </I18nProvider>
    </QueryClientProvider>,
  );
}

describe('AuthenticatorSection', () => {
  it('renders nothing on a platform without the endpoints (404)', () => {
    const html = render((c) =>
      c
        .getQueryCache()
        .build(c, { queryKey: key })
        .setState({ status: 'error', error: new ApiError('http', 'not.found', 404, 'Not found'), fetchStatus: 'idle' }),
    );
    expect(html).toBe('');
  });

  it('offers the set-up when none is bound', () => {
    const html = render((c) => c.setQueryData(key, { bound: false, forWithdrawals: false, recoveryCodesLeft: 0 }));
    expect(html).toContain('data-testid="authenticator-start"');
    expect(html).not.toContain('data-testid="authenticator-unbind-form"');
  });

  it('shows the withdrawal switch and unbind once bound', () => {
    const html = render((c) => c.setQueryData(key, { bound: true, forWithdrawals: true, recoveryCodesLeft: 7 }));
    expect(html).toContain('Recovery codes left: 7.');
    expect(html).toMatch(/data-testid="authenticator-withdrawals-form" data-on="true"/);
    expect(html).toContain('data-testid="authenticator-unbind-form"');
    expect(html).not.toContain('data-testid="authenticator-start"');
  });
});
