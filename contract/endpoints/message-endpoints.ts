/**
 * Inbox (contract §4.4 `CSP_getInbox`; docs/contract.md §8) other than the unread count, and the
 * transfer to the upline (our extension: money, encrypted, Idempotency-Key).
 */
import * as v from 'valibot';

import { endpoint } from '../endpoint.ts';
import {
  MessageIdsBodySchema,
  MessageSchema,
  TransferUplineBodySchema,
  UnreadCountSchema,
} from '../message-schemas.ts';
import { LanguageQuery, PageQuery } from '../request-schemas.ts';
import { BalanceSchema, PageOfSchema } from '../wallet-schemas.ts';

export const messageEndpoints = {
  list: endpoint({
    method: 'GET',
    path: '/wps/relay/CSP_getInbox',
    token: 'required',
    request: v.object({ ...PageQuery, ...LanguageQuery }),
    response: PageOfSchema(MessageSchema),
  }),
  /** Answers the unread count left. */
  read: endpoint({
    method: 'POST',
    path: '/wps/relay/CSP_readMessage',
    extension: true,
    token: 'required',
    request: MessageIdsBodySchema,
    response: UnreadCountSchema,
  }),
  remove: endpoint({
    method: 'DELETE',
    path: '/wps/relay/CSP_deleteMessage',
    extension: true,
    token: 'required',
    request: MessageIdsBodySchema,
    response: UnreadCountSchema,
  }),
  transferUpline: endpoint({
    method: 'POST',
    path: '/wps/member/transferUpline',
    extension: true,
    token: 'required',
    encrypted: true,
    request: TransferUplineBodySchema,
    response: BalanceSchema,
  }),
};
