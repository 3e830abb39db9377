import { createFileRoute } from '@tanstack/react-router';
import { GamePage } from '@/features/games/game-page';
import { GameSearchSchema } from '@/features/games/game-search';

export const Route = createFileRoute('/_framed/game')({
  validateSearch: GameSearchSchema,
  component: GamePage,
});
