/** What every account flow needs to know about the request it serves. */
import type { LoginRefusal } from '#contract/session-schemas.ts';

import type { Db } from '../../db/database.ts';

export interface AccountContext {
  db: Db;
  /** The request's clock reading (AppDeps.now, injectable in tests). */
  now: Date;
  /** Client IP (see http/request-info.ts). */
  ip: string;
  /** One-line log sink (the outbox reports stored messages here). */
  log: (line: string) => void;
  /** Token hash of the caller's session on endpoints behind requireSession (send caps count per session). */
  session?: string | null | undefined;
  /** The request's platform language (`Language` header), for the SMS and e-mails it sends. */
  language?: string | null | undefined;
}

/** A complete `LoginRefusalSchema` value (every field present, defaults filled). */
export function loginRefusal(details: Partial<LoginRefusal>): LoginRefusal {
  return {
    captchaRequired: false,
    remainingAttempts: null,
    verificationId: null,
    methods: [],
    maskedPhone: null,
    maskedEmail: null,
    emailCode: false,
    lockedUntil: null,
    ...details,
  };
}
