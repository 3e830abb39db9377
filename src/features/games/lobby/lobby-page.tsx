/**
 * A game lobby (/rng, /live, /fish, /pvp, /sports, /esports, /cockFight): one row of provider
 * logos, views (all, hot, favourites, recents), search and tag filters in the URL (inline on a wide
 * screen, in a sheet behind "Filter" on a phone), a member's recently played row, the game grid,
 * PVP rooms, and the VASSALAGE popup. Launching goes through the launch rules (login check, then
 * /game). On a phone the first game starts in the top third of the screen.
 */
import '@/styles/games.css';

import { useLingui } from '@lingui/react/macro';
import { useNavigate, useSearch } from '@tanstack/react-router';
import { Suspense, useCallback, useEffect, useMemo } from 'react';
import { useSnapshot } from 'valtio';

import type { Game } from '#contract/game-schemas.ts';
import type { GameCategory, VendorCard } from '#contract/vendor-schemas.ts';

import { useAuthModal } from '@/hooks/use-auth-modal';
import { useBalance } from '@/hooks/use-balance';
import { useLaunchAction } from '@/hooks/use-launch-action';
import { useImageCdn, useNav } from '@/hooks/use-platform-data';
import { CATEGORY_LABELS } from '@/lib/category-label';
import { gameAction, vendorAction } from '@/lib/launch-rules';
import { clearRngVendor, gamePreferencesState, setRngVendor } from '@/stores/game-preferences-store';
import { sessionState } from '@/stores/session-store';
import { FormError } from '@/ui/form-error';
import { lazyPart, PartBoundary } from '@/ui/lazy-part';
import { Tabs } from '@/ui/tabs';
import { useIsPhone } from '@/ui/use-is-phone';

import { LOBBY_TAGS } from './game-filter';
import { LobbyFilters } from './lobby-filters';
import { LobbyGames } from './lobby-games';
import { VIEW_LABELS } from './lobby-labels';
import { LOBBY_VIEWS, type LobbySearch, type LobbyView } from './lobby-search';
import { PvpRooms } from './pvp-rooms';
import { RecentRow } from './recent-row';
import { useFavouriteToggle } from './use-favourite-toggle';
import { VendorTabs } from './vendor-tabs';

const VassalageDialog = lazyPart(() => import('./vassalage-dialog').then((m) => m.VassalageDialog));

export function LobbyPage({ category }: { category: GameCategory }) {
  const { t, i18n } = useLingui();
  const search: LobbySearch = useSearch({ strict: false });
  const navigate = useNavigate();
  const { nav, isPending } = useNav();
  const imageCdn = useImageCdn();
  const { token } = useSnapshot(sessionState);
  const { rngVendor } = useSnapshot(gamePreferencesState);
  const { format } = useBalance();
  const { open } = useAuthModal();
  const launcher = useLaunchAction();
  const favourites = useFavouriteToggle();
  const vendors = useMemo(() => nav.find((item) => item.category === category)?.vendors ?? [], [nav, category]);
  const vendor = vendors.find((card) => card.vassalage === search.page);
  const vendorNames = useMemo(() => new Map(vendors.map((card) => [card.vassalage, card.displayName])), [vendors]);
  const isPhone = useIsPhone();
  const view = search.view ?? 'all';
  const setSearch = useCallback(
    (patch: Partial<LobbySearch>, replace = false) =>
      void navigate({ to: '.', search: (prev) => ({ ...prev, ...patch }), replace }),
    [navigate],
  );

  // RNG opens on the vendor the player chose last (spec: choosing an RNG vendor stores it).
  const hasRemembered =
    category === 'RNG' && !search.page && rngVendor !== null && vendors.some((card) => card.vassalage === rngVendor);
  useEffect(() => {
    if (hasRemembered && rngVendor) setSearch({ page: rngVendor }, true);
  }, [hasRemembered, rngVendor, setSearch]);

  const selectVendor = (card: VendorCard | null) => {
    if (card === null) {
      if (category === 'RNG') clearRngVendor();
      setSearch({ page: undefined });
      return;
    }
    const action = vendorAction(category, card, token !== null);
    if (action.kind === 'popup') launcher.run(action);
    else {
      if (category === 'RNG') setRngVendor(card.vassalage);
      setSearch({ page: card.vassalage });
    }
  };
  const launchGame = useCallback(
    (game: Game) =>
      launcher.run(
        gameAction({ vassalage: game.vassalage, nodeId: game.nodeId, gameId: game.gameId }, category, token !== null),
      ),
    [launcher, category, token],
  );
  const onSearch = useCallback((q: string | undefined) => setSearch({ q }, true), [setSearch]);
  const chooseView = (next: LobbyView) => {
    setSearch({ view: next === 'all' ? undefined : next });
    if ((next === 'favourites' || next === 'recent') && token === null) open('login');
  };
  const roomVendors = category === 'PVP' ? (vendor ? [vendor] : vendors) : [];

  const filters = (
    <LobbyFilters
      q={search.q}
      onSearch={onSearch}
      tags={LOBBY_TAGS[category] ?? []}
      tag={search.tag}
      onTag={(tag) => setSearch({ tag })}
    />
  );
  const filter = { category, vendor: vendor?.vassalage, q: search.q, tag: search.tag };
  const handlers = {
    imageCdn,
    favouriteIds: favourites.favouriteIds,
    onToggleFavourite: favourites.toggle,
    onLaunch: launchGame,
    formatMoney: format,
    vendorNames,
  };

  return (
    <section className="page lobby-page" data-category={category}>
      <div className="lobby-head">
        <h1>{i18n._(CATEGORY_LABELS[category])}</h1>
        {isPhone && filters}
      </div>
      {!isPending && vendors.length === 0 && <p>{t`No game providers are available in this category right now.`}</p>}
      <VendorTabs vendors={vendors} selected={vendor?.vassalage} imageCdn={imageCdn} onSelect={selectVendor} />
      <Tabs
        label={t`Game lists`}
        idPrefix="lobby"
        tabs={LOBBY_VIEWS.map((id) => ({ id, label: i18n._(VIEW_LABELS[id]) }))}
        selected={view}
        onSelect={chooseView}
      />
      {!isPhone && filters}
      <FormError error={favourites.error} />
      {view === 'all' && <RecentRow filter={filter} handlers={handlers} />}
      <div id="lobby-panel" role="tabpanel" aria-labelledby={`lobby-tab-${view}`}>
        <LobbyGames view={view} filter={filter} handlers={handlers} onLogin={() => open('login')} />
      </div>
      {/* PVP rooms after the games: the games start in the first screen, the rooms follow. */}
      {roomVendors.map((card) => (
        <PvpRooms
          key={card.vassalage}
          vendor={card.vassalage}
          vendorName={card.displayName}
          formatMoney={format}
          onJoin={(room) =>
            launcher.run(
              gameAction(
                { vassalage: card.vassalage, roomId: room.roomId, nodeId: room.nodeId },
                category,
                token !== null,
              ),
            )
          }
        />
      ))}
      {launcher.popup && (
        // A popup whose code cannot be downloaded closes; the next tap asks for it again.
        <PartBoundary onError={launcher.closePopup}>
          <Suspense fallback={null}>
            <VassalageDialog
              vendor={launcher.popup.vendor}
              category={launcher.popup.category}
              onClose={launcher.closePopup}
              onLaunch={(game) => {
                launcher.closePopup();
                launchGame(game);
              }}
            />
          </Suspense>
        </PartBoundary>
      )}
    </section>
  );
}
