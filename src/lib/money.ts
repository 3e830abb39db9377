/**
 * Money as integer minor units (bigint) in arithmetic, decimal strings on the wire, Intl for display.
 * Never a float: "0.1 + 0.2" style errors cannot reach a balance or a limit check.
 */

const MONEY_PATTERN = /^(-?)(\d{1,13})\.(\d{2})$/;

/** Parses a wire amount ("1234.50") into minor units; throws on anything else. */
export function toMinor(money: string): bigint {
  const match = MONEY_PATTERN.exec(money);
  if (!match) throw new Error(`Not a money string: ${money}`);
  const units = BigInt(match[2] as string) * 100n + BigInt(match[3] as string);
  return match[1] ? -units : units;
}

/** Formats minor units back to the wire form ("1234.50"). */
export function fromMinor(minor: bigint): string {
  const sign = minor < 0n ? '-' : '';
  const abs = minor < 0n ? -minor : minor;
  return `${sign}${abs / 100n}.${String(abs % 100n).padStart(2, '0')}`;
}

/** Displays a wire amount in the user's locale and the platform currency, without float rounding. */
export function formatMoney(money: string, locale: string, currency: string): string {
  const minor = toMinor(money);
  // Intl accepts decimal strings exactly (no float conversion) in current engines.
  // A platform that names no currency (it is not in the contract) gets a plain two-decimal number.
  return moneyFormatter(locale, currency).format(fromMinor(minor) as unknown as number);
}

// Building an Intl.NumberFormat costs far more than using one, and pages format dozens of amounts
// per render (lobby jackpots, records): one formatter per locale and currency.
const formatters = new Map<string, Intl.NumberFormat>();

function moneyFormatter(locale: string, currency: string): Intl.NumberFormat {
  const key = `${locale}|${currency}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    const style = /^[A-Za-z]{3}$/.test(currency)
      ? { style: 'currency' as const, currency }
      : { style: 'decimal' as const };
    formatter = new Intl.NumberFormat(locale, { ...style, minimumFractionDigits: 2, maximumFractionDigits: 2 });
    formatters.set(key, formatter);
  }
  return formatter;
}

export type AmountProblem =
  'empty' | 'not-a-number' | 'negative' | 'too-many-decimals' | 'zero' | 'below-min' | 'above-max' | 'over-balance';

export interface AmountLimits {
  min?: string;
  max?: string;
  balance?: string;
}

/** Checks a typed amount; returns the wire form or the first problem found. */
export function checkAmount(
  typed: string,
  limits: AmountLimits = {},
): { ok: true; amount: string } | { ok: false; problem: AmountProblem } {
  const text = typed.trim().replace(/,/g, '');
  if (text === '') return { ok: false, problem: 'empty' };
  if (/^-/.test(text) && /^-\d*(\.\d*)?$/.test(text)) return { ok: false, problem: 'negative' };
  const match = /^(\d{1,13})(?:\.(\d*))?$/.exec(text);
  if (!match) return { ok: false, problem: 'not-a-number' };
  const decimals = match[2] ?? '';
  if (decimals.length > 2) return { ok: false, problem: 'too-many-decimals' };
  const minor = BigInt(match[1] as string) * 100n + BigInt(decimals.padEnd(2, '0') || '0');
  if (minor === 0n) return { ok: false, problem: 'zero' };
  if (limits.min && minor < toMinor(limits.min)) return { ok: false, problem: 'below-min' };
  if (limits.max && minor > toMinor(limits.max)) return { ok: false, problem: 'above-max' };
  if (limits.balance && minor > toMinor(limits.balance)) return { ok: false, problem: 'over-balance' };
  return { ok: true, amount: fromMinor(minor) };
}
