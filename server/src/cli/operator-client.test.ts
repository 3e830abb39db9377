import { describe, expect, it } from 'vitest';

import { OperatorError } from '../domain/operator-error.ts';
import { operatorOperations } from '../domain/operator-operations.ts';
import { directOperatorClient, fillPath, httpOperatorClient } from './operator-client.ts';

describe('generated operator clients', () => {
  it('fill path parameters (patterns included) and keep the rest for the query or body', () => {
    expect(
      fillPath('/admin/points/redemptions/:id/:decision{approve|reject}', { id: 7, decision: 'reject', remark: 'no' }),
    ).toEqual({ path: '/admin/points/redemptions/7/reject', rest: { remark: 'no' } });
    expect(fillPath('/admin/chat/:username', { username: 'a b/c', content: 'hi' })).toEqual({
      path: '/admin/chat/a%20b%2Fc',
      rest: { content: 'hi' },
    });
    expect(() => fillPath('/admin/balances/:username', {})).toThrow(OperatorError);
  });

  it('have one method per operation in both modes', () => {
    const names = Object.keys(operatorOperations).sort();
    const http = httpOperatorClient('http://127.0.0.1:1', 'token');
    const direct = directOperatorClient({} as never, 'nowhere');
    for (const client of [http, direct]) {
      expect(
        Object.keys(client)
          .filter((key) => key !== 'target' && key !== 'close')
          .sort(),
      ).toEqual(names);
    }
  });

  it('refuses an invalid input in direct mode before touching the database', async () => {
    const direct = directOperatorClient({} as never, 'nowhere');
    await expect(direct.decideDeposit({ id: 'abc', decision: 'approve' })).rejects.toThrow('not an id: abc');
  });
});
