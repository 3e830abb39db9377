/** Whitelabel permission tree helpers (contract §6.1). */
import type { WhitelabelNode } from '#contract/system-schemas.ts';
import { RESET_BY_PHONE_MODULE } from '#contract/whitelabel-modules.ts';

export type WhitelabelFlags = ReadonlyMap<string, boolean>;

/** Flattens the tree depth-first into modId → enabled ("1" means on, anything else off). */
export function flattenWhitelabel(root: WhitelabelNode | undefined): WhitelabelFlags {
  const flags = new Map<string, boolean>();
  const visit = (node: WhitelabelNode) => {
    flags.set(node.modId, node.enabled === '1');
    for (const child of node.childrenNodes) visit(child);
  };
  if (root) visit(root);
  return flags;
}

/**
 * The tree to read: the status answer's when it carries modules, else the platform's own
 * `/wps/system/whitelabel` answer (a platform may send the tree only there).
 */
export function chooseWhitelabel(
  fromStatus: WhitelabelNode | undefined,
  fromOwnCall: WhitelabelNode | undefined,
): WhitelabelNode | undefined {
  if (fromStatus && fromStatus.childrenNodes.length > 0) return fromStatus;
  return fromOwnCall ?? fromStatus;
}

/** Whether the status answer leaves the switches to the whitelabel call. */
export function needsOwnWhitelabel(fromStatus: WhitelabelNode | undefined): boolean {
  return !fromStatus || fromStatus.childrenNodes.length === 0;
}

/** True when the module is present and enabled. */
export function isModuleOn(flags: WhitelabelFlags, modId: string): boolean {
  return flags.get(modId) === true;
}

/**
 * The forgot dialog's mobile tab (spec §2: only when CHNGPASSVERIF3 is on): the same module the
 * platform gates the `forgot` code and the reset by phone on (`contract/whitelabel-modules.ts`).
 */
export function isResetByPhoneOn(flags: WhitelabelFlags): boolean {
  return isModuleOn(flags, RESET_BY_PHONE_MODULE);
}
