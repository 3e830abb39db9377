/**
 * For the browser spec of the built-in game pages (tests/e2e/builtin-games.spec.ts): a test
 * platform served over real HTTP on a free port, with launch URLs for demo01 and its MAIN
 * balance. Lives in server/ because tests/ typechecks apart from the server code.
 */
import type { AddressInfo } from 'node:net';

import { serve } from '@hono/node-server';

import { findGameByCode } from '../domain/games/game-list.ts';
import { createTestPlatform } from './test-platform.ts';
import { tokenFor } from './wallet-client.ts';

export interface GamePageHarness {
  origin: string;
  /** A fresh launch URL of `gameCode` for demo01. */
  launchUrl(gameCode: string, language: string): Promise<string>;
  /** demo01's MAIN balance ("1000.00"). */
  mainBalance(): Promise<string>;
  stop(): Promise<void>;
}

export async function startGamePageHarness(): Promise<GamePageHarness> {
  const platform = await createTestPlatform();
  const server = serve({ fetch: platform.app.fetch, port: 0, hostname: '127.0.0.1' });
  await new Promise((resolve) => server.once('listening', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const get = async (path: string): Promise<unknown> => {
    const response = await fetch(`${origin}${path}`, {
      headers: { Merchant: 'tala', Authorization: await tokenFor(platform, 'demo01') },
    });
    return ((await response.json()) as { value: unknown }).value;
  };
  return {
    origin,
    async launchUrl(gameCode, language) {
      const nodeId = (await findGameByCode(platform.deps.db, gameCode))?.nodeId;
      const launch = (await get(`/wps/game/launchGame?launchMode=GLS&nodeId=${nodeId}&language=${language}`)) as {
        content: { game_url: string };
      };
      return launch.content.game_url;
    },
    async mainBalance() {
      const balance = (await get('/wps/v2/wallets/balance')) as {
        balance: { accountName: string; availBalance: string }[];
      };
      return balance.balance.find((wallet) => wallet.accountName === 'MAIN')?.availBalance ?? '';
    },
    async stop() {
      await new Promise((resolve) => server.close(resolve));
      await platform.dispose();
    },
  };
}
