/** Money on the wire: decimal strings with exactly two decimals ("1234.50"); never floats. */
import * as v from 'valibot';

export const MoneySchema = v.pipe(
  v.string(),
  v.regex(/^-?\d{1,13}\.\d{2}$/, 'money must be a decimal string with two decimals'),
);

/** An amount a member types and sends: positive, at most two decimals. */
export const AmountInputSchema = v.pipe(
  v.string(),
  v.regex(/^\d{1,13}(\.\d{1,2})?$/, 'amount must be positive with at most two decimals'),
);

/**
 * Money as other platforms of the family send it: a decimal string ("12", "0.5", "1234.5678") or a
 * JSON number, read into our two-decimal string. Read as text, never through float arithmetic;
 * digits beyond cents are cut off (a balance is never rounded up).
 */
export const LooseMoneySchema = v.pipe(
  v.union([
    v.pipe(v.string(), v.trim()),
    v.pipe(
      v.number(),
      v.finite(),
      v.transform((n) => String(n)),
    ),
  ]),
  v.regex(/^-?\d{1,13}(\.\d+)?$/, 'money must be a decimal number'),
  v.transform((text) => {
    const [whole = '0', fraction = ''] = text.split('.');
    return `${whole}.${fraction.padEnd(2, '0').slice(0, 2)}`;
  }),
);
