import { createFileRoute } from '@tanstack/react-router';

import { lobbyLoader, lobbyLoaderDeps } from '@/features/categories/lobby-loader';
import { LobbyPage } from '@/features/categories/lobby-page';
import { LobbySearchSchema } from '@/features/categories/lobby-search';

export const Route = createFileRoute('/_site/rng')({
  validateSearch: LobbySearchSchema,
  loaderDeps: lobbyLoaderDeps,
  loader: lobbyLoader('RNG'),
  component: () => <LobbyPage category="RNG" />,
});
