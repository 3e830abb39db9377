/**
 * The smoke path's schemas read what a platform of the family sends (../shared/contract.md):
 * documented fields only, numbers and flags as strings, missing optional fields defaulted.
 */
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';

import { AnnouncementListsSchema } from './announcement-schemas.ts';
import { LaunchSchema } from './game-schemas.ts';
import { MemberInfoSchema } from './member-schemas.ts';
import { UnreadCountSchema } from './message-schemas.ts';
import { SessionSchema } from './session-schemas.ts';
import { LooseNumberSchema, optionalOr } from './tolerant.ts';
import { GameVendorsSchema } from './vendor-schemas.ts';
import { BalanceSchema, MerchantWalletSchema } from './wallet-schemas.ts';

describe('tolerant reading of the smoke path', () => {
  it('defaults a missing optionalOr key inside an object instead of failing it', () => {
    const schema = v.object({ a: optionalOr(LooseNumberSchema, 5), b: optionalOr(LooseNumberSchema, null) });
    expect(v.parse(schema, {})).toEqual({ a: 5, b: null });
    expect(v.parse(schema, { a: 'x', b: '7' })).toEqual({ a: 5, b: 7 });
  });

  it('reads the documented login value with strings for numbers and flags', () => {
    expect(
      v.parse(SessionSchema, { id: '12', token: 'abc', userName: 'u1', customerType: '1', firstTimeLogin: '1' }),
    ).toEqual({
      id: 12,
      token: 'abc',
      userName: 'u1',
      customerType: 1,
      firstTimeLogin: true,
      passwordExpired: false,
      mustChangePassword: false,
      // The member fields the session keeps (spec §3): optional, filled later from member info.
      account: null,
      nickname: null,
      customerId: null,
      merchantCode: null,
      toUpline: null,
      clubLabel: null,
      memberLabel: [],
    });
    expect(
      v.parse(SessionSchema, {
        token: 'abc',
        userName: 'u1',
        toUpline: '1',
        memberLabel: [{ labelName: 'VIP' }, { nope: 1 }],
        clubLabel: 'not an object',
      }),
    ).toMatchObject({ toUpline: true, memberLabel: [{ labelName: 'VIP' }], clubLabel: null });
    expect(v.safeParse(SessionSchema, { id: 1, userName: 'u1' }).success).toBe(false);
  });

  it('reads the documented member info', () => {
    expect(v.parse(MemberInfoSchema, { id: 7, account: 'u1', nickname: 'N', type: '0', language: 'EN' })).toEqual({
      id: 7,
      account: 'u1',
      nickname: 'N',
      type: 0,
      toUpline: false,
      language: 'EN',
      clubLabel: null,
      memberLabel: [],
      mobileNum: null,
      email: null,
      passwordExpired: false,
      mustChangePassword: false,
      lastLoginTime: null,
    });
  });

  it('reads lanes of {title, cards[{vassalage, displayName, gameType}]} and drops an unreadable card', () => {
    const vendors = v.parse(GameVendorsSchema, {
      data: { lanes: [{ title: 'RNG', cards: [{ vassalage: 'JDB', gameType: 'RNG' }, { displayName: 'no code' }] }] },
    });
    expect(vendors.data.lanes).toEqual([
      {
        title: 'RNG',
        gameClassify: [],
        cards: [
          {
            accountTypeId: 0,
            accountTypeName: '',
            displayName: 'JDB',
            vassalage: 'JDB',
            gameType: 'RNG',
            isHot: 0,
            isGame: '',
            lagerIcon: '',
          },
        ],
      },
    ]);
  });

  it('reads the four announcement lists with minimal items, typed by their list', () => {
    const lists = v.parse(AnnouncementListsSchema, {
      banners: [],
      player: [{ id: '3', title: 'Hi' }, { id: 4 }],
      popup: [{ id: 5, content: '<p>x</p>', startDate: '2026-01-02T00:00:00Z' }],
    });
    expect(lists.player).toEqual([
      {
        id: 3,
        title: 'Hi',
        content: '',
        type: 'PL',
        startDate: 0,
        endDate: null,
        noExpiry: true,
        sequence: 0,
        announcementImages: [],
        imageHasText: true,
      },
    ]);
    expect(lists.popup[0]).toMatchObject({ id: 5, type: 'PU', startDate: Date.UTC(2026, 0, 2) });
    expect(lists.promotion).toEqual([]);
    expect(lists.headline).toEqual([]);
  });

  it('reads sumBalance as a decimal string of any precision or a number, never through rounding up', () => {
    expect(v.parse(BalanceSchema, { sumBalance: '1234.5' })).toEqual({
      currency: '',
      sumBalance: '1234.50',
      balance: [],
    });
    expect(v.parse(BalanceSchema, { sumBalance: '0.999' }).sumBalance).toBe('0.99');
    expect(v.parse(BalanceSchema, { sumBalance: 12 }).sumBalance).toBe('12.00');
    expect(
      v.parse(BalanceSchema, { sumBalance: '7', balance: [{ accountTypeId: '0', availBalance: '7' }] }).balance,
    ).toEqual([
      { accountTypeId: 0, accountName: 'MAIN', displayName: 'MAIN', availBalance: '7.00', holdBalance: '0.00' },
    ]);
    expect(v.safeParse(BalanceSchema, {}).success).toBe(false);
    expect(v.parse(MerchantWalletSchema, { isSingle: '1' })).toEqual({ isSingle: true });
    expect(v.parse(MerchantWalletSchema, {})).toEqual({ isSingle: false });
  });

  it('reads the unread count as a number or an object', () => {
    expect(v.parse(UnreadCountSchema, 3)).toEqual({ count: 3 });
    expect(v.parse(UnreadCountSchema, '4')).toEqual({ count: 4 });
    expect(v.parse(UnreadCountSchema, { unreadCount: 5 })).toEqual({ count: 5 });
    expect(v.parse(UnreadCountSchema, { count: 6 })).toEqual({ count: 6 });
    expect(v.safeParse(UnreadCountSchema, { other: 1 }).success).toBe(false);
  });

  it('finds the launch URL at value.content, at value, or at the legacy gameUrl', () => {
    expect(v.parse(LaunchSchema, { content: { game_url: 'https://g/1', game_url2: 'https://g/2' } })).toEqual({
      content: { game_url: 'https://g/1', game_url2: 'https://g/2' },
    });
    expect(v.parse(LaunchSchema, { game_url: 'https://g/1' })).toEqual({ content: { game_url: 'https://g/1' } });
    expect(v.parse(LaunchSchema, { gameUrl: 'https://g/3' })).toEqual({ content: { game_url: 'https://g/3' } });
    expect(v.safeParse(LaunchSchema, { content: {} }).success).toBe(false);
  });

  it('reads a launch that offers only game_url2, at value or at value.content', () => {
    expect(v.parse(LaunchSchema, { game_url2: 'https://vendor.example/p?t=1' })).toEqual({
      content: { game_url: 'https://vendor.example/p?t=1' },
    });
    expect(v.parse(LaunchSchema, { content: { game_url: '', game_url2: ' https://g/2 ' } })).toEqual({
      content: { game_url: 'https://g/2' },
    });
    expect(v.safeParse(LaunchSchema, { content: { game_url: null }, game_url2: 7 }).success).toBe(false);
  });
});
