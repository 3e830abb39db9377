/**
 * A labelled input with its message underneath (spec: messages appear under each field before
 * submit). The hint (rule text) shows on hover and focus; the error replaces it once the field
 * has been touched.
 */
import { useId, useState, type InputHTMLAttributes, type ReactNode } from 'react';

interface FieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'value'> {
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string | null;
  hint?: string | null;
  /** Something after the input (a send-code button, a captcha image). */
  addon?: ReactNode;
}

export function Field({ label, value, onChange, error, hint, addon, className, ...input }: FieldProps) {
  const id = useId();
  const [isHintShown, setHintShown] = useState(false);
  const messageId = `${id}-message`;
  const message = error ?? (isHintShown ? hint : null);
  return (
    <div className={`field ${error ? 'field--error' : ''} ${className ?? ''}`} onMouseEnter={() => setHintShown(true)} onMouseLeave={() => setHintShown(false)}>
      <label htmlFor={id}>{label}</label>
      <div className="field__row">
        <input
          id={id}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          onFocus={() => setHintShown(true)}
          onBlur={() => setHintShown(false)}
          aria-invalid={error ? true : undefined}
          aria-describedby={message ? messageId : undefined}
          {...input}
        />
        {addon}
      </div>
      {message && (
        <p id={messageId} className={error ? 'field__error' : 'field__hint'} role={error ? 'alert' : undefined}>
          {message}
        </p>
      )}
    </div>
  );
}
