/** Session calls: login (username, SMS, verification, free play), slider, captcha, SMS codes. See docs/contract.md §6. */
import * as v from 'valibot';

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

export const LoginTypeSchema = v.picklist(['username', 'sms']);

/** `POST /wps/session/login` body (encrypted). */
export const LoginBodySchema = v.object({
  type: LoginTypeSchema,
  username: v.optional(v.string()),
  password: v.optional(v.string()),
  captcha: v.optional(v.string()),
  countryDialingCode: v.optional(v.string()),
  mobileNum: v.optional(v.string()),
  verificationCode: v.optional(v.string()),
  slider: v.optional(SliderProofSchema),
  loginDeviceId: v.optional(v.string()),
  device: v.optional(v.string()),
});
export type LoginBody = v.InferOutput<typeof LoginBodySchema>;

/** A new session: login, verification, free play, register with `login: true`, reset by phone. */
export const SessionSchema = v.object({
  id: v.number(),
  token: v.string(),
  userName: v.string(),
  /** Member type (the spec's isAgent): 0 player, 1/2/41/42 agent, 4 trial. */
  customerType: v.number(),
  firstTimeLogin: v.boolean(),
  passwordExpired: v.boolean(),
  /** Set for temporary passwords (reset by e-mail, created by an agent): change before playing. */
  mustChangePassword: v.boolean(),
});
export type Session = v.InferOutput<typeof SessionSchema>;

/** Details on a refused login (`value` of the failure envelope). */
export const LoginRefusalSchema = v.object({
  captchaRequired: v.optional(v.boolean(), false),
  remainingAttempts: v.optional(v.nullable(v.number()), null),
  /** For `login_verify_required`. */
  verificationId: v.optional(v.nullable(v.string()), null),
  methods: v.optional(v.array(v.picklist(['phone', 'email', 'bankAccountName'])), []),
  /** Masked hints of the bound phone / e-mail, e.g. `+63 917****567`. */
  maskedPhone: v.optional(v.nullable(v.string()), null),
  maskedEmail: v.optional(v.nullable(v.string()), null),
  /** For lockouts: when the account opens again (epoch ms). */
  lockedUntil: v.optional(v.nullable(v.number()), null),
});
export type LoginRefusal = v.InferOutput<typeof LoginRefusalSchema>;

/** `POST /wps/session/login/verification` body (encrypted). */
export const LoginVerificationBodySchema = v.object({
  verificationId: v.string(),
  method: v.picklist(['phone', 'email', 'bankAccountName']),
  verificationCode: v.optional(v.string()),
  email: v.optional(v.string()),
  bankAccountName: v.optional(v.string()),
});

/** SMS send answer: minutes until the code expires and the absolute expiry. */
export const SmsSentSchema = v.object({
  expiredMinutes: v.number(),
  /** Epoch ms when the code expires. */
  expirationTime: v.number(),
});
export type SmsSent = v.InferOutput<typeof SmsSentSchema>;

export const SmsPurposeSchema = v.picklist(['login', 'forgot', 'verify']);

/** `GET /wps/system/country` value. */
export const CountrySchema = v.object({ countryCode: v.string(), countryDialingCode: v.string(), name: v.string() });
export const CountryListSchema = v.array(CountrySchema);
export type Country = v.InferOutput<typeof CountrySchema>;
