/**
 * Last-resort screen when boot fails before i18n exists (config.json unreachable on a first,
 * offline visit). Plain DOM, with the message in the default and English languages.
 */
import { removeBootShell } from './boot-shell';

/** Replaces the root with a retry message. */
export function showBootFailure(container: HTMLElement, error: unknown): void {
  console.error(error);
  const box = document.createElement('div');
  box.className = 'boot-failure';
  box.setAttribute('role', 'alert');
  const lines = [
    'Hindi ma-load ang app. Suriin ang iyong koneksyon at subukang muli.',
    'The app could not be loaded. Check your connection and try again.',
  ];
  for (const line of lines) {
    const p = document.createElement('p');
    p.textContent = line;
    box.append(p);
  }
  const button = document.createElement('button');
  button.type = 'button';
  button.textContent = 'Subukang muli · Retry';
  button.addEventListener('click', () => window.location.reload());
  box.append(button);
  container.replaceChildren(box);
  removeBootShell();
}
