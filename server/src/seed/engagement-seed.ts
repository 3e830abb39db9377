/**
 * Engagement demo data (seed version 8): the points mall's rewards. Inserted only when the
 * platform has none, so an operator's catalogue survives and a repeated run adds nothing.
 */
import type { Db } from '../db/database.ts';

interface DemoReward {
  name: string;
  remark: string;
  points: number;
  /** Total valid stake needed, minor units. */
  amountRequired: number;
  stock: number;
  units: string;
}

export const DEMO_REWARDS: readonly DemoReward[] = [
  { name: 'Tala mug', remark: 'A ceramic mug with the Tala logo, shipped to your address.', points: 50, amountRequired: 0, stock: 100, units: 'pcs' },
  { name: 'Mobile load ₱100', remark: 'Prepaid load for any Philippine network.', points: 120, amountRequired: 0, stock: 500, units: 'vouchers' },
  { name: 'Wireless earbuds', remark: 'Bluetooth earbuds with a charging case.', points: 900, amountRequired: 5_000_000, stock: 20, units: 'sets' },
  { name: 'Smartphone', remark: 'A 128 GB Android smartphone.', points: 6_000, amountRequired: 50_000_000, stock: 3, units: 'pcs' },
];

export async function seedEngagement(tx: Db): Promise<void> {
  const existing = await tx.query<{ count: number }>('SELECT count(*)::int AS count FROM point_rewards');
  if ((existing[0]?.count ?? 0) > 0) return;
  for (const [index, reward] of DEMO_REWARDS.entries()) {
    await tx.query(
      `INSERT INTO point_rewards (name, remark, points_required, amount_required, stock, units, sequence)
       VALUES ($1, $2, $3, $4, $5, $6, $7)`,
      [reward.name, reward.remark, reward.points, reward.amountRequired, reward.stock, reward.units, index],
    );
  }
}
