/**
 * Last-resort screens when boot fails before the app exists. A config.json the site serves but
 * the app cannot use shows "this site is being set up" in the player's language (its catalog
 * loaded on the spot) and tells the console exactly what is wrong; anything else (config.json
 * unreachable on a first, offline visit) shows a connection message in the default and English
 * languages. Plain DOM either way.
 */
import { removeBootShell } from './boot-shell';
import { logConfigError, RuntimeConfigError } from './load-runtime-config';

function render(container: HTMLElement, lines: readonly string[], retry: string, heading?: string): void {
  const box = document.createElement('div');
  box.className = 'boot-failure';
  box.setAttribute('role', 'alert');
  if (heading) {
    const h1 = document.createElement('h1');
    h1.textContent = heading;
    box.append(h1);
  }
  for (const line of lines) {
    const p = document.createElement('p');
    p.textContent = line;
    box.append(p);
  }
  const button = document.createElement('button');
  button.type = 'button';
  button.className = 'button button--primary';
  button.textContent = retry;
  button.addEventListener('click', () => window.location.reload());
  box.append(button);
  container.replaceChildren(box);
  removeBootShell();
}

function showConnectionFailure(container: HTMLElement): void {
  render(
    container,
    [
      'Hindi ma-load ang app. Suriin ang iyong koneksyon at subukang muli.',
      'The app could not be loaded. Check your connection and try again.',
    ],
    'Subukang muli · Retry',
  );
}

/** Replaces the root with a retry message. */
export function showBootFailure(container: HTMLElement, error: unknown): void {
  if (!(error instanceof RuntimeConfigError)) {
    console.error(error);
    showConnectionFailure(container);
    return;
  }
  // The operator's precise reason (field, expected, found); the player gets the plain page.
  logConfigError(error);
  import('./site-setup-page')
    .then((page) => page.siteSetupTexts())
    .then(
      (texts) => {
        if (texts) render(container, [texts.body], texts.retry, texts.title);
        else showConnectionFailure(container);
      },
      () => showConnectionFailure(container),
    );
}
