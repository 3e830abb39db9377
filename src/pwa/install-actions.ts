/**
 * What the install panel does (its own chunk): tell iOS Safari apart (it gets add-to-home-screen
 * instructions) and show the browser's install dialog. Apart from install-prompt.ts, which the
 * first screen carries for its early listener only.
 */
import { installState } from './install-prompt';

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
