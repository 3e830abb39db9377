/**
 * Content and support (docs/contract.md §14): referral links, feedback, the chat room. Feedback is
 * POST as the spec says; the contract's PUT reading is answered too. The rest is our extension.
 */
import * as v from 'valibot';

import {
  ChatMessageBodySchema,
  ChatMessageSchema,
  ChatMessagesSchema,
  CreateReferralLinkBodySchema,
  DeleteReferralLinkBodySchema,
  FeedbackBodySchema,
  FeedbackSchema,
  FeedbackSettingsSchema,
  ReferralLinkSchema,
  ReferralRecordSchema,
} from '../content-schemas.ts';
import { endpoint } from '../endpoint.ts';
import { NoInput, PageQuery, queryNumber } from '../request-schemas.ts';
import { tolerantArray } from '../tolerant.ts';
import { PageOfSchema } from '../wallet-schemas.ts';

const LinksSchema = tolerantArray(ReferralLinkSchema);

export const contentEndpoints = {
  referralLinks: endpoint({
    method: 'GET',
    path: '/wps/relay/MCSFE_getReferralLinks',
    extension: true,
    token: 'required',
    request: NoInput,
    response: LinksSchema,
  }),
  createReferralLink: endpoint({
    method: 'POST',
    path: '/wps/relay/MCSFE_createReferralLink',
    extension: true,
    token: 'required',
    request: CreateReferralLinkBodySchema,
    response: ReferralLinkSchema,
  }),
  /** Answers the links left. */
  deleteReferralLink: endpoint({
    method: 'DELETE',
    path: '/wps/relay/MCSFE_deleteReferralLink',
    extension: true,
    token: 'required',
    request: DeleteReferralLinkBodySchema,
    response: LinksSchema,
  }),
  referralRecords: endpoint({
    method: 'GET',
    path: '/wps/relay/MCSFE_getReferralRecords',
    extension: true,
    token: 'required',
    request: v.object(PageQuery),
    response: PageOfSchema(ReferralRecordSchema),
  }),
  feedbackSettings: endpoint({
    method: 'GET',
    path: '/wps/feedback/settings',
    extension: true,
    token: 'none',
    request: NoInput,
    response: FeedbackSettingsSchema,
  }),
  /** Guests may send feedback too; a member's token ties it to them. */
  feedback: endpoint({
    method: 'POST',
    path: '/wps/feedback',
    alsoAccepts: ['PUT'],
    request: FeedbackBodySchema,
    response: FeedbackSchema,
  }),
  myFeedback: endpoint({
    method: 'GET',
    path: '/wps/feedback/mine',
    extension: true,
    token: 'required',
    request: v.object(PageQuery),
    response: PageOfSchema(FeedbackSchema),
  }),
  chatMessages: endpoint({
    method: 'GET',
    path: '/wps/chat/messages',
    extension: true,
    token: 'required',
    /** The messages after this id (0 or absent: the latest). */
    request: v.object({ after: queryNumber('a message id') }),
    response: ChatMessagesSchema,
  }),
  sendChatMessage: endpoint({
    method: 'POST',
    path: '/wps/chat/messages',
    extension: true,
    token: 'required',
    request: ChatMessageBodySchema,
    response: ChatMessageSchema,
  }),
};
