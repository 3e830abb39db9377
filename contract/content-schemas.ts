/**
 * Content and support (docs/contract.md §14): referral links and records, feedback and
 * complaints, the customer-service chat room. The server validates bodies with the same schemas.
 */
import * as v from 'valibot';

import { IdSchema } from './id-schema.ts';
import { LooseNumberSchema, optionalOr, tolerantArray } from './tolerant.ts';

export const REFERRAL_LIMITS = { nameLength: 40, maxLinks: 20 } as const;
export const CHAT_LIMITS = { contentLength: 500 } as const;
export const FEEDBACK_CONTACT_LENGTH = 100;

const trimmed = /* @__NO_SIDE_EFFECTS__ */ (max: number) =>
  v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(max));

export const ReferralLinkSchema = v.object({
  id: LooseNumberSchema,
  code: optionalOr(v.string(), ''),
  name: optionalOr(v.string(), ''),
  createdAt: optionalOr(LooseNumberSchema, 0),
  /** Members who registered through this link. */
  registrations: optionalOr(LooseNumberSchema, 0),
});
export type ReferralLink = v.InferOutput<typeof ReferralLinkSchema>;

export const ReferralRecordSchema = v.object({
  id: LooseNumberSchema,
  username: optionalOr(v.string(), ''),
  linkName: optionalOr(v.string(), ''),
  code: optionalOr(v.string(), ''),
  registeredAt: optionalOr(LooseNumberSchema, 0),
});
export type ReferralRecord = v.InferOutput<typeof ReferralRecordSchema>;

export const CreateReferralLinkBodySchema = v.object({ name: trimmed(REFERRAL_LIMITS.nameLength) });
export const DeleteReferralLinkBodySchema = v.object({ id: IdSchema });

export const FEEDBACK_TYPES = ['feedback', 'complaint'] as const;
export type FeedbackType = (typeof FEEDBACK_TYPES)[number];
export const FEEDBACK_STATES = ['OPEN', 'ANSWERED'] as const;

/** Length bounds of the feedback text, set by the platform (`feedback.settings`). */
export const FeedbackSettingsSchema = v.object({
  minLength: optionalOr(LooseNumberSchema, 0),
  maxLength: optionalOr(LooseNumberSchema, 0),
});

/** `POST` (or `PUT`) `/wps/feedback`; the length of `content` is checked against the settings. */
export const FeedbackBodySchema = v.object({
  type: v.picklist(FEEDBACK_TYPES),
  content: v.pipe(v.string(), v.trim()),
  /** Required from guests (how to answer them); optional for members. */
  contact: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(FEEDBACK_CONTACT_LENGTH))),
});
export type FeedbackBody = v.InferOutput<typeof FeedbackBodySchema>;

export const FeedbackSchema = v.object({
  id: LooseNumberSchema,
  type: v.picklist(FEEDBACK_TYPES),
  content: optionalOr(v.string(), ''),
  state: v.picklist(FEEDBACK_STATES),
  /** The operator's answer, plain text. */
  answer: optionalOr(v.string(), null),
  createdAt: optionalOr(LooseNumberSchema, 0),
  answeredAt: optionalOr(LooseNumberSchema, null),
});
export type Feedback = v.InferOutput<typeof FeedbackSchema>;

export const ChatMessageSchema = v.object({
  id: LooseNumberSchema,
  sender: v.picklist(['MEMBER', 'SUPPORT']),
  /** Plain text (never HTML); shown as text. */
  content: optionalOr(v.string(), ''),
  createdAt: optionalOr(LooseNumberSchema, 0),
});
export type ChatMessage = v.InferOutput<typeof ChatMessageSchema>;

export const ChatMessagesSchema = v.object({ messages: tolerantArray(ChatMessageSchema) });
export const ChatMessageBodySchema = v.object({ content: trimmed(CHAT_LIMITS.contentLength) });
