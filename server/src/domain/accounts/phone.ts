/**
 * Phone numbers and masks. A number is stored as a dialling code `+63` and the national number
 * in digits without its trunk `0`, so `+63 09171234567` and `63 9171234567` are one number.
 */
import { COUNTRIES } from './countries.ts';

export interface Phone {
  dialingCode: string;
  number: string;
}

/** `+63` from `63`, `+63`, ` +63 `; null when it is not 1–4 digits. */
export function normalizeDialingCode(value: string | undefined): string | null {
  const digits = (value ?? '').trim().replace(/^\+/, '');
  return /^[0-9]{1,4}$/.test(digits) ? `+${digits}` : null;
}

/** Digits only (spaces and dashes dropped), one leading trunk `0` removed; null when not digits. */
export function normalizeMobileNumber(value: string | undefined): string | null {
  const compact = (value ?? '').trim().replace(/[\s-]/g, '');
  if (!/^[0-9]{4,20}$/.test(compact)) return null;
  return compact.replace(/^0/, '');
}

/** Both parts normalised, or null when either is malformed. */
export function normalizePhone(dialingCode: string | undefined, number: string | undefined): Phone | null {
  const code = normalizeDialingCode(dialingCode);
  const digits = normalizeMobileNumber(number);
  return code && digits ? { dialingCode: code, number: digits } : null;
}

/** The SMS target / outbox recipient: `+639171234567`. */
export function phoneTarget(phone: Phone): string {
  return `${phone.dialingCode}${phone.number}`;
}

/** Parses an operator's `+63 9171234567` (or `+639171234567` for the listed countries). */
export function parsePhoneText(text: string): Phone | null {
  const trimmed = text.trim();
  const [code, ...rest] = trimmed.split(/\s+/);
  if (rest.length > 0) return normalizePhone(code, rest.join(''));
  const known = [...COUNTRIES].sort((a, b) => b.countryDialingCode.length - a.countryDialingCode.length)
    .find((country) => trimmed.startsWith(country.countryDialingCode));
  return known ? normalizePhone(known.countryDialingCode, trimmed.slice(known.countryDialingCode.length)) : null;
}

/** `+63 917****567`. */
export function maskPhone(phone: Phone): string {
  const { number } = phone;
  const shown = number.length > 6 ? 3 : 1;
  const hidden = Math.max(number.length - 2 * shown, 1);
  return `${phone.dialingCode} ${number.slice(0, shown)}${'*'.repeat(hidden)}${number.slice(shown + hidden)}`;
}

/** `de****@tala.example`. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at <= 0) return '****';
  const local = email.slice(0, at);
  return `${local.slice(0, Math.min(2, local.length - 1))}****${email.slice(at)}`;
}

/** Lower-cased, trimmed e-mail for comparisons. */
export function normalizeEmail(value: string): string {
  return value.trim().toLowerCase();
}
