/**
 * My account (securityCenter): nickname, avatar, binding a phone or an e-mail with a code.
 * See docs/contract.md §15.
 */
import * as v from 'valibot';

import { optionalOr, tolerantArray } from './tolerant.ts';

/** `PUT /wps/member/nickname` body. */
export const NicknameBodySchema = v.object({ nickname: v.string() });

/** `GET /wps/member/info/icon` value: `avatar` is a path relative to an image CDN (null: none chosen). */
export const AvatarSchema = v.object({
  avatarType: v.nullable(v.picklist(['CUSTOM', 'STATIC'])),
  avatar: optionalOr(v.string(), null),
  /** The STATIC choice's code. */
  code: optionalOr(v.string(), null),
});
export type Avatar = v.InferOutput<typeof AvatarSchema>;

/** `PUT /wps/member/info/icon` body: a STATIC code, or a CUSTOM image as a data URL (PNG, JPEG, WebP, ≤ 1 MB). */
export const AvatarBodySchema = v.variant('avatarType', [
  v.object({ avatarType: v.literal('STATIC'), avatar: v.string() }),
  v.object({ avatarType: v.literal('CUSTOM'), image: v.string() }),
]);
export type AvatarBody = v.InferOutput<typeof AvatarBodySchema>;

/** `GET /wps/relay/MCSFE_getPlayerAvatar` value: the STATIC set. */
export const StaticAvatarListSchema = v.object({
  list: tolerantArray(v.object({ code: optionalOr(v.string(), ''), avatar: optionalOr(v.string(), '') })),
});

/** What to bind: an e-mail address, or a phone (dialling code + number). */
export const BindTargetSchema = v.variant('channel', [
  v.object({ channel: v.literal('email'), email: optionalOr(v.string(), '') }),
  v.object({
    channel: v.literal('sms'),
    countryDialingCode: optionalOr(v.string(), ''),
    mobileNum: optionalOr(v.string(), ''),
  }),
]);
export type BindTarget = v.InferOutput<typeof BindTargetSchema>;

/**
 * `PUT /wps/member/bind` body (encrypted): the target, the code sent to it and the login
 * password, so a session left open on a shared device cannot move the account's recovery
 * address to someone else.
 */
export const BindBodySchema = v.variant('channel', [
  v.object({ channel: v.literal('email'), email: v.string(), verificationCode: v.string(), password: v.string() }),
  v.object({
    channel: v.literal('sms'),
    countryDialingCode: v.string(),
    mobileNum: v.string(),
    verificationCode: v.string(),
    password: v.string(),
  }),
]);
export type BindBody = v.InferOutput<typeof BindBodySchema>;
