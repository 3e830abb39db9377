/**
 * Phone numbers and masks. A number is stored as a dialling code `+63` and the national number
 * in digits without its trunk `0`, so `+63 09171234567`, `63 9171234567` and `+63 +63 917-123-4567`
 * are one number; together they form its E.164 form `+639171234567`, the key of uniqueness.
 */
import { COUNTRIES } from './countries.ts';

export interface Phone {
  dialingCode: string;
  number: string;
}

/** E.164 allows at most 15 digits, country code included. */
const E164_MAX_DIGITS = 15;

/** `+63` from `63`, `+63`, ` +63 `; null when it is not 1–3 digits (E.164 country codes). */
export function normalizeDialingCode(value: string | undefined): string | null {
  const digits = (value ?? '').trim().replace(/^\+/, '');
  return /^[1-9][0-9]{0,2}$/.test(digits) ? `+${digits}` : null;
}

/** Digits only (spaces, dashes, dots, brackets dropped), one leading trunk `0` removed; null when not digits. */
export function normalizeMobileNumber(value: string | undefined): string | null {
  const compact = (value ?? '').trim().replace(/[\s\-.()]/g, '');
  if (!/^[0-9]{4,20}$/.test(compact)) return null;
  return compact.replace(/^0/, '');
}

/**
 * Both parts normalised to E.164, or null when malformed. A number typed in international form
 * (`+63 917…`, `0063 917…`) must carry the chosen dialling code, which is then dropped; the
 * whole number has at most 15 digits. Uniqueness and lookups compare the E.164 string
 * (`phoneTarget`), so no split of the same digits between code and number is a second number.
 */
export function normalizePhone(dialingCode: string | undefined, number: string | undefined): Phone | null {
  const code = normalizeDialingCode(dialingCode);
  if (!code) return null;
  const typed = (number ?? '').trim();
  const international = /^(\+|00)/.exec(typed);
  let national: string | null;
  if (international) {
    const digits = normalizeMobileNumber(typed.slice(international[0].length));
    const codeDigits = code.slice(1);
    national = digits?.startsWith(codeDigits) ? normalizeMobileNumber(digits.slice(codeDigits.length)) : null;
  } else {
    national = normalizeMobileNumber(typed);
  }
  if (!national || code.length - 1 + national.length > E164_MAX_DIGITS) return null;
  return { dialingCode: code, number: national };
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
  const known = [...COUNTRIES]
    .sort((a, b) => b.countryDialingCode.length - a.countryDialingCode.length)
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
