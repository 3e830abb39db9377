/**
 * What home shows below its first screen, in one chunk loaded once the first screen is done: recent
 * big wins, popular lottery, promotions, providers and the latest notices
 * (the red envelope is a button in the member's header). Each
 * section hides itself when its endpoint is missing, empty or failing. Also the guest's choice of
 * free play or login on a free-play hot game (`free-play-offer.ts`).
 */
import '@/styles/engagement.css';

import { useSnapshot } from 'valtio';

import { WinnerBoard } from '@/features/engagement/winner-board';

import { FreePlayChoice } from './free-play-choice';
import { freePlayOffer } from './free-play-offer';
import { HomeNotices } from './home-notices';
import { PopularDraws } from './popular-draws';
import { PromotionsRow } from './promotions-row';
import { ProviderStrip } from './provider-strip';

const closeOffer = () => {
  freePlayOffer.game = null;
};

export default function HomeMore() {
  const { game } = useSnapshot(freePlayOffer);
  return (
    <>
      {game && <FreePlayChoice game={game} onClose={closeOffer} />}
      <WinnerBoard />
      <PopularDraws />
      <PromotionsRow />
      <ProviderStrip />
      <HomeNotices />
    </>
  );
}
