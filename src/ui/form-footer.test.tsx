// The form footer's contract: the error is announced and linked to the button it explains, a
// pending submission disables the button (no second money request), success is a status.
import { setupI18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';

import { FormFooter } from './form-footer';

const i18n = setupI18n({ locale: 'en', messages: { en: {} } });
const render = (node: ReactNode) => renderToString(<I18nProvider i18n={i18n}>{node}</I18nProvider>);

describe('form footer', () => {
  it('links the error to the submit button and announces it', () => {
    const html = render(<FormFooter error="Not enough balance." isPending={false} submitLabel="Transfer" />);
    const errorId = /<p[^>]*id="([^"]+)"[^>]*role="alert"/.exec(html)?.[1];
    expect(errorId).toBeTruthy();
    expect(html).toContain(`aria-describedby="${errorId}"`);
    expect(html).toContain('Not enough balance.');
    expect(html).toMatch(/<button type="submit"(?![^>]*disabled)[^>]*>Transfer</);
  });

  it('disables the button while pending and shows the pending words; success is a status', () => {
    const html = render(<FormFooter success="Saved." isPending submitLabel="Save" pendingLabel="Saving…" />);
    expect(html).toMatch(/<button type="submit"[^>]*disabled=""[^>]*>Saving…</);
    expect(html).not.toContain('role="alert"');
    expect(html).not.toContain('aria-describedby');
    expect(html).toMatch(/role="status"[^>]*>Saved\./);
  });
});
