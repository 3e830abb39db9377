/** The picture captcha: shown only after the platform asks; the image refreshes at most once per second. */
import { useLingui } from '@lingui/react/macro';
import { useCallback, useEffect, useRef, useState, type FocusEvent } from 'react';

import { fetchCaptcha } from '@/api/session/session-requests';
import { Field } from '@/ui/field';

export const CAPTCHA_REFRESH_MS = 1_000;

interface CaptchaFieldProps {
  value: string;
  onChange: (value: string) => void;
  error: string | null;
  /** Changes whenever a new image is needed (after each failed attempt: codes are single use). */
  refreshKey: number;
  name?: string;
  /** Judges the value when the user leaves the field (`useForm`'s field binding). */
  onBlur?: (event: FocusEvent<HTMLElement>) => void;
}

export function CaptchaField({ value, onChange, error, refreshKey, name = 'captcha', onBlur }: CaptchaFieldProps) {
  const { t } = useLingui();
  const [image, setImage] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  const lastLoad = useRef(0);
  const load = useCallback(() => {
    const now = Date.now();
    if (now - lastLoad.current < CAPTCHA_REFRESH_MS) return;
    lastLoad.current = now;
    fetchCaptcha().then(
      (url) => {
        setImage(url);
        setFailed(false);
      },
      () => setFailed(true),
    );
  }, []);
  useEffect(() => {
    lastLoad.current = 0;
    load();
  }, [load, refreshKey]);
  return (
    <Field
      label={t`Captcha`}
      name={name}
      value={value}
      onChange={onChange}
      onBlur={onBlur}
      error={error ?? (failed ? t`The captcha could not be loaded. Tap the image to try again.` : null)}
      autoComplete="off"
      autoCapitalize="characters"
      spellCheck={false}
      maxLength={8}
      addon={
        <button
          type="button"
          className="captcha-image"
          onClick={load}
          aria-label={t`New captcha image`}
          data-testid="captcha-refresh"
        >
          {image ? <img src={image} alt={t`Captcha`} width={120} height={40} /> : <span>{t`Load`}</span>}
        </button>
      }
    />
  );
}
