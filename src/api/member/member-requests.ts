/** Member calls: register, checks, info, passwords, language. */
import { memberEndpoints } from '#contract/endpoints/member-endpoints.ts';
import type { RegisterBody } from '#contract/member-schemas.ts';

import { apiClient } from '@/api/api-client';

/** `PUT /wps/member/register` or `/register/mobile` (encrypted), with auto-login. */
export function register(body: RegisterBody, mode: 'username' | 'mobile') {
  return apiClient().call(mode === 'mobile' ? memberEndpoints.registerMobile : memberEndpoints.register, {
    body: { ...body, login: true },
    headers: { ModuleId: mode === 'mobile' ? 'MOBILENUMREG3' : 'REG3', Device: 'PWA' },
  });
}

/** `GET /wps/check/username`: resolves when free, rejects with `exists.username.err` when taken. */
export function checkUsername(username: string, signal?: AbortSignal) {
  return apiClient().call(memberEndpoints.checkUsername, { query: { username }, signal });
}

/** `GET /wps/agent/affiliate`: resolves when the invitation code is valid. */
export function checkAffiliateCode(code: string) {
  return apiClient().call(memberEndpoints.checkAffiliate, { query: { code, domain: window.location.host } });
}

/** `GET /wps/member/info`. */
export function fetchMemberInfo(signal?: AbortSignal) {
  return apiClient().call(memberEndpoints.info, { signal });
}

/** `POST /wps/member/password` (encrypted). */
export function changePassword(body: { oldPassword: string; newPassword: string; confirmNewPassword: string }) {
  return apiClient().call(memberEndpoints.changePassword, { body });
}

/** `POST /wps/member/password/email` (form-encoded): e-mails a temporary password. */
export function requestPasswordByEmail(username: string, email: string) {
  return apiClient().call(memberEndpoints.passwordByEmail, { form: { username, email } });
}

/** `POST /wps/member/password/verification` (encrypted): new password by SMS code, then logged in. */
export function resetPasswordByPhone(body: {
  countryDialingCode: string;
  mobileNum: string;
  verificationCode: string;
  newPassword: string;
}) {
  return apiClient().call(memberEndpoints.resetByPhone, { body });
}

/** `PUT /wps/member/language`: tells the platform the member's language. */
export function updateMemberLanguage(language: string) {
  return apiClient().call(memberEndpoints.language, { body: { language } });
}
