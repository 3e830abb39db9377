/**
 * Scheduled jobs (receipt sweep, lottery draws, wage and dividend settlement). A job is a
 * function of the database and "now" that does everything due up to now and is idempotent, so
 * running it late, twice, or after a crash halfway is safe: the runner only decides when to call.
 * One run of a job at a time; a failing run is logged and retried at the next interval.
 * Across processes on one PostgreSQL database, each run holds the job's advisory lock
 * (`db.runAlone`): an interval check that finds the lock taken skips to its next interval, a
 * `runAll` (test clock, operator CLI) waits for it, since its caller expects everything due done.
 */
import type { Db } from '../db/database.ts';

export interface Job {
  name: string;
  everyMs: number;
  /** Does what is due at `now`; returns how many things it did (for the log), or nothing. */
  run(db: Db, now: Date): Promise<number | void>;
}

export interface JobRunner {
  register(job: Job): void;
  /** Runs every job now, one after another (after a test clock move; operator CLI). */
  runAll(): Promise<Record<string, number>>;
  /** Starts the interval checks (every `tickMs`, default 1 s). */
  start(tickMs?: number): void;
  stop(): Promise<void>;
}

/** How often a waiting `runAll` asks again for a lock another process holds. */
const LOCK_RETRY_MS = 50;

export function createJobRunner(db: Db, now: () => Date, log: (line: string) => void = console.log): JobRunner {
  const jobs: { job: Job; lastRun: number; running: Promise<number> | null }[] = [];
  let timer: ReturnType<typeof setInterval> | null = null;

  const runOne = (entry: (typeof jobs)[number], wait: boolean): Promise<number> => {
    entry.running ??= (async () => {
      try {
        for (;;) {
          // "now" is read once the lock is held: a run that waited for it settles up to the time
          // it really runs, not the time it started waiting.
          const attempt = await db.runAlone(`job:${entry.job.name}`, async () => {
            const at = now();
            entry.lastRun = at.getTime();
            return (await entry.job.run(db, at)) ?? 0;
          });
          if (attempt.ran || !wait) {
            if (!attempt.ran) entry.lastRun = now().getTime();
            const count = attempt.ran ? attempt.value : 0;
            if (count > 0) log(`job ${entry.job.name}: ${count}`);
            return count;
          }
          await new Promise((resolve) => setTimeout(resolve, LOCK_RETRY_MS));
        }
      } catch (error) {
        console.error(`job ${entry.job.name} failed:`, error);
        return 0;
      } finally {
        entry.running = null;
      }
    })();
    return entry.running;
  };

  return {
    register(job) {
      jobs.push({ job, lastRun: now().getTime(), running: null });
    },
    async runAll() {
      const done: Record<string, number> = {};
      for (const entry of jobs) {
        // A run already in flight saw an earlier "now": wait for it, then run again.
        if (entry.running) await entry.running;
        done[entry.job.name] = await runOne(entry, true);
      }
      return done;
    },
    start(tickMs = 1_000) {
      if (timer) return;
      timer = setInterval(() => {
        const at = now().getTime();
        for (const entry of jobs)
          if (!entry.running && at - entry.lastRun >= entry.job.everyMs) void runOne(entry, false);
      }, tickMs);
      timer.unref();
    },
    async stop() {
      if (timer) clearInterval(timer);
      timer = null;
      await Promise.all(jobs.flatMap((entry) => (entry.running ? [entry.running] : [])));
    },
  };
}
