/**
 * Installing the app. Chromium fires `beforeinstallprompt` once, early: the listener is set up at
 * start (main.tsx) and keeps the event so an install button can call prompt() later. iOS Safari has
 * no such event: it gets add-to-home-screen instructions. Installed mode (display-mode standalone,
 * or iOS navigator.standalone) hides both.
 */
import { proxy } from 'valtio';

/** The part of Chromium's BeforeInstallPromptEvent we use (not in the DOM typings). */
export interface InstallPromptEvent extends Event {
  prompt(): Promise<unknown>;
  readonly userChoice?: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

export const installState = proxy<{ prompt: InstallPromptEvent | null; isInstalled: boolean }>({
  prompt: null,
  isInstalled: false,
});

const isPromptEvent = (event: Event): event is InstallPromptEvent =>
  typeof (event as Partial<InstallPromptEvent>).prompt === 'function';

/** True when the page runs as the installed app. */
export function isStandalone(win: Window = window): boolean {
  const nav = win.navigator as Navigator & { standalone?: boolean };
  return nav.standalone === true || win.matchMedia?.('(display-mode: standalone)').matches === true;
}

/** iPhone, iPod or iPad (iPadOS reports a Mac with touch) in Safari itself, not another iOS browser. */
export function isIosSafari(userAgent: string, maxTouchPoints = 0): boolean {
  const ios = /iPhone|iPad|iPod/.test(userAgent) || (/Macintosh/.test(userAgent) && maxTouchPoints > 1);
  return ios && /Safari\//.test(userAgent) && !/CriOS|FxiOS|EdgiOS|OPiOS|GSA\//.test(userAgent);
}

/** Starts listening (once, at start). */
export function listenForInstallPrompt(win: Window = window): void {
  installState.isInstalled = isStandalone(win);
  win.addEventListener('beforeinstallprompt', (event) => {
    // Keep the browser's own mini-infobar away; our button offers the prompt instead.
    event.preventDefault();
    if (isPromptEvent(event)) installState.prompt = event;
  });
  win.addEventListener('appinstalled', () => {
    installState.prompt = null;
    installState.isInstalled = true;
  });
  win.matchMedia?.('(display-mode: standalone)').addEventListener?.('change', (event) => {
    installState.isInstalled = event.matches || isStandalone(win);
  });
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
