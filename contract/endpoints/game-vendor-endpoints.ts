/**
 * The game vendors' lanes (contract §4.4): the first screens' provider strip and the lobbies' tabs.
 */
import * as v from 'valibot';

import { endpoint } from '../endpoint.ts';
import { GameVendorsSchema } from '../vendor-schemas.ts';

const PlatformQuery = v.object({
  platform: v.optional(v.string()),
  language: v.optional(v.string()),
  ext: v.optional(v.string()),
});

export const vendorEndpoints = {
  /** Desktop name (D); the client calls this one. */
  gameVendor: endpoint({
    method: 'GET',
    path: '/wps/relay/GCSGAME_gameVendor',
    token: 'optional',
    request: PlatformQuery,
    response: GameVendorsSchema,
  }),
  /** The mobile generation's name (E/F/B); the reference platform answers it the same. */
  newGameVendor: endpoint({
    method: 'GET',
    path: '/wps/relay/GCSGAME_newGameVendor',
    token: 'optional',
    request: PlatformQuery,
    response: GameVendorsSchema,
  }),
};
