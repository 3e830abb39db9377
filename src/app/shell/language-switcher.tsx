/**
 * Header language switcher: the spec's eight (CN, EN, JA, TH, VI, HI, KO, TY) in front,
 * as the operator offers them, and the other languages it offers under "More languages" (a
 * searchable dialog, loaded only when opened). The current language is always listed, so a
 * player who chose one from the dialog sees it selected.
 */
import { useLingui } from '@lingui/react/macro';
import { lazy, Suspense, useId, useState, useTransition } from 'react';

import { changeLanguage } from '@/i18n/change-language';
import { LOCALES } from '@/i18n/supported-locales';
import { getRuntimeConfig } from '@/stores/runtime-config-store';

const MoreLanguagesDialog = lazy(() => import('./more-languages-dialog'));

/** The value of the select's last entry, which opens the dialog instead of choosing a language. */
const MORE = '…more';

/** `className` lets the header copy hide on a phone, where the side menu carries its own. */
export function LanguageSwitcher({ className }: { className?: string }) {
  const { t, i18n } = useLingui();
  const id = useId();
  // Loading a catalog is local work, not a server write: an async transition carries its pending flag.
  const [isBusy, startTransition] = useTransition();
  const [isMoreOpen, setMoreOpen] = useState(false);
  const supported = new Set(getRuntimeConfig().supportedLanguages);
  const offered = LOCALES.filter((entry) => supported.has(entry.code));
  const currentInfo = LOCALES.find((entry) => entry.locale === i18n.locale);
  const current = currentInfo?.code ?? 'TY';
  const front = offered.filter((entry) => entry.primary || entry.code === current);
  const more = offered.filter((entry) => !entry.primary);
  const choose = (code: string) =>
    // A catalog that fails to load keeps the current language (nothing to show an error boundary).
    startTransition(() => changeLanguage(code).catch(() => undefined));
  return (
    <div className={`language-switcher${className ? ` ${className}` : ''}`}>
      <label htmlFor={id} className="visually-hidden">{t`Language`}</label>
      <select
        id={id}
        value={current}
        disabled={isBusy}
        data-testid="language-select"
        onChange={(event) => {
          const code = event.target.value;
          if (code === MORE) setMoreOpen(true);
          else choose(code);
        }}
      >
        {front.map((entry) => (
          <option key={entry.code} value={entry.code} lang={entry.locale} dir={entry.dir}>
            {entry.code} · {entry.nativeName}
          </option>
        ))}
        {more.length > 0 && <option value={MORE}>{t`More languages…`}</option>}
      </select>
      {isMoreOpen && (
        <Suspense fallback={null}>
          <MoreLanguagesDialog
            languages={more}
            current={current}
            onChoose={(code) => {
              setMoreOpen(false);
              choose(code);
            }}
            onClose={() => setMoreOpen(false)}
          />
        </Suspense>
      )}
    </div>
  );
}
