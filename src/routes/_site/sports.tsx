import { createFileRoute } from '@tanstack/react-router';

import { lobbyLoader, lobbyLoaderDeps } from '@/features/categories/lobby-loader';
import { LobbyPage } from '@/features/categories/lobby-page';
import { LobbySearchSchema } from '@/features/categories/lobby-search';
import { CATEGORY_LABELS } from '@/lib/category-label';

export const Route = createFileRoute('/_site/sports')({
  staticData: { title: CATEGORY_LABELS.SPORTS },
  validateSearch: LobbySearchSchema,
  loaderDeps: lobbyLoaderDeps,
  loader: lobbyLoader('SPORTS'),
  component: () => <LobbyPage category="SPORTS" />,
});
