/**
 * Session, captcha and SMS-code endpoints (contract §4.1, §5.1, §5.2). The RSA key
 * (`GET /wps/session/key/rsa`) is plain text, not an envelope, so it is no row: the HTTP client
 * fetches it itself before every encrypted call (contract §3.1).
 */
import * as v from 'valibot';

import { endpoint } from '../endpoint.ts';
import { NoInput } from '../request-schemas.ts';
import {
  CaptchaImageSchema,
  CountryListSchema,
  GeetestIdSchema,
  HumanCheckFields,
  LoginBodySchema,
  LoginVerificationBodySchema,
  MailNoLoginBodySchema,
  NothingSchema,
  SessionSchema,
  SliderChallengeSchema,
  SmsPurposeSchema,
  SmsSentSchema,
} from '../session-schemas.ts';

/** A cache buster (`_` or `t`, contract §1.4). */
const CacheBuster = v.object({
  _: v.optional(v.union([v.string(), v.number()])),
  t: v.optional(v.union([v.string(), v.number()])),
});

export const sessionEndpoints = {
  login: endpoint({
    method: 'POST',
    path: '/wps/session/login',
    encrypted: true,
    token: 'none',
    request: LoginBodySchema,
    response: SessionSchema,
  }),
  loginVerification: endpoint({
    method: 'POST',
    path: '/wps/session/login/verification',
    encrypted: true,
    token: 'none',
    request: LoginVerificationBodySchema,
    response: SessionSchema,
  }),
  /** The four free-play values travel as headers (Encryption, X-Gateway-Version) and body (contract §5.4 leaves it open). */
  freePlay: endpoint({
    method: 'POST',
    path: '/wps/session/login/freeplay',
    token: 'none',
    request: v.object({ os: v.string(), platform: v.literal('W') }),
    response: SessionSchema,
  }),
  /** The spec calls POST; the contract's legacy clients send DELETE: both are answered. */
  logout: endpoint({
    method: 'POST',
    path: '/wps/session/logout',
    token: 'required',
    alsoAccepts: ['DELETE'],
    request: NoInput,
    response: NothingSchema,
  }),
  /** Our reference platform's own slider (module `SLIDER3`, docs/contract.md); not in the contract. */
  slider: endpoint({
    method: 'GET',
    path: '/wps/session/slider',
    extension: true,
    token: 'none',
    request: CacheBuster,
    response: SliderChallengeSchema,
  }),
  captcha: endpoint({
    method: 'GET',
    path: '/wps/captcha',
    token: 'none',
    request: CacheBuster,
    response: CaptchaImageSchema,
  }),
  geetest: endpoint({
    method: 'GET',
    path: '/wps/captcha/geetest',
    token: 'none',
    request: v.object({ t: v.optional(v.union([v.string(), v.number()])), product: v.optional(v.string()) }),
    response: GeetestIdSchema,
  }),
  /**
   * Login and forgot codes carry the human check (spec §7 "verification fields"); the new-IP
   * verification's code (`purpose: verify`, ours) is for a password already proven with it.
   */
  smsNoLogin: endpoint({
    method: 'POST',
    path: '/wps/verification/sms/noLogin',
    token: 'none',
    request: v.object({
      countryDialingCode: v.optional(v.string()),
      mobileNum: v.optional(v.string()),
      purpose: SmsPurposeSchema,
      verificationId: v.optional(v.string()),
      ...HumanCheckFields,
    }),
    response: SmsSentSchema,
  }),
  /** Ours: the new-IP verification's code to the bound e-mail; not in the contract. */
  mailNoLogin: endpoint({
    method: 'POST',
    path: '/wps/verification/mail/noLogin',
    extension: true,
    token: 'none',
    request: MailNoLoginBodySchema,
    response: SmsSentSchema,
  }),
  smsRegister: endpoint({
    method: 'POST',
    path: '/wps/verification/sms/register',
    token: 'none',
    // `registerType` (spec §4, §7): the module the code is for, REGMOBVERF3 or MOBILENUMREG3; optional.
    request: v.object({
      countryDialingCode: v.string(),
      mobileNo: v.string(),
      registerType: v.optional(v.string()),
      ...HumanCheckFields,
    }),
    response: SmsSentSchema,
  }),
  countries: endpoint({
    method: 'GET',
    path: '/wps/system/country',
    token: 'none',
    request: NoInput,
    response: CountryListSchema,
  }),
};
