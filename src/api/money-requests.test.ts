/**
 * Every money action of the app survives a lost answer the same way: each request that
 * carries an `Idempotency-Key` (a row called with `headers: idempotent(key)`, or a request function
 * taking `idempotencyKey`) is sent only through `useMoneyMutation`, which makes the key once per
 * intended action and reuses it when the same action is tried again (its own behaviour is tested in
 * `wallet/wallet-mutations.test.tsx`; a deposit whose answer is lost in `tests/e2e/unstable-network.spec.ts`).
 * A new money request called any other way would make a new key per click: a double order.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

import { describe, expect, it } from 'vitest';

const SRC = path.resolve(import.meta.dirname, '..');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [full] : [];
  });
}

const files = sourceFiles(SRC).map((file) => ({ file, text: readFileSync(file, 'utf8') }));

/** Exported request functions whose parameters include `idempotencyKey` (those that do more than one call). */
const moneyRequests = files
  .filter(({ file }) => file.endsWith('-requests.ts'))
  .flatMap(({ text }) =>
    [...text.matchAll(/export function (\w+)\(([^)]*)\)/g)].flatMap((m) =>
      m[2]?.includes('idempotencyKey') ? [m[1] as string] : [],
    ),
  );

/** Places that put the key on a row's call themselves. */
const keyedCalls = files.filter(({ file, text }) => !file.endsWith('money-mutation.ts') && /\bidempotent\(/.test(text));

describe('money requests', () => {
  it('are found (the check below is not vacuous)', () => {
    const keyed = keyedCalls.flatMap(({ text }) => [...text.matchAll(/\bidempotent\(/g)]).length;
    expect(keyedCalls.map(({ file }) => path.basename(file))).toEqual(expect.arrayContaining(['wallet-mutations.ts']));
    expect(keyed + moneyRequests.length).toBeGreaterThanOrEqual(10);
  });

  it('are sent only from a useMoneyMutation hook, which reuses the key when the same action is retried', () => {
    const misuses: string[] = [];
    const checks = [...moneyRequests.map((name) => new RegExp(`\\b${name}\\b`)), /\bidempotent\(/];
    for (const use of checks) {
      for (const { file, text } of files) {
        if (file.endsWith('-requests.ts') || file.endsWith('money-mutation.ts')) continue;
        // Each exported hook of the file on its own: the request must be used inside a useMoneyMutation.
        const hooks = text.split(/^export /m).slice(1);
        for (const hook of hooks)
          if (use.test(hook) && !hook.includes('useMoneyMutation('))
            misuses.push(`${path.relative(SRC, file)}: ${use.source} outside useMoneyMutation`);
        const outside = text.split(/^export /m)[0] ?? '';
        if (use.test(outside.replace(/^import[\s\S]*?;$/gm, '')))
          misuses.push(`${path.relative(SRC, file)}: ${use.source} used outside an exported hook`);
      }
    }
    expect(misuses).toEqual([]);
  });
});
