/** Session calls: login (username / SMS / IP verification / free play), logout, slider, captcha, SMS codes. */
import * as v from 'valibot';
import { apiClient } from '@/api/api-client';
import type { LoginBody } from '#contract/session-schemas.ts';
import { CountryListSchema, SessionSchema, SliderChallengeSchema, SmsSentSchema } from '#contract/session-schemas.ts';
import { generateRandomKey } from '#contract/crypto/random-key.ts';
import { rsaEncryptReversedKey } from '#contract/crypto/textbook-rsa.ts';

const Nothing = v.nullish(v.unknown());

/** `POST /wps/session/login` (encrypted). */
export function login(body: LoginBody) {
  return apiClient().request({ method: 'POST', path: '/wps/session/login', body, encrypted: true, auth: false, headers: { Device: 'PWA' }, schema: SessionSchema });
}

/** `POST /wps/session/login/verification` (encrypted): the extra step for an unregistered IP. */
export function loginVerification(body: { verificationId: string; method: 'phone' | 'email' | 'bankAccountName'; verificationCode?: string; email?: string; bankAccountName?: string }) {
  return apiClient().request({ method: 'POST', path: '/wps/session/login/verification', body, encrypted: true, auth: false, schema: SessionSchema });
}

/** `POST /wps/session/login/freeplay`: a trial session; the Encryption header carries a fresh RSA-sealed key. */
export async function freePlay() {
  const { text: modulus } = await apiClient().text(`/wps/session/key/rsa?_=${Date.now()}`);
  return apiClient().request({
    method: 'POST',
    path: '/wps/session/login/freeplay',
    body: { os: navigator.platform || 'web', platform: 'W' },
    auth: false,
    headers: { Encryption: rsaEncryptReversedKey(generateRandomKey(), modulus), 'X-Gateway-Version': '3', 'X-RSA': modulus },
    schema: SessionSchema,
  });
}

/** `DELETE /wps/session/logout`. */
export function logout() {
  return apiClient().request({ method: 'DELETE', path: '/wps/session/logout', schema: Nothing });
}

/** `GET /wps/session/slider`: a fresh slider challenge. */
export function fetchSliderChallenge(signal?: AbortSignal) {
  return apiClient().request({ path: '/wps/session/slider', query: { _: Date.now() }, auth: false, schema: SliderChallengeSchema, signal });
}

/** `GET /wps/captcha`: a picture captcha as a data URL (bound to the `captchaId` cookie). */
export async function fetchCaptcha(signal?: AbortSignal): Promise<string> {
  const base64 = await apiClient().request({ path: '/wps/captcha', query: { t: Date.now() }, auth: false, schema: v.string(), signal });
  return `data:image/png;base64,${base64}`;
}

/** `POST /wps/verification/sms/noLogin`: a code for SMS login, password reset or IP verification. */
export function sendSmsCode(body: { countryDialingCode: string; mobileNum: string; purpose: 'login' | 'forgot' | 'verify'; verificationId?: string }) {
  return apiClient().request({ method: 'POST', path: '/wps/verification/sms/noLogin', body, auth: false, schema: SmsSentSchema });
}

/** `POST /wps/verification/sms/register`: a code for mobile registration. */
export function sendRegisterSmsCode(body: { countryDialingCode: string; mobileNo: string }) {
  return apiClient().request({ method: 'POST', path: '/wps/verification/sms/register', body, auth: false, schema: SmsSentSchema });
}

/** `GET /wps/system/country`: dialling codes for the phone fields. */
export function fetchCountries(signal?: AbortSignal) {
  return apiClient().request({ path: '/wps/system/country', auth: false, schema: CountryListSchema, signal });
}
