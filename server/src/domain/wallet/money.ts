/**
 * Money: decimal strings on the wire ("1234.50"), integer minor units (centavos, bigint) inside.
 * Parsing is strict (no floats, no exponents, no thousands separators, at most two decimals).
 */

/** At most 13 integer digits, as MoneySchema and AmountInputSchema allow. */
const AMOUNT = /^(\d{1,13})(?:\.(\d{1,2}))?$/;
const SIGNED = /^([+-]?)(\d{1,13})(?:\.(\d{1,2}))?$/;

function toMinor(whole: string, fraction: string | undefined): bigint {
  return BigInt(whole) * 100n + BigInt((fraction ?? '').padEnd(2, '0'));
}

/** A non-negative amount as a member types it (`"100"`, `"100.5"`, `"100.50"`); null when malformed. */
export function parseAmount(text: string): bigint | null {
  const match = AMOUNT.exec(text);
  if (!match) return null;
  return toMinor(match[1] ?? '0', match[2]);
}

/** A signed amount (`"-50.00"`, `"+10"`), for operator adjustments; null when malformed. */
export function parseSignedAmount(text: string): bigint | null {
  const match = SIGNED.exec(text.trim());
  if (!match) return null;
  const value = toMinor(match[2] ?? '0', match[3]);
  return match[1] === '-' ? -value : value;
}

/** Minor units → `"1234.50"` / `"-0.05"` (always two decimals). */
export function formatMoney(minor: bigint): string {
  const negative = minor < 0n;
  const absolute = negative ? -minor : minor;
  const whole = absolute / 100n;
  const cents = (absolute % 100n).toString().padStart(2, '0');
  return `${negative ? '-' : ''}${whole.toString()}.${cents}`;
}

/** A bigint/numeric read from the database as text (`::text`), or 0 for NULL. */
export function minorFromDb(value: string | number | null | undefined): bigint {
  if (value === null || value === undefined) return 0n;
  const text = String(value);
  if (!/^-?\d+$/.test(text)) throw new Error(`not an integer amount from the database: ${text}`);
  return BigInt(text);
}
