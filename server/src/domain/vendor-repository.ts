/** Game vendors, grouped by category lane. */
import type { Db } from '../db/database.ts';

export const VENDOR_CATEGORIES = ['ELOTT', 'LOTT', 'LIVE', 'SPORTS', 'FISH', 'RNG', 'PVP'] as const;
export type VendorCategory = (typeof VENDOR_CATEGORIES)[number];

export interface Vendor {
  category: VendorCategory;
  code: string;
  displayName: string;
  accountTypeId: number;
  accountTypeName: string;
  gameType: string;
  sortOrder: number;
  isHot: boolean;
  isGame: string;
  enabled: boolean;
}

interface VendorRow {
  category: VendorCategory;
  code: string;
  display_name: string;
  account_type_id: number;
  account_type_name: string;
  game_type: string;
  sort_order: number;
  is_hot: boolean;
  is_game: string;
  enabled: boolean;
}

const COLUMNS =
  'category, code, display_name, account_type_id, account_type_name, game_type, sort_order, is_hot, is_game, enabled';

function toVendor(row: VendorRow): Vendor {
  return {
    category: row.category,
    code: row.code,
    displayName: row.display_name,
    accountTypeId: row.account_type_id,
    accountTypeName: row.account_type_name,
    gameType: row.game_type,
    sortOrder: row.sort_order,
    isHot: row.is_hot,
    isGame: row.is_game,
    enabled: row.enabled,
  };
}

/** True for one of the seven vendor lanes. */
export function isVendorCategory(value: string): value is VendorCategory {
  return (VENDOR_CATEGORIES as readonly string[]).includes(value);
}

/** Vendors ordered by category then sort order; `enabledOnly` for what players see. */
export async function listVendors(db: Db, options: { enabledOnly?: boolean } = {}): Promise<Vendor[]> {
  const where = options.enabledOnly ? 'WHERE enabled' : '';
  const rows = await db.query<VendorRow>(`SELECT ${COLUMNS} FROM vendors ${where} ORDER BY category, sort_order, code`);
  return rows.map(toVendor);
}

/** One vendor of a category, enabled or not. */
export async function findVendor(db: Db, category: string, code: string): Promise<Vendor | undefined> {
  const rows = await db.query<VendorRow>(`SELECT ${COLUMNS} FROM vendors WHERE category = $1 AND code = $2`, [
    category,
    code,
  ]);
  return rows[0] ? toVendor(rows[0]) : undefined;
}

/** Adds a vendor unless that category already has the code; returns whether it was added. */
export async function insertVendor(db: Db, vendor: Vendor): Promise<boolean> {
  const rows = await db.query<{ id: number }>(
    `INSERT INTO vendors (${COLUMNS}) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)
     ON CONFLICT (category, code) DO NOTHING RETURNING id`,
    [
      vendor.category,
      vendor.code,
      vendor.displayName,
      vendor.accountTypeId,
      vendor.accountTypeName,
      vendor.gameType,
      vendor.sortOrder,
      vendor.isHot,
      vendor.isGame,
      vendor.enabled,
    ],
  );
  return rows.length > 0;
}

/** Shows or hides a vendor; false when there is no such vendor. */
export async function setVendorEnabled(db: Db, category: string, code: string, enabled: boolean): Promise<boolean> {
  const rows = await db.query<{ id: number }>(
    'UPDATE vendors SET enabled = $3 WHERE category = $1 AND code = $2 RETURNING id',
    [category, code, enabled],
  );
  return rows.length > 0;
}
