import { describe, expect, it } from 'vitest';

import { lotteryLaunchParams } from './lottery-launch-params';

const context = { prizeMode: 'Elott', device: 'WEB', language: 'EN', backUrl: 'https://tala.example/elott' };

describe('lottery launch parameters', () => {
  it('builds the launch parameters with prize mode, game, view, device, backUrl and language', () => {
    expect(lotteryLaunchParams({ vendor: 'TCG', game: '5D1', view: 'betting' }, context)).toEqual({
      device: 'WEB',
      backUrl: context.backUrl,
      language: 'EN',
      lottoPrizeMode: 'ELOTT',
      lottoView: 'betting',
      lottoGameCode: '5D1',
    });
    expect(lotteryLaunchParams({ vendor: 'TCG_SEA' }, context)).toMatchObject({
      lottoPrizeMode: 'SEA',
      lottoMode: 'SEA_Tradition_Mobile',
      lottoView: 'lobby',
    });
    expect(lotteryLaunchParams({}, { ...context, device: 'MOBILE' })).toMatchObject({
      device: 'MOBILE',
      lottoView: 'lobby',
    });
  });
});
