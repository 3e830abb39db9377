import { describe, expect, it } from 'vitest';

import type { Db } from '../db/database.ts';
import { createPlatformClock } from '../platform-clock.ts';
import { createJobRunner } from './job-runner.ts';

/** Only `runAlone` is reached by the runner; the jobs here ignore the database. */
const db = {
  runAlone: async <T>(_name: string, fn: () => Promise<T>) => ({ ran: true as const, value: await fn() }),
} as unknown as Db;

describe('platform clock', () => {
  it('moves forward only, and only when adjustable', () => {
    const clock = createPlatformClock({ adjustable: true, base: () => 1_000 });
    expect(clock.advance(500).getTime()).toBe(1_500);
    expect(clock.now().getTime()).toBe(1_500);
    expect(() => clock.advance(-1)).toThrow('forward');
    expect(() => createPlatformClock({ adjustable: false }).advance(1)).toThrow('test mode');
  });
});

describe('job runner', () => {
  it('runs jobs with the clock reading and never two runs of one job at once', async () => {
    const clock = createPlatformClock({ adjustable: true, base: () => 0 });
    const seen: number[] = [];
    let concurrent = 0;
    let maxConcurrent = 0;
    const runner = createJobRunner(db, clock.now, () => undefined);
    runner.register({
      name: 'draws',
      everyMs: 60_000,
      async run(_db, now) {
        concurrent += 1;
        maxConcurrent = Math.max(maxConcurrent, concurrent);
        await new Promise((resolve) => setTimeout(resolve, 20));
        seen.push(now.getTime());
        concurrent -= 1;
        return 1;
      },
    });
    clock.advance(60_000);
    const [a, b] = await Promise.all([runner.runAll(), runner.runAll()]);
    expect(a).toEqual({ draws: 1 });
    expect(b).toEqual({ draws: 1 });
    expect(maxConcurrent).toBe(1);
    expect(seen).toEqual([60_000, 60_000]);
  });

  it('keeps going after a failing run', async () => {
    const runner = createJobRunner(
      db,
      () => new Date(0),
      () => undefined,
    );
    let calls = 0;
    runner.register({
      name: 'flaky',
      everyMs: 1,
      run: () => {
        calls += 1;
        return Promise.reject(new Error('boom'));
      },
    });
    expect(await runner.runAll()).toEqual({ flaky: 0 });
    expect(await runner.runAll()).toEqual({ flaky: 0 });
    expect(calls).toBe(2);
    await runner.stop();
  });
});

describe('job runner next to another process', () => {
  it('skips an interval run while another process holds the job, and runAll waits for it', async () => {
    let heldElsewhere = true;
    const lockedDb = {
      runAlone: async <T>(_name: string, fn: () => Promise<T>) =>
        heldElsewhere ? { ran: false as const } : { ran: true as const, value: await fn() },
    } as unknown as Db;
    const runner = createJobRunner(
      lockedDb,
      () => new Date(0),
      () => undefined,
    );
    let calls = 0;
    runner.register({
      name: 'dividend',
      everyMs: 1,
      run: () => {
        calls += 1;
        return Promise.resolve(1);
      },
    });
    runner.start(5);
    await new Promise((resolve) => setTimeout(resolve, 40));
    expect(calls).toBe(0);
    await runner.stop();
    const waiting = runner.runAll();
    await new Promise((resolve) => setTimeout(resolve, 80));
    expect(calls).toBe(0);
    heldElsewhere = false;
    expect(await waiting).toEqual({ dividend: 1 });
    expect(calls).toBe(1);
  });
});
