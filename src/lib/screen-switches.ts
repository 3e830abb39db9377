/**
 * Which switch opens which screen: every switch hides its doors. A centre screen's switch is in its
 * row of the screen table (`app/screens/`); the routes and page parts that have one are listed
 * here (`PART_SWITCHES`), with the inbox's, whose door (the header's message badge) is on every
 * page. Every door reads the same switch (the centre menus, the header's message badge, the side
 * menu) and so do the screens themselves: a screen whose switch is off has no entry anywhere and its
 * address (`?mc=…`, `?ac=…`, `/pointMall`) shows "not available" instead.
 *
 * A switch is a whitelabel module (contract §6.1, from the status) or one of the consolidated
 * data's menu switches (the agent's contract pages, `/wps/member/info/funds/consolidated`; the
 * platform folds the contract modules SIGNCONDIV3, DAILYSALCONT3, HOURSAL3 and RTSALARY3 into them).
 */
import type { Consolidated } from '#contract/agent-schemas.ts';

import { isModuleOn, type WhitelabelFlags } from './whitelabel';

/** The consolidated data's menu switches (spec §2: dividend enableCt, daily wage salary, …). */
export type ConsolidatedSwitch = keyof Pick<Consolidated, 'enableCt' | 'salary' | 'hourSalary' | 'realTimeSalary'>;

export type ScreenSwitch = { module: string } | { consolidated: ConsolidatedSwitch };

/** The switches of the routes and page parts, and the inbox's (its row in the table reads it from here). */
export const PART_SWITCHES = {
  // The inbox (`?mc=messageV2`) and its door on every page, the header's message badge.
  messages: { module: 'INBOX3' },
  // The points mall (its route and side menu entry), the help centre's feedback form, the avatar picture.
  pointMall: { module: 'PTSYS3' },
  feedback: { module: 'FEEDBACK3' },
  avatar: { module: 'PROFPIC3' },
} as const satisfies Record<string, ScreenSwitch>;
export type SwitchedPart = keyof typeof PART_SWITCHES;

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
 * A screen without a switch is on.
 */
export type ScreenState = 'on' | 'off' | 'unknown';

export function screenState(gate: ScreenSwitch | undefined, switches: Switches): ScreenState {
  if (!gate) return 'on';
  if ('module' in gate) return switches.flags.size === 0 || isModuleOn(switches.flags, gate.module) ? 'on' : 'off';
  if (!switches.consolidated) return 'unknown';
  return switches.consolidated[gate.consolidated] === true ? 'on' : 'off';
}
