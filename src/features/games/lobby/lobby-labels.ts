/** Translated names of the lobby views and game tags. */
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

import type { GameTag, LobbyView } from './lobby-search';

export const VIEW_LABELS: Record<LobbyView, MessageDescriptor> = {
  all: msg({ message: 'All games', context: 'lobby' }),
  hot: msg({ message: 'Hot games', context: 'lobby' }),
  favourites: msg({ message: 'Favourites', context: 'lobby' }),
  recent: msg({ message: 'Recently played', context: 'lobby' }),
};

export const TAG_LABELS: Record<GameTag, MessageDescriptor> = {
  SLOT: msg({ message: 'Slots', context: 'game tag' }),
  TABLE: msg({ message: 'Table games', context: 'game tag' }),
  LIVE: msg({ message: 'Live', context: 'game tag' }),
  MINI: msg({ message: 'Mini games', context: 'game tag' }),
  CARD: msg({ message: 'Poker & cards', context: 'game tag' }),
  FISH: msg({ message: 'Fishing', context: 'game tag' }),
  SPORT: msg({ message: 'Sports', context: 'game tag' }),
  JACKPOT: msg({ message: 'Jackpots', context: 'game tag' }),
};
