// @vitest-environment happy-dom
// The shared dialog: opened modally and named by its title, closed by its button or by Escape
// through the parent's state, and focus goes back to what opened it.
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';

import { Dialog } from './dialog';
import { renderUi } from './test-support/render-ui';

function Opener() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Deposit
      </button>
      <Dialog open={open} onClose={() => setOpen(false)} title="Deposit" closeLabel="Close">
        <input aria-label="Amount" />
      </Dialog>
    </>
  );
}

afterEach(cleanup);

describe('Dialog', () => {
  it('opens named by its title, closes with its button and gives focus back to the opener', async () => {
    const { user } = renderUi(<Opener />);
    expect(screen.queryByRole('dialog')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Deposit' }));
    const dialog = screen.getByRole('dialog', { name: 'Deposit' });
    expect(dialog).toHaveProperty('open', true);
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(dialog).toHaveProperty('open', false);
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Deposit' }));
  });

  it('Escape (the cancel event) closes through the parent, which stays the source of truth', async () => {
    const { user } = renderUi(<Opener />);
    await user.click(screen.getByRole('button', { name: 'Deposit' }));
    const dialog = screen.getByRole('dialog', { name: 'Deposit' });
    const cancel = new Event('cancel', { cancelable: true });
    fireEvent(dialog, cancel);
    expect(cancel.defaultPrevented).toBe(true);
    expect(dialog).toHaveProperty('open', false);
  });
});
