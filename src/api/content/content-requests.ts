/** Content and support calls (docs/contract.md §14): referral links, feedback, chat room. */
import * as v from 'valibot';
import { apiClient } from '@/api/api-client';
import {
  ChatMessageSchema,
  ChatMessagesSchema,
  FeedbackSchema,
  FeedbackSettingsSchema,
  ReferralLinkSchema,
  ReferralRecordSchema,
  type FeedbackType,
} from '#contract/content-schemas.ts';
import { PageOfSchema } from '#contract/wallet-schemas.ts';

const LinksSchema = v.array(ReferralLinkSchema);

/** `GET /wps/relay/MCSFE_getReferralLinks`. */
export function fetchReferralLinks(signal?: AbortSignal) {
  return apiClient().request({ path: '/wps/relay/MCSFE_getReferralLinks', schema: LinksSchema, signal });
}

/** `POST /wps/relay/MCSFE_createReferralLink`. */
export function createReferralLink(name: string) {
  return apiClient().request({ method: 'POST', path: '/wps/relay/MCSFE_createReferralLink', body: { name }, schema: ReferralLinkSchema });
}

/** `DELETE /wps/relay/MCSFE_deleteReferralLink`; answers the remaining links. */
export function deleteReferralLink(id: number) {
  return apiClient().request({ method: 'DELETE', path: '/wps/relay/MCSFE_deleteReferralLink', body: { id }, schema: LinksSchema });
}

/** `GET /wps/relay/MCSFE_getReferralRecords`. */
export function fetchReferralRecords(pageNo: number, signal?: AbortSignal) {
  return apiClient().request({ path: '/wps/relay/MCSFE_getReferralRecords', query: { pageNo, pageSize: 10 }, schema: PageOfSchema(ReferralRecordSchema), signal });
}

/** `GET /wps/feedback/settings` (length bounds). */
export function fetchFeedbackSettings(signal?: AbortSignal) {
  return apiClient().request({ path: '/wps/feedback/settings', schema: FeedbackSettingsSchema, auth: false, signal });
}

/** `POST /wps/feedback`. */
export function submitFeedback(body: { type: FeedbackType; content: string; contact?: string }) {
  return apiClient().request({ method: 'POST', path: '/wps/feedback', body, schema: FeedbackSchema });
}

/** `GET /wps/feedback/mine`. */
export function fetchMyFeedback(pageNo: number, signal?: AbortSignal) {
  return apiClient().request({ path: '/wps/feedback/mine', query: { pageNo, pageSize: 10 }, schema: PageOfSchema(FeedbackSchema), signal });
}

/** `GET /wps/chat/messages` (after the last id the client has; 0 = the recent history). */
export function fetchChatMessages(after: number, signal?: AbortSignal) {
  return apiClient().request({ path: '/wps/chat/messages', query: { after }, schema: ChatMessagesSchema, signal });
}

/** `POST /wps/chat/messages`. */
export function sendChatMessage(content: string) {
  return apiClient().request({ method: 'POST', path: '/wps/chat/messages', body: { content }, schema: ChatMessageSchema });
}
