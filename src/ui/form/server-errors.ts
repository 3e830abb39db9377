/**
 * The one table of where a refused call shows its message: under the field the refusal concerns,
 * or above the submit button. Keyed by the listed error code (`contract/error-codes.ts`), so a
 * misspelt code fails to compile. A row names the fields it may go under, first on screen wins
 * (an authenticator code is `authenticatorCode` on a money form, `verificationCode` in my account),
 * and, when a form needs other words than the shared catalogue's (`api-error-messages.ts`), its
 * own message. A field that is not on screen sends the message to the form: nothing is lost.
 */
import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import * as v from 'valibot';

import type { ErrorCode } from '#contract/error-codes.ts';
import { WageringRefusalSchema } from '#contract/reward-schemas.ts';

import { isApiError, type ApiError } from '@/api/api-error';
import { apiErrorMessage, errorText } from '@/api/api-error-messages';
import { errorCodeOf } from '@/api/error-code';

/** Where a message goes: a field key that is on screen, or `form`. */
export interface ErrorPlacement {
  target: string;
  message: string;
}

interface ErrorRow {
  /** The fields it may go under, in order; none: always the form's. */
  fields?: readonly string[];
  /** Our own words for it on a form; else the shared catalogue's. */
  message?: MessageDescriptor;
  /** The words when the username is the mobile number (registering or resetting by mobile). */
  asMobile?: MessageDescriptor;
}

const MOBILE_TAKEN = msg`This mobile number is already registered.`;
const MOBILE_UNKNOWN = msg`No account uses this mobile number.`;
const USERNAME_TAKEN: ErrorRow = { fields: ['username'], asMobile: MOBILE_TAKEN };
const USERNAME_UNKNOWN: ErrorRow = { fields: ['username'], asMobile: MOBILE_UNKNOWN };
const VERIFICATION = { fields: ['verificationCode'] } as const;
const AUTHENTICATOR = { fields: ['authenticatorCode', 'verificationCode'] } as const;
const AMOUNT = ['amount'] as const;

const ERROR_TABLE: Partial<Record<ErrorCode, ErrorRow>> = {
  // Accounts: registering, resetting a password, binding a contact.
  'exists.username.err': USERNAME_TAKEN,
  'exists.account.err': USERNAME_TAKEN,
  'not.exists.user': USERNAME_UNKNOWN,
  'not.exists.account.err': USERNAME_UNKNOWN,
  'exists.mobile.err': { fields: ['mobileNum'] },
  'exists.email.err': { fields: ['email'] },
  'not.exists.mail': { fields: ['email'] },
  'exists.qq.err': { fields: ['qqNum'] },
  'format.qq.err': { fields: ['qqNum'] },
  'exists.nickname.err': { fields: ['nickname'] },
  'format.nickname.err': { fields: ['nickname'] },
  'avatar.invalid': { fields: ['avatar'] },
  invitation_code_error: { fields: ['affiliateCode'] },
  'expired.affiliate.url': { fields: ['affiliateCode'] },
  'register.age.err': { fields: ['birthday'] },
  'verification.code.invalid': VERIFICATION,
  'verification.code.expired': VERIFICATION,
  'captcha.required': { fields: ['captcha'] },
  'captcha.invalid': { fields: ['captcha'] },
  'slider.invalid': { fields: ['slider'] },
  // Binding asks for the login password; a wrong one, or the lock after five, shows under it.
  'password.check.failed': { fields: ['password'] },
  'login.pwd.forbidden.err': { fields: ['password'] },
  'modify.pw.incorrect.pw': { fields: ['oldPassword'] },
  // A wrong or used authenticator code, or the lock after five (its message names the time).
  'authenticator.code.invalid': AUTHENTICATOR,
  'authenticator.locked': AUTHENTICATOR,
  // Money.
  'account.balance.not.enough': {
    fields: AMOUNT,
    message: msg`Your available balance is not enough for this amount.`,
  },
  'account.amount.negative': { fields: AMOUNT, message: msg`The amount cannot be negative.` },
  'empty.amount': { fields: AMOUNT, message: msg`Enter an amount.` },
  'withdraw.amount.limit': { fields: AMOUNT, message: msg`The amount is outside the withdrawal limits.` },
  'withdraw.reach.max.count': {
    message: msg`You have used all of today's withdrawals. Please try again tomorrow.`,
  },
  'withdraw.bank.card.max': { message: msg`You already have the maximum number of bank cards.` },
  'exists.bank.card': { fields: ['accountNumber'], message: msg`This bank card has already been added.` },
  'bank.card.in.use': {
    fields: ['accountNumber'],
    message: msg`This account number is already bound to another member. If you share it, please contact customer service.`,
  },
  'invalid.payment.pw': { fields: ['paymentPassword'], message: msg`The payment password is incorrect.` },
  'payment.pw.required': { fields: ['paymentPassword'], message: msg`Set a payment password first.` },
  'wallet.is.locked': { message: msg`Your wallet is locked. Please contact customer service.` },
  'account.transfer.processing': {
    message: msg`Another transaction is still being processed. Please wait a moment and try again.`,
  },
  'not.exists.transaction': {
    message: msg`This withdrawal could not be found. Refresh the list and try again.`,
  },
  'account.booked.trans.confirmed': { message: msg`This withdrawal has already been confirmed.` },
  // Agents: a contract offer concerns the downline named, or the rate.
  'not.downline': { fields: ['username'] },
  'contract.target.not.agent': { fields: ['username'] },
  'contract.offer.pending': { fields: ['username'] },
  'contract.rate.too.high': { fields: ['rate'] },
  // Points: converting points, redeeming a quantity of a reward.
  'point.balance.not.enough': { fields: ['points', 'quantity'] },
  'point.convert.ratio': { fields: ['points'] },
  'point.reward.sold.out': { fields: ['quantity'] },
  // A promotion's application.
  'activity.comment.length': { fields: ['comment'] },
  'activity.image.type': { fields: ['images'] },
  'activity.image.size': { fields: ['images'] },
  'activity.image.count': { fields: ['images'] },
};

