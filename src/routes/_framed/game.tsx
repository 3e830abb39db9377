import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';

import { GamePage } from '@/features/games/game-page';
import { GameSearchSchema } from '@/lib/game-search';

export const Route = createFileRoute('/_framed/game')({
  staticData: { title: msg`Game` },
  validateSearch: GameSearchSchema,
  component: GamePage,
});
