/** Money on the wire: decimal strings with exactly two decimals ("1234.50"); never floats. */
import * as v from 'valibot';

export const MoneySchema = v.pipe(v.string(), v.regex(/^-?\d{1,13}\.\d{2}$/, 'money must be a decimal string with two decimals'));
export type Money = v.InferOutput<typeof MoneySchema>;

/** An amount a member types and sends: positive, at most two decimals. */
export const AmountInputSchema = v.pipe(v.string(), v.regex(/^\d{1,13}(\.\d{1,2})?$/, 'amount must be positive with at most two decimals'));
