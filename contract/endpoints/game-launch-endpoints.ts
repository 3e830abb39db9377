/** Game launch (spec §7, contract §4.5, §5.3). */
import * as v from 'valibot';

import { endpoint } from '../endpoint.ts';
import { LaunchSchema } from '../game-schemas.ts';

const Scalar = v.optional(v.union([v.string(), v.number(), v.boolean()]));

/**
 * The launch payload: `launchMode` (GLS or LOTT) is required: the platform answers `#727` without
 * it (read here as '', so that answer stays the platform's); the rest depends on the mode. Unknown
 * fields pass through to the launcher.
 */
export const LaunchRequestSchema = v.looseObject({
  launchMode: v.optional(v.pipe(v.string(), v.trim()), ''),
  nodeId: Scalar,
  roomId: Scalar,
  gameId: Scalar,
  vassalage: Scalar,
  gameType: Scalar,
  accountType: Scalar,
  platform: Scalar,
  clientType: Scalar,
  merchantCode: Scalar,
  language: Scalar,
  confirmTrans: Scalar,
  username: Scalar,
  token: Scalar,
  webView: Scalar,
});

export const gameLaunchEndpoints = {
  /** The spec's POST with the payload in the body; GET with a query (a mobile bundle) is answered too. */
  launch: endpoint({
    method: 'POST',
    path: '/wps/game/launchGame',
    token: 'required',
    alsoAccepts: ['GET'],
    request: LaunchRequestSchema,
    response: LaunchSchema,
  }),
};
