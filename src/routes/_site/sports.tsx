import { createFileRoute } from '@tanstack/react-router';

import { LobbyPage } from '@/features/categories/lobby-page';
import { LobbySearchSchema } from '@/features/categories/lobby-search';

export const Route = createFileRoute('/_site/sports')({
  validateSearch: LobbySearchSchema,
  component: () => <LobbyPage category="SPORTS" />,
});
