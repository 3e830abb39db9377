/** "About 30 minutes" in the reader's language, from a channel's `creditMinutes` (Intl units, no plural rules of our own). */
export function creditDuration(minutes: number, locale: string): string {
  const hours = minutes >= 60 && minutes % 60 === 0;
  return new Intl.NumberFormat(locale, {
    style: 'unit',
    unit: hours ? 'hour' : 'minute',
    unitDisplay: 'long',
  }).format(hours ? minutes / 60 : minutes);
}
