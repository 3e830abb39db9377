/**
 * GeeTest v4, used when the platform turns on module GEETEST3 (contract §5.1): the captcha id
 * from `/wps/captcha/geetest`, the loader script from `config.json` (`geetestLoaderUrl`, an
 * operator setting, so it passes through the URL check but not an origin allow-list), solved in
 * GeeTest's own popup ("bind" mode), and the result sent as `geetestValidateV4`.
 */
import * as v from 'valibot';

import { sessionEndpoints } from '#contract/endpoints/session-endpoints.ts';
import { GeetestValidateSchema, type GeetestValidate } from '#contract/session-schemas.ts';

import { apiClient } from '@/api/api-client';
import { safeUrl } from '@/lib/safe-url';
import { getRuntimeConfig } from '@/stores/runtime-config-store';

interface GeetestCaptcha {
  onReady: (handler: () => void) => GeetestCaptcha;
  onSuccess: (handler: () => void) => GeetestCaptcha;
  onError: (handler: (error: unknown) => void) => GeetestCaptcha;
  onClose: (handler: () => void) => GeetestCaptcha;
  showCaptcha: () => void;
  getValidate: () => unknown;
  destroy?: () => void;
}

declare global {
  interface Window {
    initGeetest4?: (
      config: { captchaId: string; product: 'bind'; language?: string },
      ready: (captcha: GeetestCaptcha) => void,
    ) => void;
  }
}

/** Why a GeeTest round did not produce a result. */
export class GeetestError extends Error {
  constructor(readonly reason: 'unavailable' | 'closed' | 'failed') {
    super(`geetest ${reason}`);
  }
}

let loader: Promise<void> | null = null;

/** Loads the loader script once per page; a failed load may be retried on the next attempt. */
function loadGeetestScript(): Promise<void> {
  if (window.initGeetest4) return Promise.resolve();
  const src = safeUrl(getRuntimeConfig().geetestLoaderUrl);
  if (!src) return Promise.reject(new GeetestError('unavailable'));
  loader ??= new Promise<void>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = src;
    script.async = true;
    script.onload = () => resolve();
    script.onerror = () => {
      loader = null;
      script.remove();
      reject(new GeetestError('unavailable'));
    };
    document.head.append(script);
  });
  return loader;
}

/** Runs one GeeTest v4 challenge and resolves with what goes in `geetestValidateV4`. */
export async function solveGeetest(product: 'login' | 'register', language: string): Promise<GeetestValidate> {
  // The captcha id (`value.gt`); a fresh one per challenge.
  const [{ gt }] = await Promise.all([
    apiClient().call(sessionEndpoints.geetest, {
      query: { t: Date.now(), product: product === 'register' ? 'register' : undefined },
    }),
    loadGeetestScript(),
  ]);
  const init = window.initGeetest4;
  if (!init) throw new GeetestError('unavailable');
  return new Promise<GeetestValidate>((resolve, reject) => {
    init({ captchaId: gt, product: 'bind', language: language.toLowerCase() }, (captcha) => {
      captcha
        .onReady(() => captcha.showCaptcha())
        .onSuccess(() => {
          const parsed = v.safeParse(GeetestValidateSchema, captcha.getValidate());
          captcha.destroy?.();
          if (parsed.success) resolve(parsed.output);
          else reject(new GeetestError('failed'));
        })
        .onError(() => reject(new GeetestError('failed')))
        .onClose(() => reject(new GeetestError('closed')));
    });
  });
}
