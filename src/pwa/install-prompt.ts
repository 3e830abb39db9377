/**
 * The install offers: the browser's install dialog (the event `stores/install-store.ts` kept) and,
 * since iOS Safari has no such event, which visitors get add-to-home-screen instructions instead.
 */
import { installState } from '@/stores/install-store';

/** iPhone, iPod or iPad (iPadOS reports a Mac with touch) in Safari itself, not another iOS browser. */
export function isIosSafari(userAgent: string, maxTouchPoints = 0): boolean {
  const ios = /iPhone|iPad|iPod/.test(userAgent) || (/Macintosh/.test(userAgent) && maxTouchPoints > 1);
  return ios && /Safari\//.test(userAgent) && !/CriOS|FxiOS|EdgiOS|OPiOS|GSA\//.test(userAgent);
}

/** Shows the browser's install dialog; the event is single-use, so it is dropped afterwards. */
export async function promptInstall(): Promise<'accepted' | 'dismissed' | 'unavailable'> {
  const event = installState.prompt;
  if (!event) return 'unavailable';
  installState.prompt = null;
  await event.prompt();
  const choice = await event.userChoice?.catch(() => null);
  if (choice?.outcome === 'accepted') installState.isInstalled = true;
  return choice?.outcome ?? 'dismissed';
}
