// @vitest-environment happy-dom
// The footer in a live form: a new error takes focus (a keyboard user lands on the reason), and a
// pending submission disables the button, so Enter cannot send a second time.
import { cleanup, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { ApiError } from '@/api/api-error';

import { FormFooter } from './form-footer';
import { renderUi } from './test-support/render-ui';

function Form({ onSend, isPending = false }: { onSend: () => unknown; isPending?: boolean }) {
  const [error, setError] = useState<unknown>(null);
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        setError(onSend());
      }}
    >
      <input aria-label="Amount" />
      <FormFooter error={error} isPending={isPending} submitLabel="Send" pendingLabel="Sending…" />
    </form>
  );
}

afterEach(cleanup);

describe('FormFooter in a form', () => {
  it('focuses the translated error of a failed submission and describes the button with it', async () => {
    const { user } = renderUi(<Form onSend={() => new ApiError('business', 'wallet.is.locked', 200, null)} />);
    await user.type(screen.getByLabelText('Amount'), '5{Enter}');
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).not.toBe('');
    await waitFor(() => expect(document.activeElement).toBe(alert));
    expect(screen.getByRole('button', { name: 'Send' }).getAttribute('aria-describedby')).toBe(alert.id);
  });

  it('while pending: the button is disabled with its pending words and Enter sends nothing', async () => {
    const onSend = vi.fn(() => null);
    const { user } = renderUi(<Form onSend={onSend} isPending />);
    const button = screen.getByRole('button', { name: 'Sending…' });
    expect(button).toHaveProperty('disabled', true);
    await user.type(screen.getByLabelText('Amount'), '5{Enter}');
    expect(onSend).not.toHaveBeenCalled();
  });
});
