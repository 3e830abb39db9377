/** The home page's engagement section (the winners list), loaded on demand to keep the home route small. */
import '@/styles/engagement.css';

import { WinnerBoard } from './winner-board';

export default function HomeEngagement() {
  return <WinnerBoard />;
}
