// @vitest-environment happy-dom
// A field is found by its label, says its error as an alert tied to the input, and shows its rule
// hint only on hover or focus and never beside an error.
import { cleanup, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';

import { Field } from './field';
import { renderUi } from './test-support/render-ui';

function Controlled({ error, hint }: { error?: string; hint?: string }) {
  const [value, setValue] = useState('');
  return <Field label="Username" value={value} onChange={setValue} error={error} hint={hint} />;
}

afterEach(cleanup);

describe('Field', () => {
  it('is labelled, typed into, and ties its error to the input', async () => {
    const { user } = renderUi(<Controlled error="Enter a username." />);
    const input = screen.getByLabelText('Username');
    await user.type(input, 'ana');
    expect(input).toHaveProperty('value', 'ana');
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toBe('Enter a username.');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(input.getAttribute('aria-describedby')).toContain(alert.id);
  });

  it('shows the hint on focus only, described either way, and not over an error', async () => {
    const { user, rerender } = renderUi(<Controlled hint="4 to 16 letters." />);
    const hint = screen.getByText('4 to 16 letters.');
    expect(hint.hidden).toBe(true);
    expect(screen.getByLabelText('Username').getAttribute('aria-describedby')).toBe(hint.id);
    await user.click(screen.getByLabelText('Username'));
    expect(hint.hidden).toBe(false);
    await user.tab();
    // The pointer that clicked still rests on the field: the hint stays until it leaves too.
    expect(hint.hidden).toBe(false);
    await user.unhover(screen.getByLabelText('Username'));
    expect(hint.hidden).toBe(true);
    rerender(<Controlled hint="4 to 16 letters." error="Taken." />);
    await user.click(screen.getByLabelText('Username'));
    expect(screen.getByText('4 to 16 letters.').hidden).toBe(true);
    expect(screen.getByRole('alert').textContent).toBe('Taken.');
  });
});
