/**
 * Which registration fields show, driven by the platform's register rules and whitelabel flags
 * (spec §2, §3, §5): the tabs, each field's label, input type and autocomplete, and whether it is
 * required. Pure: the form and the tests share it.
 */
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { HTMLAttributes } from 'react';

import { REGISTER_OPTIONAL_FIELDS, type RegisterOptionalField } from '#contract/member-schemas.ts';
import type { RegisterRule, RegisterRules } from '#contract/system-schemas.ts';

import { isModuleOn, type WhitelabelFlags } from '@/lib/whitelabel';

export type RegisterMode = 'username' | 'mobile';
export type RegisterFieldKey =
  'username' | 'password' | 'confirmPassword' | 'mobileNum' | 'verificationCode' | 'captcha' | RegisterOptionalField;

export interface FieldSpec {
  label: MessageDescriptor;
  type?: 'text' | 'password' | 'email' | 'tel' | 'date';
  autoComplete?: string;
  inputMode?: HTMLAttributes<HTMLInputElement>['inputMode'];
}

export const FIELD_SPECS: Record<RegisterFieldKey, FieldSpec> = {
  username: { label: msg`Username`, autoComplete: 'username' },
  password: { label: msg`Password`, type: 'password', autoComplete: 'new-password' },
  confirmPassword: { label: msg`Confirm password`, type: 'password', autoComplete: 'new-password' },
  mobileNum: { label: msg`Mobile number`, type: 'tel', autoComplete: 'tel-national', inputMode: 'tel' },
  verificationCode: { label: msg`Verification code`, autoComplete: 'one-time-code', inputMode: 'numeric' },
  captcha: { label: msg`Captcha`, autoComplete: 'off' },
  payeeName: { label: msg`Payee name`, autoComplete: 'name' },
  email: { label: msg`E-mail`, type: 'email', autoComplete: 'email', inputMode: 'email' },
  qqNum: { label: msg`QQ`, autoComplete: 'off', inputMode: 'numeric' },
  line: { label: msg`LINE`, autoComplete: 'off' },
  whatsapp: { label: msg`WhatsApp`, type: 'tel', autoComplete: 'off', inputMode: 'tel' },
  facebook: { label: msg`Facebook`, autoComplete: 'off' },
  wechat: { label: msg`WeChat`, autoComplete: 'off' },
  idNumber: { label: msg`ID number`, autoComplete: 'off' },
  nickname: { label: msg`Nickname`, autoComplete: 'nickname' },
  fullname: { label: msg`Full name`, autoComplete: 'name' },
  telegram: { label: msg`Telegram`, autoComplete: 'off' },
  zalo: { label: msg`Zalo`, autoComplete: 'off' },
  birthday: { label: msg`Birthday`, type: 'date', autoComplete: 'bday' },
  address: { label: msg`Address`, autoComplete: 'street-address' },
  nationality: { label: msg`Nationality`, autoComplete: 'country-name' },
  occupation: { label: msg`Occupation`, autoComplete: 'organization-title' },
  sourceOfIncome: { label: msg`Source of income`, autoComplete: 'off' },
  placeOfBirth: { label: msg`Place of birth`, autoComplete: 'off' },
  bankAccountNumber: { label: msg`Bank account number`, autoComplete: 'off', inputMode: 'numeric' },
  paymentPassword: { label: msg`Payment password`, type: 'password', autoComplete: 'off' },
  affiliateCode: { label: msg`Invitation code`, autoComplete: 'off' },
  recommenderId: { label: msg`Recommender ID`, autoComplete: 'off' },
};

/** A field the form shows, with its rule (null when the platform sent none) and whether it must be filled. */
export interface VisibleField {
  key: RegisterFieldKey;
  rule: RegisterRule | null;
  required: boolean;
}

/** The tabs on offer: mobile only with MOBILENUMREG3; username unless USERNAMEREG3 is off while mobile is on. */
export function registerModes(flags: WhitelabelFlags): RegisterMode[] {
  const hasMobile = isModuleOn(flags, 'MOBILENUMREG3');
  const hasUsername = !hasMobile || isModuleOn(flags, 'USERNAMEREG3');
  return [...(hasUsername ? (['username'] as const) : []), ...(hasMobile ? (['mobile'] as const) : [])];
}

/** The fields to show, in display order, for a tab, the rules map and the whitelabel flags. */
export function visibleFields(mode: RegisterMode, rules: RegisterRules, flags: WhitelabelFlags): VisibleField[] {
  const ruleOf = (key: string): RegisterRule | null => rules[key] ?? null;
  const isEnabled = (key: string) => ruleOf(key)?.enabled === true;
  const fields: VisibleField[] = [];
  const add = (key: RegisterFieldKey, required: boolean) => fields.push({ key, rule: ruleOf(key), required });

  const showsMobile = mode === 'mobile' || isEnabled('mobileNum');
  const showsCode = mode === 'mobile' || (showsMobile && isModuleOn(flags, 'REGMOBVERF3'));
  if (mode === 'username') add('username', true);
  if (mode === 'mobile') {
    add('mobileNum', true);
    add('verificationCode', true);
  }
  // MOBILENUMPASSREG3 (contract §6.1: "show password on mobile register"): off, a mobile
  // registration asks for number and code only, and the member signs in by SMS code.
  if (mode === 'username' || isModuleOn(flags, 'MOBILENUMPASSREG3')) {
    add('password', true);
    add('confirmPassword', true);
  }
  if (mode === 'username' && showsMobile) {
    // Spec §5: "mobile required plus phone rule when shown"; likewise its SMS code.
    add('mobileNum', true);
    if (showsCode) add('verificationCode', true);
  }
  for (const key of REGISTER_OPTIONAL_FIELDS) {
    // Spec §5: the payment password is required whenever it is enabled; the rest follow `required`.
    if (isEnabled(key)) add(key, key === 'paymentPassword' || ruleOf(key)?.required === true);
  }
  if (isEnabled('captcha')) add('captcha', ruleOf('captcha')?.required === true);
  return fields;
}

/** Everything the form keeps in its draft (strings only): the fields, the dialling code and the age tick. */
export type RegisterValues = Record<RegisterFieldKey | 'dialingCode' | 'agree', string>;

export const REGISTER_DEFAULTS: RegisterValues = {
  ...(Object.fromEntries(REGISTER_OPTIONAL_FIELDS.map((key) => [key, ''])) as Record<RegisterOptionalField, string>),
  username: '',
  password: '',
  confirmPassword: '',
  mobileNum: '',
  verificationCode: '',
  captcha: '',
  dialingCode: '',
  agree: '',
};

/** The draft id of the registration form. */
export const REGISTER_DRAFT = 'register';
