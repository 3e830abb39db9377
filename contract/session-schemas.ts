/** Session calls: login (username, SMS, verification, free play), slider, captcha, SMS codes. See docs/contract.md §6. */
import * as v from 'valibot';

import { LooseBooleanSchema, LooseNumberSchema, LooseStringSchema, optionalOr, tolerantArray } from './tolerant.ts';

/** Member types: 0 player, 1/2/41/42 agents, 4 trial (free play). */
export const AGENT_TYPES: readonly number[] = [1, 2, 41, 42];
export const TRIAL_TYPE = 4;

/** Slider challenge result sent with non-SMS logins and registrations. */
export const SliderProofSchema = v.object({
  challengeId: v.string(),
  /** Where the user released the slider, 0–100. */
  position: v.number(),
  /** How long the drag took (ms); instant drags are refused. */
  durationMs: v.number(),
});
export type SliderProof = v.InferOutput<typeof SliderProofSchema>;

/** `GET /wps/session/slider` value. */
export const SliderChallengeSchema = v.object({
  challengeId: v.string(),
  /** The gap to drag to, 0–100. */
  target: v.number(),
  expiresInSeconds: v.number(),
});
export type SliderChallenge = v.InferOutput<typeof SliderChallengeSchema>;

/** What GeeTest v4's `getValidate()` hands back; sent as `geetestValidateV4` in login/register bodies. */
export const GeetestValidateSchema = v.object({
  lot_number: v.string(),
  captcha_output: v.string(),
  pass_token: v.string(),
  gen_time: v.string(),
  captcha_id: v.optional(v.string()),
});
export type GeetestValidate = v.InferOutput<typeof GeetestValidateSchema>;

/**
 * The human check's proof, by the names the login sends it under (spec §7: login's "slider fields",
 * the SMS requests' and the reset's "verification fields"): our slider's with SLIDER3, GeeTest v4's
 * result with GEETEST3. Either is optional on the wire; the platform demands what its modules turn on.
 */
export const HumanCheckFields = {
  slider: v.optional(SliderProofSchema),
  geetestValidateV4: v.optional(GeetestValidateSchema),
};
export interface HumanCheckProof {
  slider?: SliderProof;
  geetestValidateV4?: GeetestValidate;
}

export const LoginTypeSchema = v.picklist(['username', 'sms', 'firebase']);

/**
 * How a Firebase ID token was had: `google` and `facebook` sign-in (login type
 * `firebase`, and the registration of a first sign-in), `sms` the Firebase SMS check on mobile
 * registration (contract: `firebaseChannel='sms'`).
 */
export const FirebaseChannelSchema = v.picklist(['google', 'facebook', 'sms']);
export type FirebaseChannel = v.InferOutput<typeof FirebaseChannelSchema>;

/** `POST /wps/session/login` body (encrypted). */
export const LoginBodySchema = v.object({
  type: v.optional(LoginTypeSchema, 'username'),
  username: v.optional(v.string()),
  password: v.optional(v.string()),
  captcha: v.optional(v.string()),
  countryDialingCode: v.optional(v.string()),
  mobileNum: v.optional(v.string()),
  verificationCode: v.optional(v.string()),
  ...HumanCheckFields,
  loginDeviceId: v.optional(v.string()),
  device: v.optional(v.string()),
  /** Login type `firebase`: the provider and the Firebase ID token that proves the identity. */
  firebaseChannel: v.optional(FirebaseChannelSchema),
  firebaseIdToken: v.optional(v.string()),
});
export type LoginBody = v.InferOutput<typeof LoginBodySchema>;

/** A label the operator puts on an account (`clubLabel`, `memberLabel[]`, spec §3). */
export const LabelSchema = v.object({ labelName: LooseStringSchema });

/**
 * A new session: login, verification, free play, register with `login: true`, reset by phone.
 * The contract documents `{id, token, userName, customerType, firstTimeLogin}`; only `token` (every
 * later call) and `userName` (the header shows it) are required. The password flags are our own,
 * and so are the member fields the spec's session keeps (spec §3: nickname, account, customerId,
 * merchantCode, toUpline, memberLabel; the club label beside them), all optional: a platform that
 * leaves them out fills them when member info loads.
 */
