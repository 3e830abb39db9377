/** A PVP vendor's rooms (`GLS2_roomList`): name, game, minimum bet, seats; joining launches with the room id. */
import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';

import type { Room } from '#contract/game-schemas.ts';

import { gameQueries } from '@/api/games/game-queries';
import { isAbsent } from '@/ui/feature-absence';
import { QueryState } from '@/ui/query-state';

interface PvpRoomsProps {
  vendor: string;
  vendorName: string;
  formatMoney: (money: string) => string;
  onJoin: (room: Room) => void;
}

export function PvpRooms({ vendor, vendorName, formatMoney, onJoin }: PvpRoomsProps) {
  const { t } = useLingui();
  const rooms = useQuery(gameQueries.rooms(vendor));
  // A platform without room lists: no rooms section (the vendor still launches from its games).
  if (isAbsent(rooms)) return null;
  return (
    <section
      className="pvp-rooms"
      aria-label={t({ message: `${vendorName} rooms`, comment: "vendorName: a game provider's name" })}
      data-testid="pvp-rooms"
    >
      <h2>{t({ message: `${vendorName} rooms`, comment: "vendorName: a game provider's name" })}</h2>
      <QueryState query={rooms} isEmpty={(data) => data.list.length === 0} emptyText={t`No rooms are open right now.`}>
        {(data) => (
          <ul className="pvp-rooms__list">
            {data.list.map((room) => (
              <li key={room.roomId} className="pvp-room" data-testid="pvp-room" data-room-id={room.roomId}>
                <span className="pvp-room__name">{room.roomName}</span>
                <span className="pvp-room__game">{room.gameName}</span>
                <span>{t`Min. bet ${formatMoney(room.minBet)}`}</span>
                <span>{t`${room.players} of ${room.maxPlayers} seats taken`}</span>
                <button
                  type="button"
                  className="button button--primary"
                  onClick={() => onJoin(room)}
                  disabled={room.players >= room.maxPlayers}
                >
                  {t`Join`}
                </button>
              </li>
            ))}
          </ul>
        )}
      </QueryState>
    </section>
  );
}
