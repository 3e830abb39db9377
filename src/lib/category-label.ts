/** Translated names of the game categories (nav, footer, side menu, category pages). */
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

import type { GameCategory } from '#contract/vendor-schemas.ts';

export const CATEGORY_LABELS: Record<GameCategory, MessageDescriptor> = {
  ELOTT: msg({ message: 'E-Lottery', context: 'nav' }),
  LOTT: msg({ message: 'Lottery', context: 'nav' }),
  LIVE: msg({ message: 'Live Casino', context: 'nav' }),
  SPORTS: msg({ message: 'Sports', context: 'nav' }),
  FISH: msg({ message: 'Fishing', context: 'nav' }),
  RNG: msg({ message: 'Slots', context: 'nav' }),
  PVP: msg({ message: 'Poker & Cards', context: 'nav' }),
  ESPORTS: msg({ message: 'E-Sports', context: 'nav' }),
  COCKFIGHT: msg({ message: 'Cockfight', context: 'nav' }),
};
