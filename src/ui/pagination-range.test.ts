import { describe, expect, it } from 'vitest';

import { paginationItems } from './pagination-range';

const render = (current: number, total: number) =>
  paginationItems(current, total)
    .map((i) => (i.type === 'page' ? String(i.page) : '…'))
    .join(' ');

describe('paginationItems', () => {
  it('shows everything for few pages', () => {
    expect(render(1, 2)).toBe('1 2');
    expect(render(2, 4)).toBe('1 2 3 4');
  });
  it('keeps one margin page each side and three around the current', () => {
    expect(render(5, 10)).toBe('1 … 4 5 6 … 10');
    expect(render(1, 10)).toBe('1 2 3 … 10');
    expect(render(10, 10)).toBe('1 … 8 9 10');
  });
  it('is empty without pages', () => {
    expect(paginationItems(1, 0)).toEqual([]);
  });
});
