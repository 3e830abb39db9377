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
