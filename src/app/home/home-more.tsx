/**
 * What home shows below its first screen, in one chunk loaded once the first screen is done: recent
 * big wins, popular lottery, promotions, providers and the latest notices
 * (the red envelope is a button in the member's header). Each
 * section hides itself when its endpoint is missing, empty or failing.
 */
import '@/styles/engagement.css';

import { WinnerBoard } from '@/features/engagement/winner-board';

import { HomeNotices } from './home-notices';
import { PopularDraws } from './popular-draws';
import { PromotionsRow } from './promotions-row';
import { ProviderStrip } from './provider-strip';

export default function HomeMore() {
  return (
    <>
      <WinnerBoard />
      <PopularDraws />
      <PromotionsRow />
      <ProviderStrip />
      <HomeNotices />
    </>
  );
}
