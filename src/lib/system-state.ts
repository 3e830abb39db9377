/** The root gate's state from the status call: 0 app, 1 maintenance, 2 region block. */
import type { SystemStatus } from '#contract/system-schemas.ts';

export type SystemState = 0 | 1 | 2;

/** Maintenance wins over a region block. */
export function systemStateOf(
  status: Pick<SystemStatus, 'maintenance' | 'regionRestriction'> | undefined,
): SystemState {
  if (!status) return 0;
  if (status.maintenance) return 1;
  if (status.regionRestriction) return 2;
  return 0;
}
