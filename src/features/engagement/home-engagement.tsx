/** The home page's engagement section (winners list, red envelope), loaded on demand to keep the home route small. */
import '@/styles/engagement.css';

import { RedEnvelope } from './red-envelope';
import { WinnerBoard } from './winner-board';

export default function HomeEngagement() {
  return (
    <>
      <WinnerBoard />
      <RedEnvelope />
    </>
  );
}
