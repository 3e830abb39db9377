/**
 * What went wrong, said once for every form and action: a message, or an error translated by
 * `errorText` (API codes, offline money refusals). `role="alert"` announces it; a form's footer also
 * moves focus to it (`isFocused`), so a keyboard or screen-reader user lands on the reason, not on a
 * button that seems to have done nothing.
 */
import { useLingui } from '@lingui/react/macro';
import { useEffect, useRef } from 'react';

import { errorText } from '@/api/api-error-messages';

interface FormErrorProps {
  /** A message, or an error to translate; nothing (null, undefined, '') shows nothing. */
  error: unknown;
  /** The id a control points at with `aria-describedby`. */
  id?: string;
  /** Move focus here each time a new error shows (after a submission, not for a query's error). */
  isFocused?: boolean;
  testId?: string;
}

/** The text to show for an error value, or null for none. */
export function useErrorMessage(error: unknown): string | null {
  const { i18n } = useLingui();
  if (error === null || error === undefined || error === '') return null;
  return typeof error === 'string' ? error : errorText(error, i18n);
}

export function FormError({ error, id, isFocused = false, testId }: FormErrorProps) {
  const message = useErrorMessage(error);
  const ref = useRef<HTMLParagraphElement>(null);
  // Keyed on the error itself: a second failure (a new error object) moves focus again.
  useEffect(() => {
    if (isFocused && message !== null) ref.current?.focus();
  }, [error, isFocused, message]);
  if (message === null) return null;
  return (
    <p ref={ref} id={id} className="form-error" role="alert" tabIndex={isFocused ? -1 : undefined} data-testid={testId}>
      {message}
    </p>
  );
}
