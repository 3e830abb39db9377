/**
 * Each converted domain reads a minimal answer from another platform of the family: only the
 * fields the contract documents (or the ids the screen acts on), numbers and flags as strings.
 * Our own full answers are parsed by the same rows in the server's route tests.
 */
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';

import { agentEndpoints, contractEndpoints } from './agent-endpoints.ts';
import { contentEndpoints } from './content-endpoints.ts';
import { engagementEndpoints } from './engagement-endpoints.ts';
import { lotteryEndpoints } from './lottery-endpoints.ts';
import { pointEndpoints } from './point-endpoints.ts';
import { profileEndpoints } from './profile-endpoints.ts';
import { promotionEndpoints } from './promotion-endpoints.ts';
import { reportEndpoints } from './report-endpoints.ts';
import { rewardEndpoints } from './reward-endpoints.ts';
import { walletEndpoints } from './wallet-endpoints.ts';

describe('tolerant answers per domain', () => {
  it('wallet: a withdrawal page with only ids, amounts and states', () => {
    const page = v.parse(walletEndpoints.withdrawals.response, {
      content: [{ id: '4', amount: 100, state: 'PENDING', bankCard: { id: 1 } }],
      pageNum: '1',
    });
    expect(page.content[0]).toMatchObject({
      id: 4,
      amount: '100.00',
      state: 'PENDING',
      reference: '',
      forcedReceipt: false,
      paidAt: null,
      bankCard: { id: 1, maskedNumber: '' },
    });
    expect(page.totalPages).toBe(1);
  });

  it('wallet: withdraw settings as strings', () => {
    expect(
      v.parse(walletEndpoints.withdrawSettings.response, {
        minAmount: '100',
        maxAmount: '50000.5',
        dailyCount: '3',
        hasPaymentPassword: '1',
      }),
    ).toEqual({
      minAmount: '100.00',
      maxAmount: '50000.50',
      dailyCount: 3,
      usedToday: 0,
      confirmMinutes: 0,
      hasPaymentPassword: true,
      // Ours; a platform that does not send it never asks withdrawals for a code.
      authenticatorRequired: false,
      maxBankCards: 0,
    });
  });

  it('reports: an account-record line needs its id and type only', () => {
    const page = v.parse(reportEndpoints.transactions.response, {
      content: [{ id: 1, type: 'DEPOSIT', amount: '5' }, { type: 'BET' }],
    });
    expect(page.content).toEqual([
      { id: 1, type: 'DEPOSIT', amount: '5.00', wallet: '', balanceAfter: '0.00', reference: '', createdAt: 0 },
    ]);
  });

  it('reports: a withdrawal-record line needs its id, amount and state only', () => {
    const page = v.parse(reportEndpoints.withdrawRecords.response, {
      content: [
        { id: '7', amount: 300, state: 'PAID' },
        { id: 8, amount: '1' },
      ],
      pageNum: '1',
    });
    expect(page.content).toEqual([
      {
        id: 7,
        amount: '300.00',
        state: 'PAID',
        reference: '',
        bankName: '',
        maskedNumber: '',
        receivedAmount: null,
        createdAt: 0,
      },
    ]);
  });

  it('points: balance and config as strings', () => {
    expect(v.parse(pointEndpoints.balance.response, { balance: '120' })).toEqual({ balance: 120, totalEarned: 0 });
    expect(v.parse(pointEndpoints.config.response, { pointsRatio: '100', exchangeRatio: '1' })).toMatchObject({
      pointsRatio: 100,
      exchangeRatio: '1.00',
    });
  });

  it('promotions: the public list with id, kind and phase', () => {
    const list = v.parse(promotionEndpoints.list.response, {
      list: [{ id: '9', kind: 'JOIN', phase: 'OPEN', title: 'Welcome' }, { title: 'no id' }],
    });
    expect(list.list).toEqual([
      {
        id: 9,
        kind: 'JOIN',
        phase: 'OPEN',
        title: 'Welcome',
        summary: '',
        content: '',
        bonus: '0.00',
        minValidStake: '0.00',
        startAt: 0,
        endAt: null,
      },
    ]);
  });

  it('rewards: claimable count as a string', () => {
    expect(
      v.parse(rewardEndpoints.list.response, { claimable: '1', list: [{ id: 3, amount: '8', state: 'CLAIMABLE' }] }),
    ).toEqual({
      claimable: 1,
      list: [
        {
          id: 3,
          title: '',
          amount: '8.00',
          state: 'CLAIMABLE',
          createdAt: 0,
          expiresAt: null,
          claimedAt: null,
          reference: null,
        },
      ],
    });
  });

  it('engagement: the winner board as contract §4.5 documents it (value.list[].vo.winAmount)', () => {
    expect(v.parse(engagementEndpoints.winnerBoard.response, { list: [{ vo: { winAmount: '1500' } }] })).toEqual({
      list: [{ vo: { username: '', gameName: '', category: '', winAmount: '1500.00', time: 0, iconUrl: '' } }],
    });
    expect(v.parse(engagementEndpoints.redEnvelope.response, { envelope: null })).toEqual({
      envelope: null,
      claimed: null,
    });
  });

  it('content: referral links and feedback settings as strings', () => {
    expect(v.parse(contentEndpoints.referralLinks.response, [{ id: '2', code: 'ab' }, {}])).toEqual([
      { id: 2, code: 'ab', name: '', createdAt: 0, registrations: 0 },
    ]);
    expect(v.parse(contentEndpoints.feedbackSettings.response, { minLength: '10', maxLength: '500' })).toEqual({
      minLength: 10,
      maxLength: 500,
    });
  });

  it('profile: an avatar with only its type', () => {
    expect(v.parse(profileEndpoints.avatar.response, { avatarType: 'STATIC' })).toEqual({
      avatarType: 'STATIC',
      avatar: null,
      code: null,
    });
  });

  it('agents: the documented consolidated flags as strings, the rest off', () => {
    expect(v.parse(agentEndpoints.consolidated.response, { divtypereq: '1', dailysalinfotype: '1' })).toMatchObject({
      divtypereq: 1,
      dailysalinfotype: 1,
      enableCt: false,
      salary: true,
    });
    expect(v.parse(contractEndpoints.DIVIDEND.list.response, { kind: 'DIVIDEND' })).toEqual({
      kind: 'DIVIDEND',
      received: [],
      offered: [],
      maxRate: null,
      // Ours: a platform that has no approval threshold says nothing.
      approvalAbove: null,
    });
  });

  it('lottery: popular games as contract §4.7 documents them ({gameCode, gameId, numero, remainTime, isSale})', () => {
    expect(
      v.parse(lotteryEndpoints.popular.response, [
        { gameCode: 'VN1', gameId: '3', numero: '20261125001', remainTime: '60000', isSale: 'true' },
      ])[0],
    ).toMatchObject({
      gameCode: 'VN1',
      gameId: 3,
      numero: '20261125001',
      remainTime: 60000,
      isSale: true,
      labelName: '',
    });
  });
});
