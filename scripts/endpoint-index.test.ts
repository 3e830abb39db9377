import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

import { describe, expect, it } from 'vitest';

import { allRows, DOCS, endpointIndex, familyNames, withIndex } from './endpoint-index.ts';

/** The family's contract and the platform spec, beside the repository (as CI and the main checkout have them). */
const FAMILY = ['contract.md', 'spec/platform-spec.md'].map((file) =>
  path.resolve(import.meta.dirname, '../../shared', file),
);

describe('the endpoint index of docs/contract.md', () => {
  it('is the one generated from the rows (run npm run docs:endpoints)', () => {
    const docs = readFileSync(DOCS, 'utf8');
    expect(withIndex(docs, endpointIndex())).toBe(docs);
  });

  it('lists every row once, marking the ones flagged as ours', () => {
    const index = endpointIndex();
    for (const [name, row] of allRows()) {
      const line = index.split('\n').filter((l) => l.startsWith(`| \`${name}\` |`));
      expect(line, name).toHaveLength(1);
      expect(line[0]?.endsWith('| ours |'), name).toBe(row.extension);
    }
  });

  it('has a written line for every row in the sections above the index (its path, or a relay its name)', () => {
    const written = readFileSync(DOCS, 'utf8').split('\n## 18.')[0] ?? '';
    // A name, whole: `/wps/report/bonus` is not written by `/wps/report/bonusList`.
    const isWritten = (name: string) =>
      new RegExp(`${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?![\\w/])`).test(written);
    const unwritten = allRows()
      .filter(([, row]) => {
        const relay = /^\/wps\/relay\/(\w+)$/.exec(row.path)?.[1];
        const names = [row.path, row.path.replace(/:(\w+)/g, '{$1}'), ...(relay ? [`\`${relay}`] : [])];
        return !names.some(isWritten);
      })
      .map(([name, row]) => `${name} ${row.method} ${row.path}`);
    expect(unwritten).toEqual([]);
  });

  it("reads brace lists and relay names as the family's contract writes them", () => {
    const family = 'legacy reports `/wps/report/{depositTransaction, transaction}` GET; `MCSFE_getDepositSettings`';
    expect(familyNames('/wps/report/depositTransaction', family)).toBe(true);
    expect(familyNames('/wps/report/transaction', family)).toBe(true);
    expect(familyNames('/wps/report/trans', family)).toBe(false);
    expect(familyNames('/wps/relay/MCSFE_getDepositSettings', family)).toBe(true);
    expect(familyNames('/wps/relay/MCSFE_getDepositOrders', family)).toBe(false);
    expect(familyNames('/wps/transaction/withdraw/:id/confirm', family)).toBe(false);
  });

  it.skipIf(!FAMILY.every((file) => existsSync(file)))(
    'flags exactly the rows whose call the family does not name',
    () => {
      const family = FAMILY.map((file) => readFileSync(file, 'utf8')).join('\n');
      const wrong = allRows()
        .filter(([, row]) => familyNames(row.path, family) === row.extension)
        .map(([name, row]) => `${name} ${row.method} ${row.path}: ${row.extension ? 'named by the family' : 'ours'}`);
      expect(wrong).toEqual([]);
    },
  );
});
