/**
 * The first visit's language from the device (config.json `followDeviceLanguage`, off by default):
 * its own module, loaded only by an operator that turns the option on.
 */
import { LOCALES, type LocaleInfo } from './supported-locales';

/**
 * The shipped locale that best matches the device's languages (`navigator.languages`): an exact
 * tag first (`zh-TW`, `pt-BR`), then the same language (`pt-PT` → pt-BR, `zh-HK` → zh-TW by
 * script, `fil` → tl), among the allowed codes; undefined when none fits.
 */
export function localeForDevice(
  deviceTags: readonly string[],
  allowed: (info: LocaleInfo) => boolean,
): LocaleInfo | undefined {
  const candidates = LOCALES.filter(allowed);
  for (const raw of deviceTags) {
    const tag = raw.toLowerCase();
    const exact = candidates.find((entry) => entry.locale.toLowerCase() === tag);
    if (exact) return exact;
    const [language = '', ...rest] = tag.split('-');
    const base = language === 'fil' ? 'tl' : language;
    const sameLanguage = candidates.filter((entry) => entry.locale.toLowerCase().split('-')[0] === base);
    if (sameLanguage.length === 0) continue;
    if (base === 'zh') {
      // Traditional script for Taiwan, Hong Kong, Macau or an explicit Hant; Simplified otherwise.
      const traditional = rest.some((part) => ['hant', 'tw', 'hk', 'mo'].includes(part));
      const pick = sameLanguage.find((entry) => entry.locale === (traditional ? 'zh-TW' : 'zh-CN'));
      if (pick) return pick;
    }
    return sameLanguage[0];
  }
  return undefined;
}
