/**
 * The messages' unread count (contract §4.4 `CSP_unreadCount`): read by the header on every screen,
 * so apart from the message list's rows (message-endpoints.ts) to keep the first screen small.
 */
import { endpoint } from '../endpoint.ts';
import { UnreadCountSchema } from '../message-schemas.ts';
import { NoInput } from '../request-schemas.ts';

export const unreadEndpoints = {
  unreadCount: endpoint({
    method: 'GET',
    path: '/wps/relay/CSP_unreadCount',
    token: 'required',
    request: NoInput,
    response: UnreadCountSchema,
  }),
};
