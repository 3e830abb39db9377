/** Country dialling-code picker with flags; the list closes 200 ms after focus leaves it (spec §9). */
import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useId, useMemo, useRef, useState } from 'react';

import { sessionQueries } from '@/api/member/member-queries';
import { useImageCdn } from '@/hooks/use-platform-data';
import { cdnUrl } from '@/lib/pick-cdn';

export const CLOSE_DELAY_MS = 200;

interface CountryPickerProps {
  value: string;
  onChange: (dialingCode: string) => void;
}

export function CountryPicker({ value, onChange }: CountryPickerProps) {
  const { t } = useLingui();
  const list = useQuery(sessionQueries.countries()).data;
  const countries = useMemo(() => list ?? [], [list]);
  const cdn = useImageCdn();
  const [isOpen, setOpen] = useState(false);
  const closeTimer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const listId = useId();
  const selected = countries.find((c) => c.countryDialingCode === value);
  useEffect(() => {
    if (!value && countries[0]) onChange(countries[0].countryDialingCode);
  }, [value, countries, onChange]);
  useEffect(
    () => () => {
      if (closeTimer.current) clearTimeout(closeTimer.current);
    },
    [],
  );
  const flag = (code: string) => cdnUrl(cdn, `TCG_PROD_IMAGES/COUNTRY_FLAG/${code}.png`);
  return (
    <div
      className="country-picker"
      onBlur={() => (closeTimer.current = setTimeout(() => setOpen(false), CLOSE_DELAY_MS))}
      onFocus={() => closeTimer.current && clearTimeout(closeTimer.current)}
    >
      <button
        type="button"
        aria-haspopup="listbox"
        aria-expanded={isOpen}
        aria-controls={listId}
        aria-label={t`Country code`}
        onClick={() => setOpen(!isOpen)}
        className="country-picker__button"
      >
        {selected && <img src={flag(selected.countryCode)} alt="" width={24} height={16} />}
        <span>{value || '+'}</span>
      </button>
      {isOpen && (
        <ul id={listId} role="listbox" aria-label={t`Country code`} className="country-picker__list">
          {countries.map((country) => (
            <li key={country.countryCode} role="option" aria-selected={country.countryDialingCode === value}>
              <button
                type="button"
                onClick={() => {
                  onChange(country.countryDialingCode);
                  setOpen(false);
                }}
              >
                <img src={flag(country.countryCode)} alt="" width={24} height={16} loading="lazy" />
                <span>{country.name}</span>
                <span>{country.countryDialingCode}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
