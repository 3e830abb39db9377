/** Session calls: login (username / SMS / IP verification / free play), logout, slider, captcha, GeeTest, SMS codes. */
import { generateRandomKey } from '#contract/crypto/random-key.ts';
import { rsaEncryptReversedKey } from '#contract/crypto/textbook-rsa.ts';
import { sessionEndpoints } from '#contract/endpoints/session-endpoints.ts';
import type { LoginBody, VerificationMethod } from '#contract/session-schemas.ts';

import { apiClient } from '@/api/api-client';

/** `POST /wps/session/login` (encrypted). */
export function login(body: LoginBody) {
  return apiClient().call(sessionEndpoints.login, { body, headers: { Device: 'PWA' } });
}

/** `POST /wps/session/login/verification` (encrypted): the extra step for an unregistered IP. */
export function loginVerification(body: {
  verificationId: string;
  method: VerificationMethod;
  verificationCode?: string;
  email?: string;
  bankAccountName?: string;
}) {
  return apiClient().call(sessionEndpoints.loginVerification, { body });
}

/** `POST /wps/session/login/freeplay`: a trial session; the Encryption header carries a fresh RSA-sealed key. */
export async function freePlay() {
  const { text: modulus } = await apiClient().text(`/wps/session/key/rsa?_=${Date.now()}`);
  return apiClient().call(sessionEndpoints.freePlay, {
    body: { os: navigator.platform || 'web', platform: 'W' },
    headers: {
      Encryption: rsaEncryptReversedKey(generateRandomKey(), modulus),
      'X-Gateway-Version': '3',
      'X-RSA': modulus,
    },
  });
}

/** `POST /wps/session/logout` (spec §7; platforms answer DELETE as well). */
export function logout() {
  return apiClient().call(sessionEndpoints.logout, {});
}

/** `GET /wps/session/slider`: a fresh slider challenge (only when module SLIDER3 is on). */
export function fetchSliderChallenge(signal?: AbortSignal) {
  return apiClient().call(sessionEndpoints.slider, { query: { _: Date.now() }, signal });
}

/** `GET /wps/captcha`: a picture captcha as a data URL (bound to the `captchaId` cookie). */
export async function fetchCaptcha(signal?: AbortSignal): Promise<string> {
  const base64 = await apiClient().call(sessionEndpoints.captcha, { query: { t: Date.now() }, signal });
  return `data:image/png;base64,${base64}`;
}

/** `GET /wps/captcha/geetest`: the GeeTest v4 captcha id (`value.gt`). */
export function fetchGeetestId(product: 'login' | 'register', signal?: AbortSignal) {
  return apiClient().call(sessionEndpoints.geetest, {
    query: { t: Date.now(), product: product === 'register' ? 'register' : undefined },
    signal,
  });
}

/** `POST /wps/verification/sms/noLogin`: a code for SMS login, password reset or IP verification. */
export function sendSmsCode(body: {
  countryDialingCode: string;
  mobileNum: string;
  purpose: 'login' | 'forgot' | 'verify';
  verificationId?: string;
}) {
  return apiClient().call(sessionEndpoints.smsNoLogin, { body });
}

/** `POST /wps/verification/mail/noLogin`: the IP verification's code, e-mailed to the bound address. */
export function sendVerifyMailCode(verificationId: string) {
  return apiClient().call(sessionEndpoints.mailNoLogin, { body: { purpose: 'verify', verificationId } });
}

/** `POST /wps/verification/sms/register`: a code for mobile registration. */
export function sendRegisterSmsCode(body: { countryDialingCode: string; mobileNo: string }) {
  return apiClient().call(sessionEndpoints.smsRegister, { body });
}

/** `GET /wps/system/country`: dialling codes for the phone fields. */
export function fetchCountries(signal?: AbortSignal) {
  return apiClient().call(sessionEndpoints.countries, { signal });
}