export const SessionSchema = v.object({
  id: optionalOr(LooseNumberSchema, 0),
  token: v.pipe(LooseStringSchema, v.minLength(1)),
  userName: LooseStringSchema,
  /** Member type (the spec's isAgent): 0 player, 1/2/41/42 agent, 4 trial. */
  customerType: optionalOr(LooseNumberSchema, 0),
  firstTimeLogin: optionalOr(LooseBooleanSchema, false),
  passwordExpired: optionalOr(LooseBooleanSchema, false),
  /** Set for temporary passwords (reset by e-mail, created by an agent): change before playing. */
  mustChangePassword: optionalOr(LooseBooleanSchema, false),
  account: optionalOr(LooseStringSchema, null),
  nickname: optionalOr(LooseStringSchema, null),
  customerId: optionalOr(LooseNumberSchema, null),
  merchantCode: optionalOr(LooseStringSchema, null),
  toUpline: optionalOr(LooseBooleanSchema, null),
  clubLabel: optionalOr(LabelSchema, null),
  memberLabel: tolerantArray(LabelSchema),
});
export type Session = v.InferOutput<typeof SessionSchema>;

/** New-IP verification methods (`authenticator` is ours). */
export const VERIFICATION_METHODS = ['phone', 'email', 'bankAccountName', 'authenticator'] as const;
export type VerificationMethod = (typeof VERIFICATION_METHODS)[number];

/** Details on a refused login (`value` of the failure envelope; our own extension, all optional). */
export const LoginRefusalSchema = v.object({
  captchaRequired: optionalOr(LooseBooleanSchema, false),
  remainingAttempts: optionalOr(LooseNumberSchema, null),
  /** For `login_verify_required`. */
  verificationId: v.optional(v.nullable(v.string()), null),
  /** `authenticator` (ours): a code from the bound authenticator app, or a recovery code. */
  methods: v.optional(v.array(v.picklist(VERIFICATION_METHODS)), []),
  /** Masked hints of the bound phone / e-mail, e.g. `+63 917****567`. */
  maskedPhone: v.optional(v.nullable(v.string()), null),
  maskedEmail: v.optional(v.nullable(v.string()), null),
  /**
   * Ours: the e-mail method takes a code the platform sends to the bound address
   * (`POST /wps/verification/mail/noLogin`). Absent or false: an older platform that asks for the
   * address itself.
   */
  emailCode: optionalOr(LooseBooleanSchema, false),
  /** For lockouts (`login.pwd.forbidden.err`, `login.verify.locked`): when it opens again (epoch ms). */
  lockedUntil: v.optional(v.nullable(v.number()), null),
});
export type LoginRefusal = v.InferOutput<typeof LoginRefusalSchema>;

/** `POST /wps/session/login/verification` body (encrypted). */
export const LoginVerificationBodySchema = v.object({
  verificationId: v.string(),
  method: v.picklist(VERIFICATION_METHODS),
  verificationCode: v.optional(v.string()),
  email: v.optional(v.string()),
  bankAccountName: v.optional(v.string()),
});

/** SMS send answer: minutes until the code expires (documented) and our absolute expiry (optional). */
export const SmsSentSchema = v.object({
  expiredMinutes: optionalOr(LooseNumberSchema, 5),
  /**
   * When the code expires, as the platform gives it (observed: epoch ms, `{expiredMinutes: 5,
   * maxAttemptTimes: 10, expirationTime: 1709109655053}`); 0 when it gives none. `smsExpiry` reads it.
   */
  expirationTime: optionalOr(LooseNumberSchema, 0),
});
export type SmsSent = v.InferOutput<typeof SmsSentSchema>;

export const SmsPurposeSchema = v.picklist(['login', 'forgot', 'verify']);
/** `POST /wps/verification/mail/noLogin` body: only the new-IP verification's e-mail code so far. */
export const MailNoLoginBodySchema = v.object({ purpose: v.picklist(['verify']), verificationId: v.string() });

/** `GET /wps/system/country` value. */
export const CountrySchema = v.object({ countryCode: v.string(), countryDialingCode: v.string(), name: v.string() });
export const CountryListSchema = v.array(CountrySchema);
export type Country = v.InferOutput<typeof CountrySchema>;

/** `GET /wps/captcha/geetest` value: the GeeTest v4 captcha id (contract §5.1). */
export const GeetestIdSchema = v.object({ gt: v.pipe(LooseStringSchema, v.minLength(1)) });

/** `GET /wps/captcha` value: the bare Base64 PNG. */
export const CaptchaImageSchema = v.pipe(LooseStringSchema, v.minLength(1));

/** An envelope whose `value` nobody reads (logout, language, password change). */
export const NothingSchema = v.nullish(v.unknown());
