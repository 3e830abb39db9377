/**
 * Drawn artwork for each game category: the home's category tiles and the stand-in picture of a
 * win or a draw whose game has no picture. The drawings are SVG data URLs in a stylesheet
 * (`styles/category-art.css`, written by `scripts/category-art.py`): no request, no JavaScript on
 * the first screen, crisp at any size. Decorative: the tile's text names the category.
 */
import '@/styles/category-art.css';

import { GAME_CATEGORIES, type GameCategory } from '#contract/vendor-schemas.ts';

export function CategoryArt({ category, className }: { category: GameCategory; className?: string }) {
  return <span className={`category-art ${className ?? ''}`} data-art={category} aria-hidden="true" />;
}

/** A category name from the platform (`RNG`, `lott`…) as one of ours, or null. */
export function asCategory(value: string): GameCategory | null {
  const upper = value.toUpperCase();
  return (GAME_CATEGORIES as readonly string[]).includes(upper) ? (upper as GameCategory) : null;
}
