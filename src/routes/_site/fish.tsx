import { createFileRoute } from '@tanstack/react-router';

import { lobbyLoader, lobbyLoaderDeps } from '@/features/categories/lobby-loader';
import { LobbyPage } from '@/features/categories/lobby-page';
import { LobbySearchSchema } from '@/features/categories/lobby-search';
import { CATEGORY_LABELS } from '@/lib/category-label';

export const Route = createFileRoute('/_site/fish')({
  staticData: { title: CATEGORY_LABELS.FISH },
  validateSearch: LobbySearchSchema,
  loaderDeps: lobbyLoaderDeps,
  loader: lobbyLoader('FISH'),
  component: () => <LobbyPage category="FISH" />,
});
