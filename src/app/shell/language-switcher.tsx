/** Header language switcher: the operator's supported languages among CN, EN, JA, TH, VI, HI, KO, TY. */
import { useLingui } from '@lingui/react/macro';
import { useId, useTransition } from 'react';

import { changeLanguage } from '@/i18n/change-language';
import { LOCALES } from '@/i18n/supported-locales';
import { getRuntimeConfig } from '@/stores/runtime-config-store';

/** `className` lets the header copy hide on a phone, where the side menu carries its own. */
export function LanguageSwitcher({ className }: { className?: string }) {
  const { t, i18n } = useLingui();
  const id = useId();
  // Loading a catalog is local work, not a server write: an async transition carries its pending flag.
  const [isBusy, startTransition] = useTransition();
  const supported = new Set(getRuntimeConfig().supportedLanguages.map((code) => code.toUpperCase()));
  const options = LOCALES.filter((entry) => supported.has(entry.code));
  const current = LOCALES.find((entry) => entry.locale === i18n.locale)?.code ?? 'TY';
  return (
    <div className={`language-switcher${className ? ` ${className}` : ''}`}>
      <label htmlFor={id} className="visually-hidden">{t`Language`}</label>
      <select
        id={id}
        value={current}
        disabled={isBusy}
        onChange={(event) => {
          const code = event.target.value;
          // A catalog that fails to load keeps the current language (nothing to show an error boundary).
          startTransition(() => changeLanguage(code).catch(() => undefined));
        }}
      >
        {options.map((entry) => (
          <option key={entry.code} value={entry.code} lang={entry.locale}>
            {entry.code} · {entry.nativeName}
          </option>
        ))}
      </select>
    </div>
  );
}
