import { describe, expect, it } from 'vitest';
import type { Db } from '../db/database.ts';
import { createPlatformClock } from '../platform-clock.ts';
import { createJobRunner } from './job-runner.ts';

const db = {} as Db;

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
      name: 'draws', everyMs: 60_000,
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
    const runner = createJobRunner(db, () => new Date(0), () => undefined);
    let calls = 0;
    runner.register({ name: 'flaky', everyMs: 1, run: () => { calls += 1; return Promise.reject(new Error('boom')); } });
    expect(await runner.runAll()).toEqual({ flaky: 0 });
    expect(await runner.runAll()).toEqual({ flaky: 0 });
    expect(calls).toBe(2);
    await runner.stop();
  });
});
