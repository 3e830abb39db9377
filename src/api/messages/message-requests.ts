/** Inbox calls (platform information) and the upline transfer. */
import { inboxEndpoints } from '#contract/endpoints/inbox-endpoints.ts';
import { unreadEndpoints } from '#contract/endpoints/smoke-relay-endpoints.ts';

import { apiClient } from '@/api/api-client';

/** `GET /wps/relay/CSP_getInbox`. */
export function fetchInbox(pageNo: number, signal?: AbortSignal) {
  return apiClient().call(inboxEndpoints.inbox, { query: { pageNo, pageSize: 10 }, signal });
}

/** `GET /wps/relay/CSP_unreadCount`. */
export function fetchUnreadCount(signal?: AbortSignal) {
  return apiClient().call(unreadEndpoints.unreadCount, { signal });
}

/** `POST /wps/relay/CSP_readMessage`. */
export function markMessagesRead(ids: number[]) {
  return apiClient().call(inboxEndpoints.read, { body: { ids } });
}

/** `DELETE /wps/relay/CSP_deleteMessage`. */
export function deleteMessages(ids: number[]) {
  return apiClient().call(inboxEndpoints.remove, { body: { ids } });
}

/** `POST /wps/member/transferUpline` (encrypted, idempotency key). */
export function transferToUpline(body: { amount: string; paymentPassword: string }, idempotencyKey: string) {
  return apiClient().call(inboxEndpoints.transferUpline, { body, headers: { 'Idempotency-Key': idempotencyKey } });
}
