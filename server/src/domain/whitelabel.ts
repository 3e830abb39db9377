/** Whitelabel permission tree operations (contract §6.1: `enabled === "1"` means on). */
import type { WhitelabelNode } from '#contract/system-schemas.ts';

import type { Db } from '../db/database.ts';
import { readSetting, SETTINGS } from './setting-definitions.ts';
import { setSetting } from './settings-repository.ts';

export interface WhitelabelFlag {
  modId: string;
  enabled: boolean;
  /** Depth in the tree (0 = root), for indented listings. */
  depth: number;
}

/** Depth-first list of every module, the same order the client flattens it in. */
export function flattenWhitelabel(root: WhitelabelNode, depth = 0): WhitelabelFlag[] {
  return [
    { modId: root.modId, enabled: root.enabled === '1', depth },
    ...root.childrenNodes.flatMap((child) => flattenWhitelabel(child, depth + 1)),
  ];
}

/** Returns a copy with `modId` switched, or null when the module is not in the tree. */
export function withWhitelabelFlag(root: WhitelabelNode, modId: string, enabled: boolean): WhitelabelNode | null {
  let found = false;
  const visit = (node: WhitelabelNode): WhitelabelNode => {
    const hit = node.modId === modId;
    if (hit) found = true;
    return {
      modId: node.modId,
      enabled: hit ? (enabled ? '1' : '0') : node.enabled,
      childrenNodes: node.childrenNodes.map(visit),
    };
  };
  const next = visit(root);
  return found ? next : null;
}

/** Switches one module in the stored tree; false when the module id is unknown. */
export async function setWhitelabelFlag(db: Db, modId: string, enabled: boolean): Promise<boolean> {
  return db.transaction(async (tx) => {
    const tree = await readSetting(tx, SETTINGS.whitelabel);
    const next = withWhitelabelFlag(tree, modId, enabled);
    if (!next) return false;
    await setSetting(tx, SETTINGS.whitelabel.key, next);
    return true;
  });
}

/** The stored tree flattened. */
export async function listWhitelabelFlags(db: Db): Promise<WhitelabelFlag[]> {
  return flattenWhitelabel(await readSetting(db, SETTINGS.whitelabel));
}
