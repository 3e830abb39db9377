import { createFileRoute } from '@tanstack/react-router';

import { lobbyFirstData, lobbyLoader, lobbyLoaderDeps } from '@/features/games/lobby/lobby-loader';
import { LobbyPage } from '@/features/games/lobby/lobby-page';
import { LobbySearchSchema } from '@/features/games/lobby/lobby-search';
import { CATEGORY_LABELS } from '@/lib/category-label';

export const Route = createFileRoute('/_site/pvp')({
  staticData: { title: CATEGORY_LABELS.PVP, firstData: lobbyFirstData('PVP') },
  validateSearch: LobbySearchSchema,
  loaderDeps: lobbyLoaderDeps,
  loader: lobbyLoader('PVP'),
  component: () => <LobbyPage category="PVP" />,
});
