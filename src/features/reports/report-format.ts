/** Shared wording of the bet reports: category names and signed profit. */
import type { I18n } from '@lingui/core';

import { GAME_CATEGORIES, type GameCategory } from '#contract/vendor-schemas.ts';

import { CATEGORY_LABELS } from '@/lib/category-label';

export function isGameCategory(value: string): value is GameCategory {
  return (GAME_CATEGORIES as readonly string[]).includes(value);
}

/** The translated category name; an unknown code (a newer platform) shows as sent. */
export function categoryName(i18n: I18n, category: string): string {
  return isGameCategory(category) ? i18n._(CATEGORY_LABELS[category]) : category;
}
