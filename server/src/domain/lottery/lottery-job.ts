/** The lottery's scheduled job: draw what is due, settle its tickets, schedule the next draws. */
import type { Db } from '../../db/database.ts';
import { drawDue, scheduleDraws } from './lottery-draws.ts';
import { purgeLotteryAccess } from './lottery-sessions.ts';
import { settleDrawnTickets } from './lottery-tickets.ts';

export async function runLottery(db: Db, now: Date): Promise<number> {
  // Drawing before scheduling: after a clock jump the passed draws are drawn, then new ones made.
  const drawn = await drawDue(db, now);
  const settled = await settleDrawnTickets(db, now);
  const scheduled = await scheduleDraws(db, now);
  // Expired page access is swept when new draws are made (every 45 s at most), not every second.
  const purged = scheduled > 0 ? await purgeLotteryAccess(db, now) : 0;
  return drawn + settled + scheduled + purged;
}
