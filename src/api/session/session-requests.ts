/**
 * Session calls that do work of their own: free play (fetches an RSA modulus and seals a fresh key
 * with it) and the picture captcha (answered as a data URL). Login, verification, slider, countries,
 * GeeTest, logout and the code senders call their rows where they are used.
 */
import { generateRandomKey } from '#contract/crypto/random-key.ts';
import { rsaEncryptReversedKey } from '#contract/crypto/textbook-rsa.ts';
import { sessionEndpoints } from '#contract/endpoints/session-endpoints.ts';

import { apiClient } from '@/api/api-client';

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

/** `GET /wps/captcha`: a picture captcha as a data URL (bound to the `captchaId` cookie). */
export async function fetchCaptcha(signal?: AbortSignal): Promise<string> {
  const base64 = await apiClient().call(sessionEndpoints.captcha, { query: { t: Date.now() }, signal });
  return `data:image/png;base64,${base64}`;
}
