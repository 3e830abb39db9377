/** PVP rooms (migration 006, contract §9): a PVP game's rooms, listed by vendor; a launch by room names its game. */
import type { Room } from '#contract/game-schemas.ts';

import type { Db } from '../../db/database.ts';
import { formatMoney, minorFromDb } from '../wallet/money.ts';
import type { GameLanguage, GameNames } from './game-language.ts';
import { gameName } from './game-list.ts';

export interface NewRoom {
  nodeId: number;
  roomName: string;
  minBet: bigint;
  players: number;
  maxPlayers: number;
  sortOrder: number;
}

/** Inserts rooms in one statement. */
export async function insertRooms(db: Db, rooms: readonly NewRoom[]): Promise<void> {
  if (rooms.length === 0) return;
  const params: unknown[] = [];
  const values = rooms.map((room) => {
    const base = params.length;
    params.push(room.nodeId, room.roomName, room.minBet.toString(), room.players, room.maxPlayers, room.sortOrder);
    return `($${base + 1}::int, $${base + 2}, $${base + 3}::bigint, $${base + 4}::int, $${base + 5}::int, $${base + 6}::int)`;
  });
  await db.query(
    `INSERT INTO pvp_rooms (node_id, room_name, min_bet, players, max_players, sort_order) VALUES ${values.join(', ')}`,
    params,
  );
}

/** A vendor's PVP rooms (enabled vendor), in game then room order. */
export async function listRooms(db: Db, vendor: string, language: GameLanguage): Promise<Room[]> {
  const rows = await db.query<{
    room_id: number;
    node_id: number;
    names: GameNames;
    room_name: string;
    min_bet: string;
    players: number;
    max_players: number;
  }>(
    `SELECT r.room_id, r.node_id, g.names, r.room_name, r.min_bet::text AS min_bet, r.players, r.max_players
     FROM pvp_rooms r JOIN games g ON g.node_id = r.node_id JOIN vendors v ON v.category = g.lane AND v.code = g.vendor
     WHERE v.enabled AND g.vendor = $1 ORDER BY g.sort_order, g.node_id, r.sort_order, r.room_id`,
    [vendor.toUpperCase()],
  );
  return rows.map((row) => ({
    roomId: row.room_id,
    nodeId: row.node_id,
    gameName: gameName(row, language),
    roomName: row.room_name,
    minBet: formatMoney(minorFromDb(row.min_bet)),
    players: row.players,
    maxPlayers: row.max_players,
  }));
}

/** The node id of a PVP room. */
export async function roomNode(db: Db, roomId: number): Promise<number | undefined> {
  const rows = await db.query<{ node_id: number }>('SELECT node_id FROM pvp_rooms WHERE room_id = $1', [roomId]);
  return rows[0]?.node_id;
}
