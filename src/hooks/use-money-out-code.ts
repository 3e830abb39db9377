/**
 * The authenticator code on money leaving a member's hands. A member who turned on "authenticator
 * for withdrawals" is asked for a current code on a withdrawal and equally on every other way out:
 * a transfer to a downline or to the upline, registering a downline, binding a payout card
 * (docs/security.md "Authenticator"). The forms show the field while the member's status says so;
 * a platform without the authenticator asks for nothing. The code is never drafted. A contract
 * offer (it commits the house's money) asks whenever an authenticator is bound (`when: 'bound'`).
 */
import { useLingui } from '@lingui/react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useSnapshot } from 'valtio';

import { authenticatorQueries } from '@/api/profile/authenticator-queries';
import { authenticatorCodeMessage, checkAuthenticatorCode, normaliseAuthenticatorCode } from '@/lib/authenticator-code';
import { sessionState } from '@/stores/session-store';

export interface MoneyOutCode {
  /** The member turned the check on: show the field and send the code. */
  required: boolean;
  code: string;
  setCode: (code: string) => void;
  /** The translated problem with the typed code, or null (always null when not required). */
  problem: () => string | null;
  /** What the request body gains: `{ authenticatorCode }` when required. */
  body: () => { authenticatorCode?: string };
  /** Clears the code (after a success: a code is used once). */
  reset: () => void;
}

export function useMoneyOutCode(when: 'forWithdrawals' | 'bound' = 'forWithdrawals'): MoneyOutCode {
  const { i18n } = useLingui();
  const { token } = useSnapshot(sessionState);
  const status = useQuery({ ...authenticatorQueries.status(token), retry: false });
  const required = status.data?.bound === true && (when === 'bound' || status.data.forWithdrawals);
  const [code, setCode] = useState('');
  return {
    required,
    code,
    setCode,
    problem: () => {
      if (!required) return null;
      const problem = checkAuthenticatorCode(code, false);
      return problem ? authenticatorCodeMessage(i18n, problem, false) : null;
    },
    body: () => (required ? { authenticatorCode: normaliseAuthenticatorCode(code) } : {}),
    reset: () => setCode(''),
  };
}
