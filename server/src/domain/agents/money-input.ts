/** Amounts typed into contract conditions (minimum valid bet): zero allowed. */
import { badParam } from '../refusal.ts';
import { parseAmount } from '../wallet/money.ts';

export function positiveOrZero(text: string, field: string): bigint {
  return parseAmount(text.trim()) ?? badParam(field, 'is invalid: an amount with at most two decimals');
}
