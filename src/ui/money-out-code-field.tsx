/**
 * The authenticator code of a form that moves money out of a member's hands (a transfer, a new
 * downline or payout card, a contract offer): shown only while the member's status asks for it
 * (`useMoneyOutCode`), empty otherwise.
 */
import { AuthenticatorCodeField } from './authenticator-code-field';

interface MoneyOutCodeFieldProps {
  code: { required: boolean; code: string; setCode: (value: string) => void };
  error: string | null | undefined;
}

export function MoneyOutCodeField({ code, error }: MoneyOutCodeFieldProps) {
  if (!code.required) return null;
  return <AuthenticatorCodeField name="authenticatorCode" value={code.code} onChange={code.setCode} error={error} />;
}
