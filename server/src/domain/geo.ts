/**
 * Country of a client address. The reference platform ships no GeoIP database: loopback and
 * private addresses (every local and test setup) report the configured default country,
 * anything else is "Unknown"/"ZZ". Operators who need real lookups put a proxy in front that
 * resolves it; region-block tests block the default country.
 */

/** English names for the country codes an operator is likely to configure. */
export const COUNTRY_NAMES: Readonly<Record<string, string>> = {
  PH: 'Philippines',
  VN: 'Vietnam',
  TH: 'Thailand',
  ID: 'Indonesia',
  MY: 'Malaysia',
  SG: 'Singapore',
  KH: 'Cambodia',
  MM: 'Myanmar',
  LA: 'Laos',
  BD: 'Bangladesh',
  IN: 'India',
  PK: 'Pakistan',
  CN: 'China',
  HK: 'Hong Kong',
  TW: 'Taiwan',
  JP: 'Japan',
  KR: 'South Korea',
  AU: 'Australia',
  US: 'United States',
  GB: 'United Kingdom',
  BR: 'Brazil',
  ZZ: 'Unknown',
};

export interface Country {
  country: string;
  countryCode: string;
}

/** Strips the IPv4-mapped IPv6 prefix (`::ffff:127.0.0.1`) so addresses compare as users expect. */
export function normalizeAddress(address: string): string {
  const trimmed = address.trim();
  return trimmed.toLowerCase().startsWith('::ffff:') && trimmed.includes('.') ? trimmed.slice(7) : trimmed;
}

/** Loopback, RFC 1918, link-local, CGNAT and IPv6 unique-local addresses. */
export function isPrivateAddress(address: string): boolean {
  const ip = normalizeAddress(address).toLowerCase();
  if (ip === '::1' || ip === 'localhost' || ip === '') return true;
  if (ip.startsWith('fc') || ip.startsWith('fd') || ip.startsWith('fe80:')) return true;
  const parts = ip.split('.').map(Number);
  if (parts.length !== 4 || parts.some((part) => !Number.isInteger(part))) return false;
  const [a = -1, b = -1] = parts;
  return (
    a === 127 ||
    a === 10 ||
    (a === 172 && b >= 16 && b <= 31) ||
    (a === 192 && b === 168) ||
    (a === 169 && b === 254) ||
    (a === 100 && b >= 64 && b <= 127)
  );
}

/** Names a country code (unknown codes are shown as the code itself). */
export function countryFromCode(code: string): Country {
  const countryCode = code.toUpperCase();
  return { countryCode, country: COUNTRY_NAMES[countryCode] ?? countryCode };
}

/** Resolves an address with the built-in table. */
export function resolveCountry(address: string, defaultCountryCode: string): Country {
  return isPrivateAddress(address) ? countryFromCode(defaultCountryCode) : countryFromCode('ZZ');
}
