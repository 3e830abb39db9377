/** Copies text to the clipboard and says so for a moment (announced to screen readers). */
import { useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';

const SHOWN_MS = 2000;

export function CopyButton({ text, label }: { text: string; label: string }) {
  const { t } = useLingui();
  const [state, setState] = useState<'idle' | 'copied' | 'failed'>('idle');
  useEffect(() => {
    if (state === 'idle') return;
    const timer = setTimeout(() => setState('idle'), SHOWN_MS);
    return () => clearTimeout(timer);
  }, [state]);
  const copy = () => {
    // No clipboard API (plain http, old browsers): say so; the link stays visible to copy by hand.
    if (!navigator.clipboard) return setState('failed');
    navigator.clipboard.writeText(text).then(
      () => setState('copied'),
      () => setState('failed'),
    );
  };
  return (
    <>
      <button type="button" className="button button--ghost" onClick={copy} aria-label={label} data-testid="copy-link">
        {t`Copy`}
      </button>
      <span role="status" className="copy-status">
        {state === 'copied'
          ? t`Copied`
          : state === 'failed'
            ? t`Copy failed: select the link and copy it by hand.`
            : ''}
      </span>
    </>
  );
}
