// @vitest-environment happy-dom
// Tabs: one tab stop (the selected one), a click or the arrow keys select and move focus, wrapping.
import { cleanup, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';

import { Tabs } from './tabs';
import { renderUi } from './test-support/render-ui';

const TABS = [
  { id: 'username', label: 'Username' },
  { id: 'mobile', label: 'Mobile' },
  { id: 'email', label: 'E-mail' },
] as const;

function Switcher() {
  const [selected, setSelected] = useState<(typeof TABS)[number]['id']>('username');
  return <Tabs label="Log in with" tabs={TABS} selected={selected} onSelect={setSelected} idPrefix="login" />;
}

afterEach(cleanup);

describe('Tabs', () => {
  it('is a labelled tab list with the selected tab as the one tab stop', () => {
    renderUi(<Switcher />);
    expect(screen.getByRole('tablist', { name: 'Log in with' })).toBeTruthy();
    const selected = screen.getByRole('tab', { selected: true });
    expect(selected.textContent).toBe('Username');
    expect(screen.getAllByRole('tab').map((tab) => tab.tabIndex)).toEqual([0, -1, -1]);
  });

  it('selects on click and moves with the arrow keys, wrapping at both ends', async () => {
    const { user } = renderUi(<Switcher />);
    await user.click(screen.getByRole('tab', { name: 'Mobile' }));
    expect(screen.getByRole('tab', { selected: true }).textContent).toBe('Mobile');
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { selected: true }).textContent).toBe('E-mail');
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'E-mail' }));
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { selected: true }).textContent).toBe('Username');
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByRole('tab', { selected: true }).textContent).toBe('E-mail');
  });
});
