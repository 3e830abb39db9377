/** A signed amount coloured by its sign: "+₱100.00" (plus), "-₱100.00" (minus), "₱0.00". */
import { amountSign, signedMoney } from './transaction-format';

interface SignedMoneyProps {
  amount: string;
  format: (amount: string) => string;
  testId?: string;
}

export function SignedMoney({ amount, format, testId }: SignedMoneyProps) {
  return (
    <span className={`amount--${amountSign(amount)}`} data-testid={testId}>
      {signedMoney(amount, format)}
    </span>
  );
}
