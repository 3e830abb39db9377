/**
 * The end of every form: the submission's error, its success message and the submit button, with
 * any secondary buttons (cancel, reset) in one row. The button is disabled while the submission is
 * pending, which also stops Enter from submitting again (implicit submission skips a disabled
 * default button): a money form cannot send twice. The error is announced, focused on failure and
 * linked to the button with `aria-describedby`.
 */
import { useId, type ReactNode } from 'react';

import { FormError, useErrorMessage } from './form-error';

interface FormFooterProps {
  /** The last submission's error: a message, or an error for `errorText`; nothing hides it. */
  error?: unknown;
  /** Said after a submission went through (`role="status"`). */
  success?: string | null;
  submitLabel: string;
  /** The button's words while pending ("Saving…"); by default the label stays. */
  pendingLabel?: string;
  isPending: boolean;
  /** Buttons beside the submit button. */
  secondary?: ReactNode;
  /** A full-width button (the default); `false` keeps it to its words. */
  isBlock?: boolean;
  /** A quiet button for a step back (unbinding), not the page's main action. */
  isGhost?: boolean;
  errorTestId?: string;
  successTestId?: string;
  submitTestId?: string;
}

export function FormFooter({
  error,
  success,
  submitLabel,
  pendingLabel,
  isPending,
  secondary,
  isBlock = true,
  isGhost = false,
  errorTestId,
  successTestId,
  submitTestId,
}: FormFooterProps) {
  const errorId = `${useId()}-error`;
  const hasError = useErrorMessage(error) !== null;
  const submit = (
    <button
      type="submit"
      className={`button ${isGhost ? 'button--ghost' : 'button--primary'}${isBlock && !secondary ? ' button--block' : ''}`}
      disabled={isPending}
      aria-describedby={hasError ? errorId : undefined}
      data-testid={submitTestId}
    >
      {isPending && pendingLabel ? pendingLabel : submitLabel}
    </button>
  );
  return (
    <>
      <FormError error={error} id={errorId} isFocused testId={errorTestId} />
      {success && (
        <p className="form-success" role="status" data-testid={successTestId}>
          {success}
        </p>
      )}
      {secondary ? (
        <div className="form-footer__actions">
          {submit}
          {secondary}
        </div>
      ) : (
        submit
      )}
    </>
  );
}
