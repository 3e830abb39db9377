/** Page-number layout with a range around the current page and fixed margins (spec: range 3, margin 1). */

export type PageItem = { type: 'page'; page: number } | { type: 'gap'; key: string };

/** Items to render for `current` (1-based) of `total` pages. */
export function paginationItems(current: number, total: number, range = 3, margin = 1): PageItem[] {
  if (total <= 0) return [];
  const pages = new Set<number>();
  for (let p = 1; p <= Math.min(margin, total); p += 1) pages.add(p);
  for (let p = Math.max(1, total - margin + 1); p <= total; p += 1) pages.add(p);
  const start = Math.max(1, current - Math.floor(range / 2));
  const end = Math.min(total, start + range - 1);
  for (let p = Math.max(1, end - range + 1); p <= end; p += 1) pages.add(p);
  const sorted = [...pages].sort((a, b) => a - b);
  const items: PageItem[] = [];
  sorted.forEach((page, index) => {
    const previous = sorted[index - 1];
    if (previous !== undefined && page - previous > 1) items.push({ type: 'gap', key: `gap-${previous}` });
    items.push({ type: 'page', page });
  });
  return items;
}
