/**
 * Which switch opens which screen (issue 30: every switch hides its door). One table, keyed by
 * screen id, read by every door (the member and agent centre menus, the header's message badge,
 * the side menu) and by the screens themselves, so a screen whose switch is off has no entry
 * anywhere and its address (`?mc=…`, `?ac=…`, `/pointMall`) shows "not available" instead.
 *
 * A switch is a whitelabel module (contract §6.1, from the status) or one of the consolidated
 * data's menu switches (the agent's contract pages, `/wps/member/info/funds/consolidated`; the
 * platform folds the contract modules SIGNCONDIV3, DAILYSALCONT3, HOURSAL3 and RTSALARY3 into them).
 * A screen not listed here has no switch.
 */
import type { Consolidated } from '#contract/agent-schemas.ts';

import { isModuleOn, type WhitelabelFlags } from './whitelabel';

/** The consolidated data's menu switches (spec §2: dividend enableCt, daily wage salary, …). */
export type ConsolidatedSwitch = keyof Pick<Consolidated, 'enableCt' | 'salary' | 'hourSalary' | 'realTimeSalary'>;

export type ScreenSwitch = { module: string } | { consolidated: ConsolidatedSwitch };

/**
 * A centre screen's id (a row of `app/screens/screen-table.ts`; its test checks every key here is
 * one), a route's name, or a page part a switch removes.
 */
export type ScreenId = string;

export const SCREEN_SWITCHES: Readonly<Record<ScreenId, ScreenSwitch>> = {
  // Personal centre (`?mc=`); the inbox also has the header's message badge.
  transferUpline: { module: 'MEMTRANS3' },
  rewardCenter: { module: 'REWCEN3' },
  missionLeaderboard: { module: 'MISSIONLB3' },
  messageV2: { module: 'INBOX3' },
  // Agent centre (`?ac=`).
  agentDividendRecord2: { consolidated: 'enableCt' },
  agentDailyWages2: { consolidated: 'salary' },
  agentHourSalary: { consolidated: 'hourSalary' },
  agentRealTimeSalary: { consolidated: 'realTimeSalary' },
  // Routes and page parts: the points mall (side menu entry), the help centre's feedback form, the avatar picture.
  pointMall: { module: 'PTSYS3' },
  feedback: { module: 'FEEDBACK3' },
  avatar: { module: 'PROFPIC3' },
};

export interface Switches {
  /** The whitelabel flags; empty while the status is unknown or when the platform sends no tree. */
  flags: WhitelabelFlags;
  /** The consolidated switches; undefined until they arrived (or for members, who have none). */
  consolidated?: Partial<Pick<Consolidated, ConsolidatedSwitch>> | undefined;
}

/**
 * `on`: show the screen and its doors. `off`: no door, and its address says "not available".
 * `unknown`: its switch has not arrived yet (no door yet; the address waits).
 * A module missing from the tree is off (contract §6.1); with no tree at all nothing is switched.
 */
export type ScreenState = 'on' | 'off' | 'unknown';

export function screenState(id: ScreenId, switches: Switches): ScreenState {
  const gate = Object.hasOwn(SCREEN_SWITCHES, id) ? SCREEN_SWITCHES[id] : undefined;
  if (!gate) return 'on';
  if ('module' in gate) return switches.flags.size === 0 || isModuleOn(switches.flags, gate.module) ? 'on' : 'off';
  if (!switches.consolidated) return 'unknown';
  return switches.consolidated[gate.consolidated] === true ? 'on' : 'off';
}
