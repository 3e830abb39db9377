// Server-side render of the betting record's table: open bets read as open (no win, no profit),
// settled ones carry their signed profit, and the totals row sums the whole filter.
import { setupI18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';

import type { BetRecord } from '#contract/bet-schemas.ts';

import { BetTable } from './bet-table';

const i18n = setupI18n({ locale: 'en', messages: { en: {} } });
const format = (amount: string) => (amount.startsWith('-') ? `-₱${amount.slice(1)}` : `₱${amount}`);
const bet = (id: number, extra: Partial<BetRecord>): BetRecord => ({
  id,
  reference: `R${id}`,
  category: 'RNG',
  vendor: 'TALA',
  gameCode: 'TALA-SLOT',
  gameName: 'Tala Fortune',
  username: 'demo01',
  stake: '10.00',
  validStake: '10.00',
  win: '0.00',
  profit: '-10.00',
  state: 'SETTLED',
  placedAt: 1_700_000_000_000,
  settledAt: 1_700_000_000_000,
  ...extra,
});

describe('betting record table', () => {
  it('marks open bets and signs profits', () => {
    const rows = [
      bet(1, { category: 'ELOTT', vendor: 'TCG', state: 'OPEN', win: null, profit: null, settledAt: null }),
      bet(2, { win: '25.00', profit: '15.00' }),
    ];
    const html = renderToString(
      <I18nProvider i18n={i18n}>
        <BetTable
          rows={rows}
          totals={{ count: 2, stake: '20.00', validStake: '20.00', win: '25.00', profit: '15.00' }}
          format={format}
          caption="Bets"
        />
      </I18nProvider>,
    );
    const [open, settled] = html.split('data-testid="bet-row"').slice(1);
    expect(open).toContain('data-state="OPEN"');
    expect(open).toContain('Open, waiting for the result');
    expect(open).toContain('E-Lottery');
    expect(open?.match(/—/g)).toHaveLength(2);
    expect(settled).toContain('+₱15.00');
    expect(settled).toContain('amount--plus');
    expect(settled).toContain('Slots');
    expect(html).toContain('Total: 2 bets');
    expect(html).toMatch(/data-testid="total-profit"[^>]*>\+₱15\.00/);
  });
});
