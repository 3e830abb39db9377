/** The lottery's scheduled job: schedule upcoming draws, draw what is due, settle its tickets. */
import type { Db } from '../../db/database.ts';
import { drawDue, scheduleDraws } from './lottery-draws.ts';
import { settleDrawnTickets } from './lottery-tickets.ts';

export async function runLottery(db: Db, now: Date): Promise<number> {
  // Drawing before scheduling: a clock jump leaves the passed draws to draw, then new ones are made.
  const drawn = await drawDue(db, now);
  const settled = await settleDrawnTickets(db, now);
  const scheduled = await scheduleDraws(db, now);
  return drawn + settled + scheduled;
}
