/** Hono environment of the platform app: Node bindings and per-request variables. */
import type { IncomingMessage } from 'node:http';

import type { ActiveSession } from '../domain/accounts/sessions.ts';

export interface AppBindings {
  /** Set by @hono/node-server; absent under `app.request()` in tests. */
  incoming?: IncomingMessage;
}

export interface AppVariables {
  /** The decrypted JSON body of an endpoint declared encrypted (see encrypted-body.ts). */
  decryptedJson: unknown;
  /** The caller's session on endpoints behind `requireSession` (see require-session.ts). */
  session: ActiveSession;
}

export type AppEnv = { Bindings: AppBindings; Variables: AppVariables };
