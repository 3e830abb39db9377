/** Content and support calls (docs/contract.md §14): referral links, feedback, chat room. */
import type { FeedbackType } from '#contract/content-schemas.ts';
import { contentEndpoints } from '#contract/endpoints/content-endpoints.ts';

import { apiClient } from '@/api/api-client';

/** `GET /wps/relay/MCSFE_getReferralLinks`. */
export function fetchReferralLinks(signal?: AbortSignal) {
  return apiClient().call(contentEndpoints.referralLinks, { signal });
}

/** `POST /wps/relay/MCSFE_createReferralLink`. */
export function createReferralLink(name: string) {
  return apiClient().call(contentEndpoints.createReferralLink, { body: { name } });
}

/** `DELETE /wps/relay/MCSFE_deleteReferralLink`; answers the remaining links. */
export function deleteReferralLink(id: number) {
  return apiClient().call(contentEndpoints.deleteReferralLink, { body: { id } });
}

/** `GET /wps/relay/MCSFE_getReferralRecords`. */
export function fetchReferralRecords(pageNo: number, signal?: AbortSignal) {
  return apiClient().call(contentEndpoints.referralRecords, { query: { pageNo, pageSize: 10 }, signal });
}

/** `GET /wps/feedback/settings` (length bounds). */
export function fetchFeedbackSettings(signal?: AbortSignal) {
  return apiClient().call(contentEndpoints.feedbackSettings, { signal });
}

/** `POST /wps/feedback`. */
export function submitFeedback(body: { type: FeedbackType; content: string; contact?: string }) {
  return apiClient().call(contentEndpoints.feedback, { body });
}

/** `GET /wps/feedback/mine`. */
export function fetchMyFeedback(pageNo: number, signal?: AbortSignal) {
  return apiClient().call(contentEndpoints.myFeedback, { query: { pageNo, pageSize: 10 }, signal });
}

/** `GET /wps/chat/messages` (after the last id the client has; 0 = the recent history). */
export function fetchChatMessages(after: number, signal?: AbortSignal) {
  return apiClient().call(contentEndpoints.chatMessages, { query: { after }, signal });
}

/** `POST /wps/chat/messages`. */
export function sendChatMessage(content: string) {
  return apiClient().call(contentEndpoints.sendChatMessage, { body: { content } });
}
