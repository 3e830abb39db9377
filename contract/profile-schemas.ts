/**
 * My account (securityCenter): nickname, avatar, binding a phone or an e-mail with a code.
 * See docs/contract.md §15.
 */
import * as v from 'valibot';

/** `PUT /wps/member/nickname` body. */
export const NicknameBodySchema = v.object({ nickname: v.string() });

/** `GET /wps/member/info/icon` value: `avatar` is a path relative to an image CDN (null: none chosen). */
export const AvatarSchema = v.object({
  avatarType: v.nullable(v.picklist(['CUSTOM', 'STATIC'])),
  avatar: v.nullable(v.string()),
  /** The STATIC choice's code. */
  code: v.nullable(v.string()),
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
  list: v.array(v.object({ code: v.string(), avatar: v.string() })),
});
export type StaticAvatarList = v.InferOutput<typeof StaticAvatarListSchema>;

/** What to bind: an e-mail address, or a phone (dialling code + number). */
export const BindTargetSchema = v.variant('channel', [
  v.object({ channel: v.literal('email'), email: v.string() }),
  v.object({ channel: v.literal('sms'), countryDialingCode: v.string(), mobileNum: v.string() }),
]);
export type BindTarget = v.InferOutput<typeof BindTargetSchema>;

/** `PUT /wps/member/bind` body: the target and the code sent to it. */
export const BindBodySchema = v.variant('channel', [
  v.object({ channel: v.literal('email'), email: v.string(), verificationCode: v.string() }),
  v.object({ channel: v.literal('sms'), countryDialingCode: v.string(), mobileNum: v.string(), verificationCode: v.string() }),
]);
export type BindBody = v.InferOutput<typeof BindBodySchema>;
