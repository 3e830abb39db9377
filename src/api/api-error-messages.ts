/** Translated, user-facing text for an API error. Server codes map to our own catalog entries. */
import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

import type { PlayerErrorCode } from '#contract/error-codes.ts';

import { isApiError, OfflineMoneyRefusal, SESSION_GONE_CODES, type ApiError } from './api-error';
import { DEVICE_OFFLINE, GENERIC } from './api-error-fallbacks';

const NOT_LOGGED_IN = msg`You are not logged in, or your session has ended. Please log in again.`;
const NETWORK_ABNORMAL = msg`The network is abnormal. Check your connection and try again.`;
const TIMEOUT = msg`The server took too long to answer. Please try again.`;
const ABSENT = msg`This feature is not available here.`;
const CONTRACT = msg`The server sent an answer this app does not understand. Please try again later.`;
const BUSY = msg`The site is busy right now. Please try again shortly.`;
const MONEY_OFFLINE = msg`You are offline. Money actions need a connection and are never sent later.`;
const SYSTEM_BUSY = msg`The system is busy. Please try again later.`;

/**
 * Our own words for every code a player can meet (`contract/error-codes.ts`): a code added to the
 * list without a message here is a type error. Codes not in the list fall back below.
 */
const BY_CODE = {
  // Session codes are answered before this table (the session is cleared); listed for the type.
  'login.not.session': NOT_LOGGED_IN,
  'user.or.token.invalid': NOT_LOGGED_IN,
  'login.token.failed': NOT_LOGGED_IN,
  'user.token.expired': NOT_LOGGED_IN,
  CUSTOMER_NOT_LOGIN: NOT_LOGGED_IN,
  token_ip_different: NOT_LOGGED_IN,
  duplicateLogin: NOT_LOGGED_IN,
  nologin: NOT_LOGGED_IN,
  // As the 404/405 rule below: a path or method this platform does not answer is an absent feature.
  'not.found': ABSENT,
  http_method_not_support: ABSENT,
  '#459': ABSENT,
  'ods.err': SYSTEM_BUSY,
  TOO_MANY_REQUEST: msg`Too many requests. Please try again in 5 minutes.`,
  'geetest.required': msg`Complete the security check, then try again.`,
  '#1066': msg`Complete the security check, then try again.`,
  // Documented by the contract (§5.5); our platform does not send them, an operator's may.
  'exists.qq.err': msg`This QQ number is already registered.`,
  'format.qq.err': msg`This QQ number is not valid.`,
  'format.nickname.err': msg`This nickname is not valid.`,
  'register.type.err': msg`This way of registering is not available.`,
  'transaction.failed': msg`The transaction could not be completed. Please try again later.`,
  'transaction.not.created': msg`The transaction could not be completed. Please try again later.`,
  'exists.transaction': msg`This transaction has already been submitted.`,
  'promotion.id.invalid': msg`This promotion was not found.`,
  'promotion.claim.fail': msg`The bonus could not be claimed. Please try again later.`,
  'prom.claim.invalid.ip': msg`Bonuses cannot be claimed from your current network.`,
  'exists.prom.claim.ip': msg`This bonus has already been claimed from your network.`,
  'prom.claim.req.field': msg`Complete the details this promotion asks for, then claim again.`,
  'prom.claim.processed': msg`This claim has already been processed.`,
  'prom.claim.expired': msg`This bonus claim has expired.`,
  'prom.pnl.less.threshold': msg`Your profit and loss has not reached this promotion's requirement yet.`,
  'prom.balance.greater.lower': msg`Your balance is above this promotion's limit.`,
  'balance.greater.lower': msg`Your balance is above this promotion's limit.`,
  'invalid.rebate.value': msg`This rebate value is not valid.`,
  'not.exists.agent.rebate': msg`No rebate is set for this agent.`,
  'too.much.request': msg`You are clicking too fast. Please wait a moment and try again.`,
  TOO_MANY_REQUESTS: msg`Too many requests. Please try again in 5 minutes.`,
  // Absence, not maintenance: features hide on it (isFeatureAbsent); this text is for direct actions.
  'function.not.available': msg`This feature is not available here.`,
  'system.not.available': msg`The system is busy. Please try again later.`,
  'unknown.system.err': msg`The system is busy. Please try again later.`,
  'request.param.err': msg`Some of the information sent was not accepted. Please check and try again.`,
  request_param_err: msg`Some of the information sent was not accepted. Please check and try again.`,
  request_body_required: msg`The secure request could not be read. Please try again.`,
  domain_not_available: msg`This address is not available. Please use another official address.`,
  'network.timeout': msg`The network is unstable. Please try again.`,
  'no.data': msg`No matching data.`,
  '#727': msg`The system is busy. Please try again later.`,
  '#734': msg`Your previous game is not finished yet. Finish it first, then try again.`,
  '#543': msg`This feature is under maintenance.`,
  'login.cred.err': msg`Wrong username or password.`,
  'login.pwd.forbidden.err': msg`Too many wrong passwords: this account is locked for a while. Try again later or reset your password.`,
  'login.denied': msg`Too many wrong passwords: this account is locked for a while. Try again later or reset your password.`,
  'captcha.required': msg`Enter the captcha code.`,
  'firebase.not.registered': msg`No account uses this sign-in yet. Finish signing up to create one.`,
  'firebase.token.invalid': msg`The sign-in could not be confirmed or has expired. Please sign in again.`,
  'captcha.invalid': msg`Please enter the correct captcha code.`,
  'slider.invalid': msg`The slider check failed. Slide the handle to the gap again.`,
  login_verify_required: msg`You are logging in from a new location. Please verify it is you.`,
  'login.verify.locked': msg`Too many wrong verification answers: logging in to this account from a new device is locked for a while. Try again later from a device you have used before, or contact customer service.`,
  'password.change.required': msg`Please change your password before you continue.`,
  'exists.username.err': msg`This username is already taken.`,
  'exists.account.err': msg`This account already exists.`,
  'exists.mobile.err': msg`This mobile number is already registered.`,
  'exists.email.err': msg`This e-mail address is already registered.`,
  'register.failed': msg`Registration failed. Please try again.`,
  'register.age.err': msg`You are below this site's minimum age and cannot register.`,
  invitation_code_error: msg`Invalid invitation code.`,
  'expired.affiliate.url': msg`This invitation link has expired.`,
  'not.exists.user': msg`The username does not exist.`,
  'not.exists.account.err': msg`The username does not exist.`,
  'not.exists.mail': msg`The e-mail address does not match this account.`,
  'forget.pw.mail.err': msg`No e-mail address is bound to this account. Reset your password by mobile number or contact customer service.`,
  'modify.pw.incorrect.pw': msg`The current password is incorrect.`,
  'modify.new.confirm.diff': msg`The new password and its confirmation do not match.`,
  'verification.code.invalid': msg`The verification code is incorrect.`,
  'verification.code.expired': msg`The verification code has expired. Request a new one.`,
  'verification.send.limit': msg`Too many codes have been requested. Please try again in an hour.`,
  in_need_true_account: msg`This is a trial account. Register a real account to use this feature.`,
  login_blocked_by_self_exclusion: msg`This account is blocked by your self-exclusion settings.`,
  'account.balance.not.enough': msg`Your balance is not enough for this amount.`,
  'account.amount.negative': msg`The amount cannot be negative.`,
  'account.amount.positive': msg`The amount must be more than zero.`,
  'deposit.invalid.amount': msg`This amount is outside the channel's limits.`,
  'empty.amount': msg`Enter an amount.`,
  'withdraw.amount.limit': msg`This amount is outside the withdrawal limits.`,
  'withdraw.reach.max.count': msg`You have reached today's number of withdrawals. Try again tomorrow.`,
  'withdraw.bank.card.max': msg`You cannot add more bank cards.`,
  'withdraw.bank.card.fail': msg`The bank card could not be added. Check the details and try again.`,
  'exists.bank.card': msg`This bank card is already added.`,
  'bank.card.in.use': msg`This account number is already bound to another member. If you share it, please contact customer service.`,
  'withdraw.wagering.required': msg`Bonuses must be wagered in valid bets before you withdraw. Check your bonus details for what is left.`,
  'text.control.characters': msg`The text contains invisible control characters. Remove them and try again.`,
  'text.invisible.characters': msg`The text contains invisible characters. Remove them and try again.`,
  'name.mixed.scripts': msg`This name mixes letters of different alphabets (such as Latin with Cyrillic or Greek), so it can look like another name. Write it in one alphabet.`,
  'date.out.of.range': msg`Choose dates between the years 1970 and 9999.`,
  'invalid.payment.pw': msg`The payment password is incorrect.`,
  'agent.only': msg`Non-agents cannot log in. The agent centre is for agent accounts only.`,
  'login.non.member': msg`Non-member account unable to log in. Please use the agent site.`,
  'not.downline': msg`This account is not in your team.`,
  'contract.not.found': msg`This contract does not exist or is not yours.`,
  'contract.state.invalid': msg`This contract has already changed. Refresh and try again.`,
  'contract.rate.too.high': msg`The rate is higher than your own contract allows.`,
  'contract.offer.pending': msg`An offer is already waiting for this agent's answer.`,
  'contract.target.not.agent': msg`Contracts can only be offered to agents.`,
  'payment.pw.required': msg`Set a payment password first.`,
  'password.check.failed': msg`The login password is incorrect.`,
  'authenticator.code.invalid': msg`The authenticator code is incorrect or was already used. Enter the current code from your app.`,
  'authenticator.locked': msg`Too many wrong authenticator codes. Please try again later.`,
  'authenticator.bound': msg`An authenticator app is already bound to this account.`,
  'authenticator.not.bound': msg`No authenticator app is bound to this account.`,
  'authenticator.not.pending': msg`This set-up has expired. Start again to get a new QR code.`,
  'point.balance.not.enough': msg`You do not have enough points.`,
  'point.reward.not.found': msg`This reward is no longer available.`,
  'point.reward.sold.out': msg`Not enough of this reward is left.`,
  'point.amount.requirement': msg`Your valid bets have not reached this reward's amount requirement yet.`,
  'point.convert.ratio': msg`Convert a multiple of the points ratio.`,
  'activity.image.type': msg`Only PNG or JPG images can be uploaded.`,
  'activity.image.size': msg`Each image must be 5 MB or smaller.`,
  'activity.image.count': msg`You can upload at most 3 images.`,
  'activity.comment.length': msg`The comment can be at most 140 characters.`,
  'promotion.not.found': msg`This promotion was not found.`,
  'promotion.not.available': msg`This promotion cannot be joined this way.`,
  'promotion.not.started': msg`This promotion has not started yet.`,
  'promotion.closed': msg`This promotion is closed.`,
  'promotion.already.joined': msg`You have already taken part in this promotion.`,
  'promotion.not.issued': msg`There is no bonus to claim in this promotion yet.`,
  'promotion.already.claimed': msg`You have already claimed this bonus.`,
  'promotion.budget.exceeded': msg`This promotion's budget has been used up.`,
  'bonus.budget.exhausted': msg`Today's budget for this bonus has been used up. Please try again tomorrow.`,
  'bonus.deposit.required': msg`Bonuses are for members who have made a deposit. Make a deposit first, then claim again.`,
  'bonus.turnover.required': msg`Bonuses are for members who have placed enough valid bets. Play a little more, then claim again.`,
  'agent.downline.limit': msg`You have registered the most accounts allowed for now. Please try again later.`,
  'lottery.stake.too.high': msg`The stake is above the most one ticket may carry. Try a smaller stake.`,
  'lottery.draw.exposure.full': msg`This draw takes no more bets of this size. Try a smaller stake or the next draw.`,
  'red.envelope.closed': msg`This red envelope is not open.`,
  'red.envelope.claimed': msg`You have already opened this red envelope.`,
  'red.envelope.empty': msg`This red envelope is empty. Better luck next time!`,
  'mission.not.found': msg`This mission does not exist.`,
  'mission.not.completed': msg`This mission is not completed yet.`,
  'mission.already.claimed': msg`You have already claimed this mission today.`,
  'wallet.is.locked': msg`This wallet is locked right now. Please try again later.`,
  'account.transfer.processing': msg`A transfer is still being processed. Please wait a moment.`,
  'account.transfer.exceed.max': msg`This amount is above the transfer limit.`,
  'account.transfer.exceed.min': msg`This amount is below the transfer minimum.`,
  'not.exists.transaction': msg`This transaction does not exist.`,
  'game.maintenance': msg`This game is under maintenance right now. Please try one of our other games in the meantime.`,
  'game.previous.unfinished': msg`Your previous game is not finished yet. Finish it first, then try again.`,
  'system.busy': msg`The system is busy. Please try again later.`,
  'account.booked.trans.confirmed': msg`This withdrawal has already been confirmed.`,
  'account.booked.trans.cancelled': msg`This withdrawal has been cancelled.`,
  'reward.claimed': msg`This reward has already been claimed.`,
  'reward.expired': msg`This reward has expired and can no longer be claimed.`,
  'exists.nickname.err': msg`This nickname is already taken.`,
  'avatar.invalid': msg`Choose a PNG, JPEG or WebP image of at most 1 MB.`,
  'referral.link.limit': msg`You have the most referral links allowed. Delete one first.`,
  'referral.link.not.found': msg`This referral link no longer exists.`,
  'feedback.rate.limited': msg`You have sent a lot of feedback in the last hour. Please try again later.`,
  'chat.rate.limited': msg`You are sending messages too fast. Wait a few seconds and try again.`,
} satisfies Record<PlayerErrorCode, MessageDescriptor>;

