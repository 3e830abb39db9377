/** My account calls (contract §15): nickname, avatar, binding a phone or an e-mail. */
import { apiClient } from '@/api/api-client';
import { MemberInfoSchema } from '#contract/member-schemas.ts';
import { AvatarSchema, StaticAvatarListSchema, type AvatarBody, type BindBody, type BindTarget } from '#contract/profile-schemas.ts';
import { SmsSentSchema } from '#contract/session-schemas.ts';

/** `PUT /wps/member/nickname`: answers the updated member info. */
export function setNickname(nickname: string) {
  return apiClient().request({ method: 'PUT', path: '/wps/member/nickname', body: { nickname }, schema: MemberInfoSchema });
}

/** `GET /wps/member/info/icon`. */
export function fetchAvatar(signal?: AbortSignal) {
  return apiClient().request({ path: '/wps/member/info/icon', schema: AvatarSchema, signal });
}

/** `GET /wps/relay/MCSFE_getPlayerAvatar`: the STATIC set. */
export function fetchStaticAvatars(signal?: AbortSignal) {
  return apiClient().request({ path: '/wps/relay/MCSFE_getPlayerAvatar', schema: StaticAvatarListSchema, signal });
}

/** `PUT /wps/member/info/icon`: a STATIC choice or a CUSTOM upload. */
export function setAvatar(body: AvatarBody) {
  return apiClient().request({ method: 'PUT', path: '/wps/member/info/icon', body, schema: AvatarSchema });
}

/** `POST /wps/member/bind/code`: sends a code to the e-mail or phone to bind. */
export function sendBindCode(body: BindTarget) {
  return apiClient().request({ method: 'POST', path: '/wps/member/bind/code', body, schema: SmsSentSchema });
}

/** `PUT /wps/member/bind`: binds it with the code; answers the updated member info. */
export function bindContact(body: BindBody) {
  return apiClient().request({ method: 'PUT', path: '/wps/member/bind', body, schema: MemberInfoSchema });
}
