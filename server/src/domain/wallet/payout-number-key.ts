/**
 * The one form a payout number is compared in (docs/security.md "Bonus farming"): digits only,
 * leading zeros dropped (an international `00`, a trunk `0`, extra zeros), and a Philippine
 * mobile number (an e-wallet such as GCash or Maya) written `09…` whether it came as `917…`,
 * `0917…`, `63917…`, `+63 917-…`, `0063…`, `063…` or `630917…`. The database has the same rule as
 * `payout_number_key` (migration 034), which `bank_cards.number_key` is generated from;
 * payout-number-key.test.ts holds both to one table of inputs.
 */
export function payoutNumberKey(accountNumber: string): string {
  const digits = accountNumber.replace(/\D/g, '').replace(/^0+/, '');
  if (/^630*9\d{9}$/.test(digits)) return `0${digits.slice(2).replace(/^0+/, '')}`;
  if (/^9\d{9}$/.test(digits)) return `0${digits}`;
  return digits;
}