/** The platform's names for fields this app shows under another key. */
const SERVER_FIELD_NAMES: Readonly<Record<string, string>> = {
  mobileNo: 'mobileNum',
  mobile: 'mobileNum',
  countryDialingCode: 'mobileNum',
  code: 'verificationCode',
  confirmNewPassword: 'confirmPassword',
  qq: 'qqNum',
};

/** Refusals of a text whose details name the field (`{ field }`). */
const FIELD_IN_DETAILS: ReadonlySet<ErrorCode> = new Set<ErrorCode>([
  'text.control.characters',
  'text.invisible.characters',
  'name.mixed.scripts',
]);
const NOT_ACCEPTED = msg`This value was not accepted. Please check it.`;
const CONTROL_FIELD = msg`Remove the invisible control characters from this field and try again.`;

export interface PlacementContext {
  /** Keys of the fields (and checks, e.g. `slider`) on screen; a message for anything else goes to the form. */
  shown: readonly string[];
  /** On a mobile tab the username is the mobile number: its refusals go under `mobileNum`, in its words. */
  isMobileUsername?: boolean;
  /** A table field this form shows under another key (an invitation code checked as the link's referral code). */
  aliases?: Readonly<Record<string, string>>;
  /** The rule of a field the platform did not accept (`request.param.err`), or null for the general words. */
  ruleOf?: (field: string) => string | null;
  /** Writes an amount from a refusal's details in the platform currency. */
  formatAmount?: (amount: string) => string;
}

/** A field a `request.param.err` names in its message (`mobileNum`, or `invalid field: mobileNo`). */
function namedField(error: ApiError, context: PlacementContext): string | null {
  const names = (error.serverMessage ?? '').split(/[^A-Za-z_]+/u).filter(Boolean);
  for (const name of names) {
    const key = SERVER_FIELD_NAMES[name] ?? name;
    if (key === 'username' && context.isMobileUsername) return context.shown.includes('mobileNum') ? 'mobileNum' : null;
    if (context.shown.includes(key)) return key;
  }
  return null;
}

/** Refusals whose message carries the platform's details: the amount left to wager, the field with unwanted characters. */
function detailedPlacement(error: ApiError, code: ErrorCode | null, context: PlacementContext, i18n: I18n) {
  if (code === 'withdraw.wagering.required') {
    const details = v.safeParse(WageringRefusalSchema, error.details);
    if (!details.success) return null;
    const remaining = (context.formatAmount ?? ((amount: string) => amount))(details.output.remaining);
    return {
      target: 'form',
      message: i18n._(
        msg({
          message: `Bonuses must be wagered before you withdraw. Place ${remaining} more in valid bets, then try again.`,
          comment: 'remaining: an amount of money still to bet, not a number of bets',
        }),
      ),
    };
  }
  if (code !== null && FIELD_IN_DETAILS.has(code)) {
    const details = v.safeParse(v.object({ field: v.string() }), error.details);
    if (details.success && context.shown.includes(details.output.field))
      return {
        target: details.output.field,
        message: code === 'text.control.characters' ? i18n._(CONTROL_FIELD) : apiErrorMessage(error, i18n),
      };
  }
  if (code === 'request.param.err' || code === 'request_param_err') {
    const field = namedField(error, context);
    if (field) return { target: field, message: context.ruleOf?.(field) ?? i18n._(NOT_ACCEPTED) };
  }
  return null;
}

/** The message for a failed call and where it goes on a form showing `context.shown`. */
export function placeServerError(error: unknown, context: PlacementContext, i18n: I18n): ErrorPlacement {
  if (!isApiError(error)) return { target: 'form', message: errorText(error, i18n) };
  const code = errorCodeOf(error);
  const detailed = detailedPlacement(error, code, context, i18n);
  if (detailed) return detailed;
  const row = code ? ERROR_TABLE[code] : undefined;
  const asMobile = context.isMobileUsername && row?.asMobile;
  const message = asMobile ? i18n._(asMobile) : row?.message ? i18n._(row.message) : apiErrorMessage(error, i18n);
  const fields = (row?.fields ?? []).map((field) => (asMobile ? 'mobileNum' : (context.aliases?.[field] ?? field)));
  return { target: fields.find((field) => context.shown.includes(field)) ?? 'form', message };
}