/** Whether a code is one a player can meet (an own key only: not `constructor`). */
export function isPlayerErrorCode(code: string): code is PlayerErrorCode {
  return Object.hasOwn(BY_CODE, code);
}

/** Our message for a code, or undefined for a code we do not know. */
function messageOf(code: string): MessageDescriptor | undefined {
  return isPlayerErrorCode(code) ? BY_CODE[code] : undefined;
}

/**
 * The platform's message as a player may read it: without a leading `#543`-style code, and none
 * when what is left is empty or itself a code (`some.new.code`, `ERR_X`, the error code again).
 */
function readableServerText(error: ApiError): string | undefined {
  const text = (error.serverMessage ?? '').replace(/^#\d+\s+/, '').trim();
  if (!text || text === error.rawCode || /^\S*[#._]\S*$/.test(text)) return undefined;
  return text;
}

/** When the refusal says the checks open again (`value.lockedUntil`, epoch ms), or null. */
function lockedUntilOf(error: ApiError): number | null {
  const details = error.details;
  if (typeof details !== 'object' || details === null || !('lockedUntil' in details)) return null;
  const until = Number(details.lockedUntil);
  return Number.isFinite(until) && until > 0 ? until : null;
}

/**
 * The authenticator's lock grows with every lock of the day (15 minutes, then 30, 60… and a day),
 * so its message names the time the member may try again, in the member's language and time zone.
 */
function lockedMessage(error: ApiError, i18n: I18n): string | undefined {
  if (error.rawCode !== 'authenticator.locked') return undefined;
  const until = lockedUntilOf(error);
  if (until === null) return undefined;
  const sameDay = new Date(until).toDateString() === new Date().toDateString();
  const time = new Intl.DateTimeFormat(
    i18n.locale,
    sameDay ? { timeStyle: 'short' } : { dateStyle: 'medium', timeStyle: 'short' },
  ).format(until);
  return i18n._(
    msg({
      message: `Too many wrong authenticator codes. You can try again at ${time}.`,
      comment: 'time: a clock time (14:30)',
    }),
  );
}

/** The message to show the user for this error, in the active language. */
export function apiErrorMessage(error: ApiError, i18n: I18n): string {
  if (error.rawCode && SESSION_GONE_CODES.has(error.rawCode)) return i18n._(NOT_LOGGED_IN);
  const locked = lockedMessage(error, i18n);
  if (locked) return locked;
  const known = error.rawCode ? messageOf(error.rawCode) : undefined;
  if (known) return i18n._(known);
  // Too many requests: the platform is up, and asks to be left alone for a moment (never "cannot reach").
  if (error.status === 429) return i18n._(BUSY);
  if (error.kind === 'http' && (error.status === 404 || error.status === 405)) return i18n._(ABSENT);
  switch (error.kind) {
    case 'offline':
      return i18n._(error.isDeviceOffline ? DEVICE_OFFLINE : NETWORK_ABNORMAL);
    case 'timeout':
      return i18n._(TIMEOUT);
    case 'contract':
      return i18n._(CONTRACT);
    case 'business':
      // Unknown business codes: the platform's own text (sent in the player's language) is the best
      // we have, unless it is only a code; then our generic words, never a raw code (issue #27).
      return readableServerText(error) ?? i18n._(GENERIC);
    default:
      return i18n._(GENERIC);
  }
}

/** The text for any failed write: the platform's translated message for an `ApiError`, else the one fallback. */
export function errorText(error: unknown, i18n: I18n): string {
  if (isApiError(error)) return apiErrorMessage(error, i18n);
  if (error instanceof OfflineMoneyRefusal) return i18n._(MONEY_OFFLINE);
  return i18n._(GENERIC);
}
