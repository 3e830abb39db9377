/** What the HTTP app is built from; main.ts opens these, tests make their own. */
import type { PlatformConfig } from './config.ts';
import type { RsaKeyPair } from './crypto/rsa-key-pair.ts';
import type { Db } from './db/database.ts';
import type { JobRunner } from './jobs/job-runner.ts';
import type { PlatformClock } from './platform-clock.ts';

export interface AppDeps {
  db: Db;
  config: PlatformConfig;
  /** The first key is the one served by `/wps/session/key/rsa`; all are accepted for decryption. */
  rsaKeys: readonly RsaKeyPair[];
  adminToken: string;
  /** Access-log sink (default console.log); tests pass a no-op or a collector. */
  log?: (line: string) => void;
  /** The platform clock (announcements, sessions, codes, lockouts); default the system clock. Tests pin or move it. */
  now?: () => Date;
  /** The movable clock behind `now` (test mode: `POST /wps/test/clock`). */
  clock?: PlatformClock;
  /** Scheduled jobs; the test clock endpoint runs them after moving the clock. */
  jobs?: JobRunner;
  /** Captcha answers; default random. Tests pin it to solve the picture. */
  captchaText?: () => string;
}

/** The clock of the app (AppDeps.now, else the system clock). */
export function clock(deps: AppDeps): () => Date {
  return deps.now ?? (() => new Date());
}
