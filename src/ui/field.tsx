/**
 * A labelled input with its message underneath (spec: messages appear under each field before
 * submit). The rule hint floats under the input on hover or focus, so showing it never moves the
 * layout (a moving button loses clicks); errors sit in the flow once the field has been judged.
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

export function Field({
  label,
  value,
  onChange,
  error,
  hint,
  addon,
  className,
  onFocus,
  onBlur,
  ...input
}: FieldProps) {
  const id = useId();
  const [isHovered, setHovered] = useState(false);
  const [isFocused, setFocused] = useState(false);
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const isHintShown = Boolean(hint) && !error && (isHovered || isFocused);
  const describedBy = [error ? errorId : null, hint ? hintId : null].filter(Boolean).join(' ') || undefined;
  return (
    <div
      className={`field ${error ? 'field--error' : ''} ${className ?? ''}`}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
    >
      <label htmlFor={id}>{label}</label>
      <div className="field__row">
        <input
          id={id}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          onFocus={(event) => {
            setFocused(true);
            onFocus?.(event);
          }}
          onBlur={(event) => {
            setFocused(false);
            onBlur?.(event);
          }}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          {...input}
        />
        {addon}
      </div>
      {hint && (
        <p id={hintId} className="field__hint" hidden={!isHintShown}>
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="field__error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
