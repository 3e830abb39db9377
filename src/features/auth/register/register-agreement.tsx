/** The age and user-agreement tick (must be ticked to register); the agreement is the help centre. */
import { Trans } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useId } from 'react';

import { useMinimumAge } from '@/hooks/use-platform-data';

interface RegisterAgreementProps {
  isTicked: boolean;
  onChange: (isTicked: boolean) => void;
  error: string | null;
}

export function RegisterAgreement({ isTicked, onChange, error }: RegisterAgreementProps) {
  const id = useId();
  const minimumAge = useMinimumAge();
  const errorId = `${id}-error`;
  return (
    <div className={`register-agreement ${error ? 'field--error' : ''}`}>
      <input
        id={id}
        name="agree"
        type="checkbox"
        checked={isTicked}
        onChange={(event) => onChange(event.target.checked)}
        required
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        data-testid="register-agree"
      />
      <label htmlFor={id}>
        <Trans comment="minimumAge: a number of years">
          I am at least {minimumAge} years old and accept the <Link to="/help">user agreement</Link>
        </Trans>
      </label>
      {error && (
        <p id={errorId} className="field__error register-agreement__error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
