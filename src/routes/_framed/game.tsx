import { createFileRoute } from '@tanstack/react-router';

import { GamePage } from '@/features/games/game-page';
import { GameSearchSchema } from '@/lib/game-search';

export const Route = createFileRoute('/_framed/game')({
  validateSearch: GameSearchSchema,
  component: GamePage,
});
