/**
 * One round of a built-in game (contract §9): the seed row is locked, the outcome played from
 * HMAC(serverSeed, clientSeed:nonce), stake and win go through `placeBet` (wallet MAIN,
 * seamless; a trial member's TRIAL credit) with the bet row, and the seed is revealed and
 * rotated — one database transaction.
 * The round id (a UUID from the page) is the idempotency key and the bet reference: a replay
 * answers the first result and moves nothing. While the round runs, `open_rounds` holds it
 * (#734 for launches of other games; a second concurrent round → game.round.in.progress).
 */
import type { Db } from '../../db/database.ts';
import type { Member } from '../accounts/member-repository.ts';
import { betTableOf } from '../bets/bet-rows.ts';
import { placeBet } from '../bets/instant-bets.ts';
import { badParam } from '../refusal.ts';
import { moneyTransaction } from '../wallet/idempotency.ts';
import { balancesOf, memberAccount } from '../wallet/ledger-accounts.ts';
import { positiveAmount } from '../wallet/money-context.ts';
import { formatMoney, minorFromDb } from '../wallet/money.ts';
import { playWalletOf } from '../wallet/trial-wallet.ts';
import { BUILTIN_RULES } from './builtin-rules.ts';
import { fairUniform, sha256Hex } from './fair-random.ts';
import { lockSeed, rotateSeed } from './fair-seeds.ts';
import type { BuiltinKind, ListedGame } from './game-list.ts';
import { beginRound, endRound } from './open-rounds.ts';

export const MIN_STAKE = 100n;
export const MAX_STAKE = 500_000n;
const ROUND_ID = /^[0-9a-fA-F-]{16,64}$/;
const CLIENT_SEED = /^[A-Za-z0-9_-]{1,64}$/;

export interface PlayRequest {
  roundId: string;
  stake: string;
  clientSeed: string;
  /** The game's choices (dice `target`, baccarat `side`). */
  [choice: string]: unknown;
}

export interface RoundAnswer {
  roundId: string;
  kind: BuiltinKind;
  choices: Record<string, unknown>;
  outcome: Record<string, unknown>;
  stake: string;
  win: string;
  /** The played wallet after the round (MAIN, the header balance; a trial member's trial credit). */
  balance: string;
  /** The seed the round used, now revealed, with the hash shown before it. */
  serverSeed: string;
  usedServerSeedHash: string;
  clientSeed: string;
  nonce: number;
  /** The commitment for the next round. */
  serverSeedHash: string;
  nextNonce: number;
}

/** The balance of the wallet the member plays the house games with (MAIN, or TRIAL for a trial member). */
export async function playBalance(db: Db, member: Pick<Member, 'id' | 'type'>): Promise<bigint> {
  const account = await memberAccount(db, member.id, playWalletOf(member));
  return (await balancesOf(db, [account.id])).get(account.id) ?? 0n;
}

/** The stored round of `roundId` (a replay), or undefined. */
async function storedRound(
  tx: Db,
  member: Member,
  roundId: string,
): Promise<Omit<RoundAnswer, 'balance' | 'serverSeedHash' | 'nextNonce'> | undefined> {
  const rows = await tx.query<{ member_id: number; stake: string; win: string; detail: Record<string, unknown> }>(
    `SELECT member_id, stake::text AS stake, win::text AS win, detail FROM ${betTableOf(playWalletOf(member))} WHERE reference = $1`,
    [roundId],
  );
  const row = rows[0];
  if (!row) return undefined;
  if (row.member_id !== member.id) return badParam('roundId', 'is already used');
  const detail = row.detail as unknown as Omit<
    RoundAnswer,
    'balance' | 'serverSeedHash' | 'nextNonce' | 'stake' | 'win'
  >;
  return { ...detail, stake: formatMoney(minorFromDb(row.stake)), win: formatMoney(minorFromDb(row.win)) };
}

/** Plays (or replays) one round of `game` for `member`. */
export async function playRound(
  ctx: { db: Db; now: Date },
  member: Member,
  game: ListedGame,
  request: PlayRequest,
): Promise<RoundAnswer> {
  const kind = game.builtin;
  if (!kind) return badParam('game', 'is not a built-in game');
  const rules = BUILTIN_RULES[kind];
  if (typeof request.roundId !== 'string' || !ROUND_ID.test(request.roundId))
    return badParam('roundId', 'is invalid: a UUID');
  if (typeof request.clientSeed !== 'string' || !CLIENT_SEED.test(request.clientSeed))
    return badParam('clientSeed', 'is invalid: 1–64 letters, digits, _ or -');
  const stake = positiveAmount(typeof request.stake === 'string' ? request.stake : '', 'stake');
  if (stake < MIN_STAKE || stake > MAX_STAKE)
    return badParam('stake', `is invalid: from ${formatMoney(MIN_STAKE)} to ${formatMoney(MAX_STAKE)}`);
  rules.checkStake(stake);
  const choices = rules.choices(request);
  const roundId = request.roundId.toLowerCase();

  await beginRound(ctx.db, member.id, game.nodeId, roundId, ctx.now);
  try {
    return await moneyTransaction(ctx.db, async (tx) => {
      // The seed lock orders this member's rounds of this kind; a replay is seen after it.
      const seed = await lockSeed(tx, member.id, kind);
      const stored = await storedRound(tx, member, roundId);
      if (stored) {
        return {
          ...stored,
          balance: formatMoney(await playBalance(tx, member)),
          serverSeedHash: sha256Hex(seed.serverSeed),
          nextNonce: seed.nonce,
        };
      }
      const settled = rules.play(fairUniform(seed.serverSeed, request.clientSeed, seed.nonce), stake, choices);
      const facts = {
        roundId,
        kind,
        choices,
        outcome: settled.outcome,
        serverSeed: seed.serverSeed,
        usedServerSeedHash: sha256Hex(seed.serverSeed),
        clientSeed: request.clientSeed,
        nonce: seed.nonce,
      };
      const bet = await placeBet({ db: tx, now: ctx.now }, member, {
        wallet: playWalletOf(member),
        stake,
        win: settled.win,
        validStake: settled.validStake,
        ...(settled.winChanceBp === null ? {} : { winChanceBp: settled.winChanceBp }),
        idempotencyKey: `round-${roundId}`,
        reference: roundId,
        game: { category: game.category, vendor: game.vendor, gameCode: game.gameCode, gameName: game.names.EN },
        detail: facts,
      });
      const next = await rotateSeed(tx, member.id, kind, seed);
      return {
        ...facts,
        stake: bet.stake,
        win: bet.win,
        balance: bet.balance,
        serverSeedHash: next.serverSeedHash,
        nextNonce: next.nonce,
      };
    });
  } finally {
    await endRound(ctx.db, member.id, roundId);
  }
}
