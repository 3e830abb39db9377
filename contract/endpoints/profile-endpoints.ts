/**
 * My account (docs/contract.md §15): nickname, avatar (PROFPIC3: `/wps/member/info/icon`,
 * `MCSFE_getPlayerAvatar`), binding a phone or an e-mail. Nickname and binding are our extension.
 */
import { endpoint } from '../endpoint.ts';
import { MemberInfoSchema } from '../member-schemas.ts';
import {
  AvatarBodySchema,
  AvatarSchema,
  BindBodySchema,
  BindTargetSchema,
  NicknameBodySchema,
  StaticAvatarListSchema,
} from '../profile-schemas.ts';
import { NoInput } from '../request-schemas.ts';
import { SmsSentSchema } from '../session-schemas.ts';

export const profileEndpoints = {
  /** Answers the updated member info. */
  nickname: endpoint({
    method: 'PUT',
    path: '/wps/member/nickname',
    extension: true,
    token: 'required',
    request: NicknameBodySchema,
    response: MemberInfoSchema,
  }),
  avatar: endpoint({
    method: 'GET',
    path: '/wps/member/info/icon',
    token: 'required',
    request: NoInput,
    response: AvatarSchema,
  }),
  setAvatar: endpoint({
    method: 'PUT',
    path: '/wps/member/info/icon',
    token: 'required',
    request: AvatarBodySchema,
    response: AvatarSchema,
  }),
  staticAvatars: endpoint({
    method: 'GET',
    path: '/wps/relay/MCSFE_getPlayerAvatar',
    token: 'required',
    request: NoInput,
    response: StaticAvatarListSchema,
  }),
  bindCode: endpoint({
    method: 'POST',
    path: '/wps/member/bind/code',
    extension: true,
    token: 'required',
    request: BindTargetSchema,
    response: SmsSentSchema,
  }),
  /** Carries the login password, so encrypted. Answers the updated member info. */
  bind: endpoint({
    method: 'PUT',
    path: '/wps/member/bind',
    extension: true,
    token: 'required',
    encrypted: true,
    request: BindBodySchema,
    response: MemberInfoSchema,
  }),
};
