/**
 * Copies text to the clipboard and says so for a moment (announced to screen readers). Shared by
 * the referral links and the authenticator secret; `failedText` says what to select by hand.
 */
import { useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';

const SHOWN_MS = 2000;

interface CopyButtonProps {
  text: string;
  label: string;
  /** Shown when the browser cannot copy (default: the referral link's wording). */
  failedText?: string;
  testId?: string;
}

export function CopyButton({ text, label, failedText, testId = 'copy-link' }: CopyButtonProps) {
  const { t } = useLingui();
  const [state, setState] = useState<'idle' | 'copied' | 'failed'>('idle');
  useEffect(() => {
    if (state === 'idle') return;
    const timer = setTimeout(() => setState('idle'), SHOWN_MS);
    return () => clearTimeout(timer);
  }, [state]);
  const copy = () => {
    // No clipboard API (plain http, old browsers): say so; the text stays visible to copy by hand.
    if (!navigator.clipboard) return setState('failed');
    navigator.clipboard.writeText(text).then(
      () => setState('copied'),
      () => setState('failed'),
    );
  };
  return (
    <>
      <button type="button" className="button button--ghost" onClick={copy} aria-label={label} data-testid={testId}>
        {t`Copy`}
      </button>
      <span role="status" className="copy-status">
        {state === 'copied'
          ? t`Copied`
          : state === 'failed'
            ? (failedText ?? t`Copy failed: select the link and copy it by hand.`)
            : ''}
      </span>
    </>
  );
}
