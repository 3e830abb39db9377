/** Member and registration endpoints (contract §4.2). */
import * as v from 'valibot';

import { endpoint } from '../endpoint.ts';
import {
  ChangePasswordBodySchema,
  MemberInfoSchema,
  RegisterBodySchema,
  ResetByPhoneBodySchema,
} from '../member-schemas.ts';
import { NoInput } from '../request-schemas.ts';
import { NothingSchema, SessionSchema } from '../session-schemas.ts';

/** Register answers a session when `login: true` (our client always asks for it). */
const RegisterRequestSchema = RegisterBodySchema;

/** Platform language codes (contract §1). */
/** `PUT /wps/member/language`: one of the platform codes, any case. */
// A platform language code (TY, EN, CN, … PT-BR, UR-LA): operators add their own (docs/i18n.md),
// so the contract checks the shape, and a platform refuses the codes it does not offer.
export const LanguageBodySchema = v.object({
  language: v.pipe(v.string(), v.trim(), v.toUpperCase(), v.regex(/^[A-Z]{2,3}(?:-[A-Z]{2,4})?$/)),
});

export const memberEndpoints = {
  register: endpoint({
    method: 'PUT',
    path: '/wps/member/register',
    encrypted: true,
    token: 'none',
    request: RegisterRequestSchema,
    response: SessionSchema,
  }),
  registerMobile: endpoint({
    method: 'PUT',
    path: '/wps/member/register/mobile',
    encrypted: true,
    token: 'none',
    request: RegisterRequestSchema,
    response: SessionSchema,
  }),
  /** `success:false` means taken; the value is not read. */
  checkUsername: endpoint({
    method: 'GET',
    path: '/wps/check/username',
    token: 'none',
    request: v.object({ username: v.string() }),
    response: NothingSchema,
  }),
  checkAffiliate: endpoint({
    method: 'GET',
    path: '/wps/agent/affiliate',
    token: 'none',
    request: v.object({ code: v.string(), domain: v.optional(v.string()) }),
    response: NothingSchema,
  }),
  info: endpoint({
    method: 'GET',
    path: '/wps/member/info',
    token: 'required',
    request: NoInput,
    response: MemberInfoSchema,
  }),
  changePassword: endpoint({
    method: 'POST',
    path: '/wps/member/password',
    encrypted: true,
    token: 'required',
    request: ChangePasswordBodySchema,
    response: NothingSchema,
  }),
  /** Form-encoded (contract §1.4); the request schema describes the form fields. */
  passwordByEmail: endpoint({
    method: 'POST',
    path: '/wps/member/password/email',
    token: 'none',
    form: true,
    request: v.object({ username: v.string(), email: v.string() }),
    response: NothingSchema,
  }),
  resetByPhone: endpoint({
    method: 'POST',
    path: '/wps/member/password/verification',
    encrypted: true,
    token: 'none',
    request: ResetByPhoneBodySchema,
    response: SessionSchema,
  }),
  language: endpoint({
    method: 'PUT',
    path: '/wps/member/language',
    token: 'required',
    request: LanguageBodySchema,
    response: NothingSchema,
  }),
};
