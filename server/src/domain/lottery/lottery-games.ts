/**
 * The lottery catalogue (docs/lottery.md): e-lottery games on fixed intervals and the Vietnamese
 * games (daily regional draws and fast variants). A constant, not a table: draws and tickets
 * name games by code, and the catalogue changes only with a release.
 */

/** How a result is made and read: 5 digits, PK10 order, 3 dice, 11×5, or Vietnamese prize tables. */
export type LotteryKind = '5D' | 'PK10' | 'K3' | '11X5' | 'VN_NORTH' | 'VN_SOUTH';

export type LotteryRegion = 'NORTH' | 'SOUTH' | 'CENTRE';

export interface LotteryGame {
  code: string;
  /** Stable numeric id on the wire (`gameId`). */
  id: number;
  name: string;
  kind: LotteryKind;
  /** ELOTT (e-lottery, vendor TCG) or LOTT (Vietnamese, vendor TCG_LOTTO_VN). */
  category: 'ELOTT' | 'LOTT';
  vendor: 'TCG' | 'TCG_LOTTO_VN';
  /** Menu group (`gameGroupCode`). */
  group: string;
  /** A draw every intervalMs (fixed-interval games) … */
  intervalMs?: number;
  /** … or once a day at this UTC time (minutes after midnight). */
  dailyAtMinute?: number;
  region?: LotteryRegion;
}

const MINUTE = 60_000;

export const LOTTERY_GAMES: readonly LotteryGame[] = [
  {
    code: '5D1',
    id: 101,
    name: '1-minute 5D',
    kind: '5D',
    category: 'ELOTT',
    vendor: 'TCG',
    group: 'SSC',
    intervalMs: MINUTE,
  },
  {
    code: '5D3',
    id: 102,
    name: '3-minute 5D',
    kind: '5D',
    category: 'ELOTT',
    vendor: 'TCG',
    group: 'SSC',
    intervalMs: 3 * MINUTE,
  },
  {
    code: '5D5',
    id: 103,
    name: '5-minute 5D',
    kind: '5D',
    category: 'ELOTT',
    vendor: 'TCG',
    group: 'SSC',
    intervalMs: 5 * MINUTE,
  },
  {
    code: 'PK10_1',
    id: 111,
    name: '1-minute PK10',
    kind: 'PK10',
    category: 'ELOTT',
    vendor: 'TCG',
    group: 'PK10',
    intervalMs: MINUTE,
  },
  {
    code: 'K3_3',
    id: 121,
    name: '3-minute K3 Dice',
    kind: 'K3',
    category: 'ELOTT',
    vendor: 'TCG',
    group: 'K3',
    intervalMs: 3 * MINUTE,
  },
  {
    code: '11X5_5',
    id: 131,
    name: '5-minute 11×5',
    kind: '11X5',
    category: 'ELOTT',
    vendor: 'TCG',
    group: '11X5',
    intervalMs: 5 * MINUTE,
  },
  // Vietnamese regional draws at 16:15, 17:15 and 18:15 Vietnam time (UTC+7).
  {
    code: 'VN_NORTH',
    id: 201,
    name: 'Miền Bắc',
    kind: 'VN_NORTH',
    category: 'LOTT',
    vendor: 'TCG_LOTTO_VN',
    group: 'VN_TRADITIONAL',
    dailyAtMinute: 11 * 60 + 15,
    region: 'NORTH',
  },
  {
    code: 'VN_CENTRE',
    id: 202,
    name: 'Miền Trung',
    kind: 'VN_SOUTH',
    category: 'LOTT',
    vendor: 'TCG_LOTTO_VN',
    group: 'VN_TRADITIONAL',
    dailyAtMinute: 10 * 60 + 15,
    region: 'CENTRE',
  },
  {
    code: 'VN_SOUTH',
    id: 203,
    name: 'Miền Nam',
    kind: 'VN_SOUTH',
    category: 'LOTT',
    vendor: 'TCG_LOTTO_VN',
    group: 'VN_TRADITIONAL',
    dailyAtMinute: 9 * 60 + 15,
    region: 'SOUTH',
  },
  {
    code: 'VN_FAST45',
    id: 211,
    name: 'Siêu tốc 45 giây',
    kind: 'VN_NORTH',
    category: 'LOTT',
    vendor: 'TCG_LOTTO_VN',
    group: 'VN_FAST',
    intervalMs: 45_000,
    region: 'NORTH',
  },
  {
    code: 'VN_FAST75',
    id: 212,
    name: 'Siêu tốc 75 giây',
    kind: 'VN_SOUTH',
    category: 'LOTT',
    vendor: 'TCG_LOTTO_VN',
    group: 'VN_FAST',
    intervalMs: 75_000,
    region: 'SOUTH',
  },
];

export function lotteryGame(code: string): LotteryGame | undefined {
  return LOTTERY_GAMES.find((game) => game.code === code);
}

export const isVietnamese = (game: LotteryGame) => game.kind === 'VN_NORTH' || game.kind === 'VN_SOUTH';

/** Tickets stop selling this long before the draw: 1/12 of the interval, 15 minutes for daily draws. */
export function saleCloseMs(game: LotteryGame): number {
  return game.intervalMs ? game.intervalMs / 12 : 15 * MINUTE;
}

export interface DrawSlot {
  numero: string;
  drawAt: Date;
  closesAt: Date;
}

const DAY = 24 * 60 * MINUTE;
const ymd = (ms: number) => new Date(ms).toISOString().slice(0, 10).replaceAll('-', '');

/**
 * The first `count` draws whose draw time is after `now`. Interval games number their draws per
 * UTC day (`20260615-0731` is the 731st of that day); daily games by the day (`20260615`).
 */
export function upcomingSlots(game: LotteryGame, now: Date, count: number): DrawSlot[] {
  const slots: DrawSlot[] = [];
  const t = now.getTime();
  const dayStart = Math.floor(t / DAY) * DAY;
  if (game.intervalMs) {
    const perDay = DAY / game.intervalMs;
    let index = Math.floor((t - dayStart) / game.intervalMs) + 1;
    let day = dayStart;
    while (slots.length < count) {
      if (index > perDay) {
        day += DAY;
        index = 1;
      }
      const drawAt = day + index * game.intervalMs;
      slots.push({
        numero: `${ymd(day)}-${String(index).padStart(4, '0')}`,
        drawAt: new Date(drawAt),
        closesAt: new Date(drawAt - saleCloseMs(game)),
      });
      index += 1;
    }
    return slots;
  }
  const minute = game.dailyAtMinute ?? 0;
  for (let day = dayStart; slots.length < count; day += DAY) {
    const drawAt = day + minute * MINUTE;
    if (drawAt > t)
      slots.push({ numero: ymd(day), drawAt: new Date(drawAt), closesAt: new Date(drawAt - saleCloseMs(game)) });
  }
  return slots;
}
