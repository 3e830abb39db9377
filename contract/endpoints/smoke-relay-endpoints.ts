/**
 * The relays and wallet reads the first screens need (contract §4.4–§4.6): vendor lanes,
 * announcements, the inbox's unread count, the balance and the single-wallet flag.
 */
import * as v from 'valibot';

import { AnnouncementListsSchema } from '../announcement-schemas.ts';
import { BalanceSchema, MerchantWalletSchema } from '../balance-schemas.ts';
import { endpoint } from '../endpoint.ts';
import { UnreadCountSchema } from '../message-schemas.ts';
import { LanguageQuery, NoInput } from '../request-schemas.ts';
import { GameVendorsSchema } from '../vendor-schemas.ts';

const PlatformQuery = v.object({
  platform: v.optional(v.string()),
  language: v.optional(v.string()),
  ext: v.optional(v.string()),
});

export const vendorEndpoints = {
  /** Desktop name (D); the client calls this one. */
  gameVendor: endpoint({
    method: 'GET',
    path: '/wps/relay/GCSGAME_gameVendor',
    token: 'optional',
    request: PlatformQuery,
    response: GameVendorsSchema,
  }),
  /** The mobile generation's name (E/F/B); the reference platform answers it the same. */
  newGameVendor: endpoint({
    method: 'GET',
    path: '/wps/relay/GCSGAME_newGameVendor',
    token: 'optional',
    request: PlatformQuery,
    response: GameVendorsSchema,
  }),
};

export const announcementEndpoints = {
  list: endpoint({
    method: 'GET',
    path: '/wps/relay/MCSFE_getListAnnouncements',
    token: 'optional',
    request: v.object({
      types: v.optional(v.string()),
      platform: v.optional(v.string()),
      execution: v.optional(v.string()),
      ...LanguageQuery,
    }),
    response: AnnouncementListsSchema,
  }),
};

export const unreadEndpoints = {
  unreadCount: endpoint({
    method: 'GET',
    path: '/wps/relay/CSP_unreadCount',
    token: 'required',
    request: NoInput,
    response: UnreadCountSchema,
  }),
};

export const balanceEndpoints = {
  balance: endpoint({
    method: 'GET',
    path: '/wps/v2/wallets/balance',
    token: 'required',
    request: v.object({ typeId: v.optional(v.union([v.string(), v.number()])) }),
    response: BalanceSchema,
  }),
  merchantWallet: endpoint({
    method: 'GET',
    path: '/wps/relay/GCS_merchantWallet',
    token: 'required',
    request: NoInput,
    response: MerchantWalletSchema,
  }),
};
