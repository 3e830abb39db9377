/** `GET /wps/system/country`: the dialling codes offered by the phone fields (PH first). */
import type { Country } from '#contract/session-schemas.ts';

export const COUNTRIES: readonly Country[] = [
  { countryCode: 'PH', countryDialingCode: '+63', name: 'Philippines' },
  { countryCode: 'VN', countryDialingCode: '+84', name: 'Vietnam' },
  { countryCode: 'TH', countryDialingCode: '+66', name: 'Thailand' },
  { countryCode: 'IN', countryDialingCode: '+91', name: 'India' },
  { countryCode: 'CN', countryDialingCode: '+86', name: 'China' },
  { countryCode: 'JP', countryDialingCode: '+81', name: 'Japan' },
  { countryCode: 'KR', countryDialingCode: '+82', name: 'South Korea' },
  { countryCode: 'ID', countryDialingCode: '+62', name: 'Indonesia' },
  { countryCode: 'MY', countryDialingCode: '+60', name: 'Malaysia' },
  { countryCode: 'SG', countryDialingCode: '+65', name: 'Singapore' },
  { countryCode: 'BD', countryDialingCode: '+880', name: 'Bangladesh' },
  { countryCode: 'KH', countryDialingCode: '+855', name: 'Cambodia' },
];
