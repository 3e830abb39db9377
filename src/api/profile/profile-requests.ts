/** My account calls (contract §15): nickname, avatar, binding a phone or an e-mail. */
import { profileEndpoints } from '#contract/endpoints/profile-endpoints.ts';
import type { AvatarBody, BindBody, BindTarget } from '#contract/profile-schemas.ts';

import { apiClient } from '@/api/api-client';

/** `PUT /wps/member/nickname`: answers the updated member info. */
export function setNickname(nickname: string) {
  return apiClient().call(profileEndpoints.nickname, { body: { nickname } });
}

/** `GET /wps/member/info/icon`. */
export function fetchAvatar(signal?: AbortSignal) {
  return apiClient().call(profileEndpoints.avatar, { signal });
}

/** `GET /wps/relay/MCSFE_getPlayerAvatar`: the STATIC set. */
export function fetchStaticAvatars(signal?: AbortSignal) {
  return apiClient().call(profileEndpoints.staticAvatars, { signal });
}

/** `PUT /wps/member/info/icon`: a STATIC choice or a CUSTOM upload. */
export function setAvatar(body: AvatarBody) {
  return apiClient().call(profileEndpoints.setAvatar, { body });
}

/** `POST /wps/member/bind/code`: sends a code to the e-mail or phone to bind. */
export function sendBindCode(body: BindTarget) {
  return apiClient().call(profileEndpoints.bindCode, { body });
}

/** `PUT /wps/member/bind`: binds it with the code; answers the updated member info. */
export function bindContact(body: BindBody) {
  return apiClient().call(profileEndpoints.bind, { body });
}
