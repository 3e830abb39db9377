/**
 * Scheduled jobs (receipt sweep, lottery draws, wage and dividend settlement). A job is a
 * function of the database and "now" that does everything due up to now and is idempotent, so
 * running it late, twice, or after a crash halfway is safe: the runner only decides when to call.
 * One run of a job at a time; a failing run is logged and retried at the next interval.
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

export function createJobRunner(db: Db, now: () => Date, log: (line: string) => void = console.log): JobRunner {
  const jobs: { job: Job; lastRun: number; running: Promise<number> | null }[] = [];
  let timer: ReturnType<typeof setInterval> | null = null;

  const runOne = (entry: (typeof jobs)[number]): Promise<number> => {
    entry.running ??= (async () => {
      const at = now();
      entry.lastRun = at.getTime();
      try {
        const count = (await entry.job.run(db, at)) ?? 0;
        if (count > 0) log(`job ${entry.job.name}: ${count}`);
        return count;
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
        done[entry.job.name] = await runOne(entry);
      }
      return done;
    },
    start(tickMs = 1_000) {
      if (timer) return;
      timer = setInterval(() => {
        const at = now().getTime();
        for (const entry of jobs) if (!entry.running && at - entry.lastRun >= entry.job.everyMs) void runOne(entry);
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
