/** Inbox calls (platform information) and the upline transfer. */
import { apiClient } from '@/api/api-client';
import { unreadEndpoints } from '#contract/endpoints/smoke-relay-endpoints.ts';
import { MessageSchema, UnreadCountSchema } from '#contract/message-schemas.ts';
import { BalanceSchema, PageOfSchema } from '#contract/wallet-schemas.ts';

/** `GET /wps/relay/CSP_getInbox`. */
export function fetchInbox(pageNo: number, signal?: AbortSignal) {
  return apiClient().request({ path: '/wps/relay/CSP_getInbox', query: { pageNo, pageSize: 10 }, schema: PageOfSchema(MessageSchema), signal });
}

/** `GET /wps/relay/CSP_unreadCount`. */
export function fetchUnreadCount(signal?: AbortSignal) {
  return apiClient().call(unreadEndpoints.unreadCount, { signal });
}

/** `POST /wps/relay/CSP_readMessage`. */
export function markMessagesRead(ids: number[]) {
  return apiClient().request({ method: 'POST', path: '/wps/relay/CSP_readMessage', body: { ids }, schema: UnreadCountSchema });
}

/** `DELETE /wps/relay/CSP_deleteMessage`. */
export function deleteMessages(ids: number[]) {
  return apiClient().request({ method: 'DELETE', path: '/wps/relay/CSP_deleteMessage', body: { ids }, schema: UnreadCountSchema });
}

/** `POST /wps/member/transferUpline` (encrypted, idempotency key). */
export function transferToUpline(body: { amount: string; paymentPassword: string }, idempotencyKey: string) {
  return apiClient().request({ method: 'POST', path: '/wps/member/transferUpline', body, encrypted: true, headers: { 'Idempotency-Key': idempotencyKey }, schema: BalanceSchema });
}
