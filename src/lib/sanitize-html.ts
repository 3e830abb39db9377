/**
 * The one sanitiser for server-provided HTML (notices, help articles, promotions): DOMPurify with
 * scripts, frames, forms and event handlers removed, and links forced to open safely.
 */
import DOMPurify from 'dompurify';

import { safeUrl } from './safe-url';

let hooked = false;

function installHooks(): void {
  if (hooked) return;
  hooked = true;
  DOMPurify.addHook('afterSanitizeAttributes', (node) => {
    if (node.tagName === 'A') {
      const href = safeUrl(node.getAttribute('href'));
      if (href) {
        node.setAttribute('href', href);
        node.setAttribute('target', '_blank');
        node.setAttribute('rel', 'noopener noreferrer');
      } else {
        node.removeAttribute('href');
      }
    }
    if (node.tagName === 'IMG') {
      const src = safeUrl(node.getAttribute('src'));
      if (src) node.setAttribute('src', src);
      else node.removeAttribute('src');
      node.setAttribute('loading', 'lazy');
    }
  });
}

/** Cleans server HTML so it can be rendered with dangerouslySetInnerHTML. */
export function sanitizeHtml(dirty: string): string {
  installHooks();
  return DOMPurify.sanitize(dirty, {
    FORBID_TAGS: [
      'script',
      'style',
      'iframe',
      'frame',
      'object',
      'embed',
      'form',
      'input',
      'button',
      'textarea',
      'select',
      'link',
      'meta',
      'base',
    ],
    FORBID_ATTR: ['style', 'srcset'],
    ALLOW_DATA_ATTR: false,
  });
}
