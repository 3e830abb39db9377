/** Member calls: register, info, passwords, language. See docs/contract.md §6. */
import * as v from 'valibot';

import { FirebaseChannelSchema, HumanCheckFields, LabelSchema } from './session-schemas.ts';
import { LooseBooleanSchema, LooseNumberSchema, LooseStringSchema, optionalOr, tolerantArray } from './tolerant.ts';

/** Every registration field the spec names; which ones show is decided by the register rules. */
export const REGISTER_OPTIONAL_FIELDS = [
  'payeeName',
  'email',
  'qqNum',
  'line',
  'whatsapp',
  'facebook',
  'wechat',
  'idNumber',
  'nickname',
  'fullname',
  'telegram',
  'zalo',
  'birthday',
  'address',
  'nationality',
  'occupation',
  'sourceOfIncome',
  'placeOfBirth',
  'bankAccountNumber',
  'paymentPassword',
  'affiliateCode',
  'recommenderId',
] as const;
export type RegisterOptionalField = (typeof REGISTER_OPTIONAL_FIELDS)[number];

/**
 * `PUT /wps/member/register` and `/register/mobile` body (encrypted). A Google or Facebook sign-up
 * (`firebaseChannel` `google`/`facebook` with its `firebaseIdToken`) sends no password:
 * the member signs in with the provider.
 */
export const RegisterBodySchema = v.object({
  username: v.string(),
  password: v.optional(v.string(), ''),
  confirmPassword: v.optional(v.string(), ''),
  countryDialingCode: v.optional(v.string()),
  mobileNum: v.optional(v.string()),
  verificationCode: v.optional(v.string()),
  captcha: v.optional(v.string()),
  referralCode: v.optional(v.string()),
  /** Optional fields keyed by REGISTER_OPTIONAL_FIELDS. */
  ...(Object.fromEntries(REGISTER_OPTIONAL_FIELDS.map((field) => [field, v.optional(v.string())])) as Record<
    RegisterOptionalField,
    v.OptionalSchema<v.StringSchema<undefined>, undefined>
  >),
  ...HumanCheckFields,
  domain: v.optional(v.string()),
  registerUrl: v.optional(v.string()),
  registerMethod: v.optional(v.string()),
  loginDeviceId: v.optional(v.string()),
  login: v.optional(v.boolean()),
  /** The Firebase SMS check (`sms`: the token proves `mobileNum`) or a Google/Facebook sign-up. */
  firebaseChannel: v.optional(FirebaseChannelSchema),
  firebaseIdToken: v.optional(v.string()),
});
export type RegisterBody = v.InferOutput<typeof RegisterBodySchema>;

/**
 * `GET /wps/member/info` value. The contract documents `{id, account, nickname, type, language}`;
 * only `account` is required (the member centre shows it). The rest is our own, all optional.
 */
export const MemberInfoSchema = v.object({
  id: optionalOr(LooseNumberSchema, 0),
  account: LooseStringSchema,
  nickname: optionalOr(LooseStringSchema, null),
  /** The spec's isAgent: 0 player, 1/2/41/42 agent, 4 trial. */
  type: optionalOr(LooseNumberSchema, 0),
  toUpline: optionalOr(LooseBooleanSchema, false),
  language: optionalOr(LooseStringSchema, null),
  clubLabel: optionalOr(LabelSchema, null),
  memberLabel: tolerantArray(LabelSchema),
  /** Masked, or null when none is bound. */
  mobileNum: optionalOr(LooseStringSchema, null),
  email: optionalOr(LooseStringSchema, null),
  passwordExpired: optionalOr(LooseBooleanSchema, false),
  mustChangePassword: optionalOr(LooseBooleanSchema, false),
  lastLoginTime: optionalOr(LooseNumberSchema, null),
});
export type MemberInfo = v.InferOutput<typeof MemberInfoSchema>;

/** `POST /wps/member/password` body (encrypted). */
export const ChangePasswordBodySchema = v.object({
  oldPassword: v.string(),
  newPassword: v.string(),
  confirmNewPassword: v.string(),
});

/** `POST /wps/member/password/verification` body (encrypted): reset by phone, then log in; with the human check (spec §7). */
export const ResetByPhoneBodySchema = v.object({
  countryDialingCode: v.string(),
  mobileNum: v.string(),
  verificationCode: v.string(),
  newPassword: v.string(),
  ...HumanCheckFields,
});
