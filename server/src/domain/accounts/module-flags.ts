/** Whitelabel switches the account flows obey (contract §6.1: `enabled === "1"`). */
import type { Db } from '../../db/database.ts';
import { refuse } from '../refusal.ts';
import { readSetting, SETTINGS } from '../setting-definitions.ts';
import { flattenWhitelabel } from '../whitelabel.ts';

/** The module's own flag, as the client reads it (a missing module is off). */
export async function isModuleOn(db: Db, modId: string): Promise<boolean> {
  const flags = flattenWhitelabel(await readSetting(db, SETTINGS.whitelabel));
  return flags.some((flag) => flag.modId === modId && flag.enabled);
}

/** Refuses with `function.not.available` when the module is off. */
export async function requireModule(db: Db, modId: string): Promise<void> {
  if (!(await isModuleOn(db, modId))) refuse('function.not.available', `${modId} is not available`);
}
