/** Member calls: register, checks, info, passwords, language. */
import * as v from 'valibot';
import { apiClient } from '@/api/api-client';
import { MemberInfoSchema, type RegisterBody } from '#contract/member-schemas.ts';
import { SessionSchema } from '#contract/session-schemas.ts';

const Nothing = v.nullish(v.unknown());

/** `PUT /wps/member/register` or `/register/mobile` (encrypted), with auto-login. */
export function register(body: RegisterBody, mode: 'username' | 'mobile') {
  return apiClient().request({
    method: 'PUT',
    path: mode === 'mobile' ? '/wps/member/register/mobile' : '/wps/member/register',
    body: { ...body, login: true },
    encrypted: true,
    auth: false,
    headers: { ModuleId: mode === 'mobile' ? 'MOBILENUMREG3' : 'REG3', Device: 'PWA' },
    schema: SessionSchema,
  });
}

/** `GET /wps/check/username`: resolves when free, rejects with `exists.username.err` when taken. */
export function checkUsername(username: string, signal?: AbortSignal) {
  return apiClient().request({ path: '/wps/check/username', query: { username }, auth: false, schema: Nothing, signal });
}

/** `GET /wps/agent/affiliate`: resolves when the invitation code is valid. */
export function checkAffiliateCode(code: string) {
  return apiClient().request({ path: '/wps/agent/affiliate', query: { code, domain: window.location.host }, auth: false, schema: Nothing });
}

/** `GET /wps/member/info`. */
export function fetchMemberInfo(signal?: AbortSignal) {
  return apiClient().request({ path: '/wps/member/info', schema: MemberInfoSchema, signal });
}

/** `POST /wps/member/password` (encrypted). */
export function changePassword(body: { oldPassword: string; newPassword: string; confirmNewPassword: string }) {
  return apiClient().request({ method: 'POST', path: '/wps/member/password', body, encrypted: true, schema: Nothing });
}

/** `POST /wps/member/password/email` (form-encoded): e-mails a temporary password. */
export function requestPasswordByEmail(username: string, email: string) {
  return apiClient().request({ method: 'POST', path: '/wps/member/password/email', form: { username, email }, auth: false, schema: Nothing });
}

/** `POST /wps/member/password/verification` (encrypted): new password by SMS code, then logged in. */
export function resetPasswordByPhone(body: { countryDialingCode: string; mobileNum: string; verificationCode: string; newPassword: string }) {
  return apiClient().request({ method: 'POST', path: '/wps/member/password/verification', body, encrypted: true, auth: false, schema: SessionSchema });
}

/** `PUT /wps/member/language`: tells the platform the member's language. */
export function updateMemberLanguage(language: string) {
  return apiClient().request({ method: 'PUT', path: '/wps/member/language', body: { language }, schema: Nothing });
}
