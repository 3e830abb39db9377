/**
 * Asks for an image ahead of the element that will show it (`<link rel="preload" as="image">`):
 * the `<img>` React renders later with the same URL takes the response already on its way.
 */
export function preloadImage(href: string): void {
  const known = [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="image"]')];
  if (known.some((link) => link.href === new URL(href, document.baseURI).href)) return;
  const link = document.createElement('link');
  link.rel = 'preload';
  link.as = 'image';
  link.href = href;
  link.fetchPriority = 'high';
  document.head.append(link);
}
