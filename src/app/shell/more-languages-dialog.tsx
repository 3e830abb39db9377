/**
 * "More languages": the operator's languages beyond the spec's eight, each named in its
 * own script, with a search box that matches the native name, the English name and the code.
 * Its own chunk: the header loads it only when a player opens it.
 */
import { useLingui } from '@lingui/react/macro';
import { useId, useState } from 'react';

import type { LocaleInfo } from '@/i18n/supported-locales';
import { Dialog } from '@/ui/dialog';

/** English names, for the search (a player may type "Khmer" rather than ខ្មែរ) and the second line. */
const ENGLISH_NAMES: Readonly<Record<string, string>> = {
  TY: 'Tagalog (Filipino)',
  EN: 'English',
  CN: 'Chinese (Simplified)',
  JA: 'Japanese',
  TH: 'Thai',
  VI: 'Vietnamese',
  HI: 'Hindi',
  KO: 'Korean',
  TW: 'Chinese (Traditional)',
  ID: 'Indonesian',
  MS: 'Malay',
  MY: 'Burmese (Myanmar)',
  KM: 'Khmer (Cambodian)',
  LO: 'Lao',
  BN: 'Bengali (Bangla)',
  TA: 'Tamil',
  TE: 'Telugu',
  MR: 'Marathi',
  NE: 'Nepali',
  SI: 'Sinhala',
  'UR-LA': 'Urdu (Latin script)',
  'PT-BR': 'Portuguese (Brazil)',
  ES: 'Spanish',
  FR: 'French',
  DE: 'German',
  RU: 'Russian',
  TR: 'Turkish',
  IT: 'Italian',
  AR: 'Arabic',
  FA: 'Persian (Farsi)',
};

/** Case- and accent-insensitive needle match on the names a player may type. */
export function matchesLanguage(entry: LocaleInfo, query: string): boolean {
  const fold = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLocaleLowerCase();
  const needle = fold(query.trim());
  if (needle === '') return true;
  return [entry.nativeName, ENGLISH_NAMES[entry.code] ?? '', entry.code, entry.locale].some((name) =>
    fold(name).includes(needle),
  );
}

export default function MoreLanguagesDialog({
  languages,
  current,
  onChoose,
  onClose,
}: {
  languages: readonly LocaleInfo[];
  current: string;
  onChoose: (code: string) => void;
  onClose: () => void;
}) {
  const { t } = useLingui();
  const searchId = useId();
  const [query, setQuery] = useState('');
  const shown = languages.filter((entry) => matchesLanguage(entry, query));
  return (
    <Dialog open onClose={onClose} title={t`More languages`} variant="dialog" closeLabel={t`Close`}>
      <div className="more-languages" data-testid="more-languages">
        <label htmlFor={searchId}>{t`Search languages`}</label>
        <input
          id={searchId}
          type="search"
          value={query}
          autoComplete="off"
          onChange={(event) => setQuery(event.target.value)}
        />
        <ul className="more-languages__list">
          {shown.map((entry) => (
            <li key={entry.code}>
              <button
                type="button"
                className="more-languages__item"
                aria-current={entry.code === current ? 'true' : undefined}
                data-code={entry.code}
                onClick={() => onChoose(entry.code)}
              >
                <span lang={entry.locale} dir={entry.dir}>
                  {entry.nativeName}
                </span>
                <span className="more-languages__english" lang="en">
                  {ENGLISH_NAMES[entry.code]}
                </span>
              </button>
            </li>
          ))}
        </ul>
        {shown.length === 0 && (
          <p role="status">
            {t({
              message: `No language matches “${query}”.`,
              comment: 'query: what the player typed in the search box',
            })}
          </p>
        )}
      </div>
    </Dialog>
  );
}
