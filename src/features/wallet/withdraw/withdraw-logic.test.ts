import { setupI18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';

import { checkProofDataUrl, checkProofFile, PROOF_MAX_BYTES, proofMessage } from './proof-file';
import {
  canAddBankCard,
  checkAccountNumber,
  chosenCardId,
  normaliseAccountNumber,
  withdrawalsLeft,
} from './withdraw-validation';
import {
  checkReceivedPart,
  newestFirst,
  WITHDRAW_STATE_LABELS,
  withdrawalStateLabel,
  withdrawalView,
} from './withdrawal-state';

const i18n = setupI18n({ locale: 'en', messages: { en: {} } });

describe('bank card checks', () => {
  it('the account number is 8–20 digits, spaces and dashes ignored', () => {
    expect(checkAccountNumber('')).toBe('empty');
    expect(checkAccountNumber('   ')).toBe('empty');
    expect(checkAccountNumber('1234567')).toBe('length');
    expect(checkAccountNumber('1'.repeat(21))).toBe('length');
    expect(checkAccountNumber('1234 5678')).toBeNull();
    expect(checkAccountNumber('1234-5678-9012-3456-7890')).toBeNull();
    expect(checkAccountNumber('1234x5678')).toBe('not-digits');
    expect(normaliseAccountNumber(' 1234 5678-90 ')).toBe('1234567890');
  });
  it('counts withdrawals left and the bank card limit', () => {
    expect(withdrawalsLeft({ dailyCount: 3, usedToday: 1 })).toBe(2);
    expect(withdrawalsLeft({ dailyCount: 3, usedToday: 5 })).toBe(0);
    expect(canAddBankCard(2, { maxBankCards: 3 })).toBe(true);
    expect(canAddBankCard(3, { maxBankCards: 3 })).toBe(false);
  });
  it('preselects the stored card if it still exists, else the first', () => {
    const cards = [{ id: 4 }, { id: 9 }];
    expect(chosenCardId('9', cards)).toBe('9');
    expect(chosenCardId('7', cards)).toBe('4');
    expect(chosenCardId('', cards)).toBe('4');
    expect(chosenCardId('', [])).toBe('');
  });
});

describe('withdrawal states', () => {
  const base = { confirmBy: null, forcedReceipt: false };
  it('names every state', () => {
    expect(i18n._(WITHDRAW_STATE_LABELS.PAID)).toBe('Paid out');
    expect(i18n._(WITHDRAW_STATE_LABELS.AUTO_RECEIVED)).toBe('Counted as received');
    expect(Object.keys(WITHDRAW_STATE_LABELS)).toHaveLength(7);
  });
  it('only PAID offers the confirmation, with its deadline', () => {
    expect(withdrawalView({ state: 'PAID', confirmBy: 1000, forcedReceipt: false })).toEqual({
      canConfirm: true,
      confirmBy: 1000,
      note: null,
    });
    for (const state of ['PENDING', 'APPROVED', 'RECEIVED'] as const)
      expect(withdrawalView({ ...base, state })).toEqual({ canConfirm: false, confirmBy: null, note: null });
  });
  it('notes forced receipt, review and refund', () => {
    expect(withdrawalView({ state: 'AUTO_RECEIVED', confirmBy: 1000, forcedReceipt: true })).toEqual({
      canConfirm: false,
      confirmBy: null,
      note: 'forced-receipt',
    });
    expect(withdrawalView({ ...base, state: 'AUTO_RECEIVED' }).note).toBe('forced-receipt');
    expect(withdrawalView({ ...base, state: 'NOT_RECEIVED' }).note).toBe('under-review');
    expect(withdrawalView({ ...base, state: 'REJECTED' }).note).toBe('refunded');
  });
  it('names a partial payout and checks the part that arrived', () => {
    expect(i18n._(withdrawalStateLabel({ state: 'NOT_RECEIVED', receivedAmount: '40.00' }))).toBe('Partly received');
    expect(i18n._(withdrawalStateLabel({ state: 'NOT_RECEIVED', receivedAmount: '0.00' }))).toBe('Not received');
    const format = (amount: string) => amount;
    expect(checkReceivedPart('', '100.00', i18n, format)).toEqual({ ok: true, part: null });
    expect(checkReceivedPart('0', '100.00', i18n, format)).toEqual({ ok: true, part: null });
    expect(checkReceivedPart('40.5', '100.00', i18n, format)).toEqual({ ok: true, part: '40.50' });
    expect(checkReceivedPart('100', '100.00', i18n, format)).toEqual({
      ok: false,
      message: 'Enter at most 99.99. If all of it arrived, choose “I received it”.',
    });
    expect(checkReceivedPart('1.234', '100.00', i18n, format)).toEqual({
      ok: false,
      message: 'Use at most two decimal places.',
    });
  });
  it('sorts newest first', () => {
    const items = [
      { id: 1, createdAt: 100 },
      { id: 3, createdAt: 300 },
      { id: 2, createdAt: 300 },
    ];
    expect(newestFirst(items).map((i) => i.id)).toEqual([3, 2, 1]);
  });
});

describe('proof file checks', () => {
  it('accepts PNG and JPEG up to 5 MB', () => {
    expect(checkProofFile({ type: 'image/png', size: 1000 })).toBeNull();
    expect(checkProofFile({ type: 'image/jpeg', size: PROOF_MAX_BYTES })).toBeNull();
    expect(checkProofFile({ type: 'image/jpeg', size: PROOF_MAX_BYTES + 1 })).toBe('too-large');
    expect(checkProofFile({ type: 'image/gif', size: 1000 })).toBe('type');
    expect(checkProofFile({ type: 'application/pdf', size: 1000 })).toBe('type');
    expect(checkProofFile({ type: '', size: 1000 })).toBe('type');
    expect(checkProofFile({ type: 'image/png', size: 0 })).toBe('empty');
  });
  it('checks that the content really is PNG or JPEG', () => {
    expect(checkProofDataUrl('data:image/png;base64,iVBORw0KGgoAAAANSUhEUg')).toBeNull();
    expect(checkProofDataUrl('data:image/jpeg;base64,/9j/4AAQSkZJRg')).toBeNull();
    expect(checkProofDataUrl('data:image/png;base64,R0lGODlhAQABAIAAAP')).toBe('type');
    expect(checkProofDataUrl('data:image/jpeg;base64,iVBORw0KGgo')).toBe('type');
    expect(checkProofDataUrl('data:text/plain;base64,aGVsbG8=')).toBe('type');
  });
  it('has a clear message for each problem', () => {
    expect(proofMessage(i18n, 'too-large')).toBe('The image is larger than 5 MB. Choose a smaller image.');
    expect(proofMessage(i18n, 'type')).toBe('Only PNG or JPEG images can be uploaded.');
  });
});
