/**
 * Every error code of the platform family, in one list: `code → what it means` (for developers;
 * players read the client's translated messages). The reference platform can only answer codes
 * from this list (`refuse`, `fail` and `failResponse` take an `ErrorCode`), and the client has a
 * translated message for every code a player can meet (`src/api/api-error-messages.ts`, typed by
 * `PlayerErrorCode`; `src/api/error-codes.test.ts` also scans the server source for strings the
 * types cannot see). Codes that `../shared/contract.md` §5.5 documents are listed even when our
 * platform never sends them: an operator's platform may. Its success codes (`request.success`,
 * `login.success`, `message.sent`, `promotion.claim.success`) are not errors and are left out.
 */

export const ERROR_CODES = {
  // Requests and the system
  'request.param.err': 'a parameter is missing or invalid, named in the message (HTTP 400; 413 for a body too large)',
  request_param_err: 'the same, underscore spelling (status call without `device`, HTTP 400)',
  request_body_required: 'encrypted body missing or unreadable (HTTP 400)',
  http_method_not_support: 'method not allowed on this path (HTTP 405, message `#459`)',
  '#459': 'method not allowed, as a numeric code (contract)',
  'not.found': 'no such API path (HTTP 404); on the admin API also no such object',
  'function.not.available': 'feature or module switched off; also a duplicate Merchant header (HTTP 400)',
  '#543': 'feature under maintenance, numeric code (contract)',
  'system.not.available': 'unexpected failure on the platform (HTTP 500)',
  'unknown.system.err': 'system error (contract)',
  'ods.err': 'system error (contract)',
  'system.busy': 'game launch without `launchMode` (HTTP 500, message `#727`)',
  '#727': 'system busy, numeric code (contract)',
  domain_not_available: 'status asked from a domain the operator does not allow (contract)',
  'network.timeout': 'unstable network (contract)',
  'no.data': 'the object asked for does not exist',
  'text.control.characters': 'a text field holds control characters (the field in `value`)',
  'text.invisible.characters':
    'a name or text holds invisible characters (Unicode tags; in names also zero-width, direction marks, fillers; the field in `value`)',
  'name.mixed.scripts': 'a name mixes Latin letters with Cyrillic or Greek look-alikes (the field in `value`)',
  'date.out.of.range': 'a report date before 1970 or after 9999 (HTTP 400; the field, `from` or `to`, in `value`)',
  'too.much.request': 'too fast: running checks for this account hold every slot',
  TOO_MANY_REQUESTS: 'rate limit for this address or number (HTTP 429 from the middleware, 200 from a rule)',
  TOO_MANY_REQUEST: 'rate limit, singular spelling (contract)',
  'merchant.acct.setup.err': "the operator's merchant account is not set up; exact meaning unknown (contract)",
  bind_customer_required: 'a customer must be bound first; exact meaning unknown (contract)',

  // Session
  'login.not.session': 'no session, or it ended (HTTP 401)',
  'user.or.token.invalid': 'token invalid or logged in elsewhere (contract)',
  'login.token.failed': 'token invalid or logged in elsewhere (contract)',
  'user.token.expired': 'token expired (contract)',
  CUSTOMER_NOT_LOGIN: 'not logged in, legacy form (contract, HTTP 500)',
  token_ip_different: 'token used from another IP address (contract)',
  duplicateLogin: 'logged in elsewhere (contract)',
  nologin: 'not logged in (contract)',
  'password.change.required': 'the operator requires a new password before anything else',
  in_need_true_account: 'a free-play (trial) account cannot do this',

  // Login and human checks
  'login.cred.err': 'wrong username or password (attempts left in `value`)',
  'login.pwd.forbidden.err': 'account locked after too many wrong passwords',
  'login.denied': 'account locked (contract)',
  login_verify_required: 'new device: the login must be verified (verification in `value`)',
  'login.verify.locked': 'too many wrong verification answers: new-device logins locked',
  login_blocked_by_self_exclusion: "blocked by the member's self-exclusion (contract, HTTP 500)",
  'login.non.member': 'an agent account logging in on the member site',
  'captcha.required': 'the captcha answer is missing',
  'firebase.not.registered': 'Firebase sign-in: the identity has no account yet; register with its token',
  'firebase.token.invalid':
    'Firebase sign-in: the ID token is forged, expired, of another project or provider, or does not prove the number',
  'captcha.invalid': 'the captcha answer is wrong',
  'slider.invalid': 'the slider check is missing, expired or wrong',
  'geetest.required': 'the GeeTest check is missing (message `#1066`)',
  '#1066': 'GeeTest check failed, numeric code (contract)',

  // Registration
  'exists.username.err': 'username taken',
  'exists.account.err': 'account exists (contract)',
  'exists.mobile.err': 'mobile number registered to another account',
  'exists.email.err': 'e-mail address registered to another account',
  'exists.qq.err': 'QQ number registered to another account (contract)',
  'format.qq.err': 'QQ number badly formed (contract)',
  'register.failed': 'registration failed (also: no free-play name left)',
  'register.type.err': 'registration type not accepted (contract)',
  'register.age.err': "below the operator's minimum age",
  invitation_code_error: 'no agent has this invitation code',
  'expired.affiliate.url': 'the invitation link expired (contract)',
  'agent.downline.limit': 'an agent registered too many accounts this hour or day',

  // Passwords and verification codes
  'not.exists.user': 'no such account (or no upline to transfer to)',
  'not.exists.account.err': 'no such account (contract)',
  'not.exists.mail': 'the e-mail does not match the account (contract)',
  'forget.pw.mail.err': 'no e-mail bound for a reset (contract)',
  'modify.pw.incorrect.pw': 'the current password is wrong (password change)',
  'modify.new.confirm.diff': 'new password and its confirmation differ',
  'password.check.failed': 'the login password, asked again to confirm an action, is wrong',
  'invalid.payment.pw': 'the payment password is wrong',
  'payment.pw.required': 'no payment password set yet',
  'verification.code.invalid': 'verification code wrong, used or missing',
  'verification.code.expired': 'verification code or login verification expired',
  'verification.send.limit': 'too many codes sent to this number or address',

  // Authenticator app (ours)
  'authenticator.code.invalid': 'authenticator or recovery code wrong or already used',
  'authenticator.locked': 'too many wrong authenticator codes in session checks; locked for a while',
  'authenticator.bound': 'an authenticator is already bound',
  'authenticator.not.bound': 'no authenticator bound (or not turned on)',
  'authenticator.not.pending': 'no pending set-up to confirm (expired or never started)',

  // Profile and content
  'exists.nickname.err': 'nickname taken',
  'format.nickname.err': 'nickname badly formed (contract)',
  'avatar.invalid': 'avatar not a PNG, JPEG or WebP image of at most 1 MB, or unknown',
  'referral.link.limit': 'the member has the most referral links allowed',
  'referral.link.not.found': 'no such referral link',
  'feedback.rate.limited': 'too much feedback this hour',
  'chat.rate.limited': 'chat messages sent too fast',

  // Wallet and transactions
  'account.balance.not.enough': 'balance below the amount',
  'account.amount.negative': 'negative amount',
  'account.amount.positive': 'the amount must be positive (contract)',
  'empty.amount': 'no amount, or zero',
  'wallet.is.locked': 'wallet unavailable: vendor off, or payment password locked',
  'account.transfer.processing': 'the same or another transfer is still being processed',
  'account.transfer.exceed.max': 'transfer above the maximum (contract)',
  'account.transfer.exceed.min': 'transfer below the minimum (contract)',
  'deposit.invalid.amount': "amount outside the deposit channel's limits",
  'transaction.failed': 'the transaction failed (contract)',
  'transaction.not.created': 'the transaction could not be created (contract)',
  'exists.transaction': 'the transaction already exists (contract)',
  'not.exists.transaction': 'no such transaction (of this member)',

  // Withdrawals and bank cards
  'withdraw.amount.limit': 'amount outside the withdrawal limits',
  'withdraw.reach.max.count': "today's withdrawals used up",
  'withdraw.bank.card.max': 'the most bank cards allowed are bound',
  'withdraw.bank.card.fail': 'the bank card could not be added (contract)',
  'exists.bank.card': 'this bank card is already bound to the member',
  'bank.card.in.use': 'this account number is bound to another member',
  'withdraw.wagering.required': 'bonus wagering not done yet (what is left in `value`)',
  'account.booked.trans.confirmed': 'withdrawal already confirmed (or not paid yet)',
  'account.booked.trans.cancelled': 'withdrawal cancelled (contract)',

  // Bonuses and promotions
  'bonus.budget.exhausted': "today's budget for this bonus is used up",
  'bonus.deposit.required': 'bonus needs more net deposits',
  'bonus.turnover.required': 'bonus needs more valid bets',
  'promotion.not.found': 'no such promotion',
  'promotion.not.available': 'the promotion is not joined this way (apply vs join)',
  'promotion.not.started': 'the promotion has not started',
  'promotion.closed': 'the promotion is closed',
  'promotion.already.joined': 'already taken part',
  'promotion.not.issued': 'no bonus to claim yet',
  'promotion.already.claimed': 'bonus already claimed',
  'promotion.budget.exceeded': "the promotion's budget is used up",
  'promotion.application.decided': 'operator: the application was already decided',
  'activity.image.type': 'application image not PNG or JPEG',
  'activity.image.size': 'application image above 5 MB',
  'activity.image.count': 'more than 3 application images',
  'activity.comment.length': 'application comment above 140 characters',
  'promotion.claim.fail': 'the claim failed (contract)',
  'promotion.id.invalid': 'no such promotion (contract)',
  'prom.claim.invalid.ip': 'claims are not accepted from this IP address (contract)',
  'exists.prom.claim.ip': 'already claimed from this IP address (contract)',
  'prom.claim.req.field': 'a field the claim requires is missing (contract)',
  'prom.claim.processed': 'the claim was already processed (contract)',
  'prom.claim.expired': 'the claim expired (contract)',
  'prom.pnl.less.threshold': "profit and loss below the promotion's threshold (contract)",
  'prom.balance.greater.lower': "balance above the promotion's limit (contract)",
  'balance.greater.lower': "balance above the promotion's limit (contract)",
  'switch.limit.reached': 'a switch limit is reached; exact meaning unknown (contract)',

  // Points
  'point.balance.not.enough': 'not enough points',
  'point.reward.not.found': 'no such point reward (or not offered)',
  'point.reward.sold.out': 'not enough of this reward left',
  'point.amount.requirement': "valid bets below the reward's requirement",
  'point.convert.ratio': 'points not a multiple of the ratio',
  'point.redemption.decided': 'operator: the redemption was already decided',

  // Red envelopes, missions, rewards
  'red.envelope.closed': 'no red envelope open',
  'red.envelope.claimed': 'red envelope already opened',
  'red.envelope.empty': 'red envelope budget used up',
  'mission.not.found': 'no such mission',
  'mission.not.completed': 'mission not completed',
  'mission.already.claimed': 'mission already claimed today',
  'reward.claimed': 'reward already claimed',
  'reward.expired': 'reward expired',

  // Games
  'game.maintenance': 'game under maintenance (message `#543`)',
  'game.previous.unfinished': 'a round of another game is still open (message `#734`)',
  '#734': 'previous game not finished, numeric code (contract)',
  'game.round.in.progress': 'game page: the previous round is still being settled',
  'game.session.invalid': 'game page: the game session ended or is for another game',
  'launch.token.invalid': 'game page: the launch link expired or was used',

  // Lottery
  'lottery.stake.too.high': 'stake above the most one ticket may carry',
  'lottery.draw.exposure.full': "the draw's exposure cap is reached for this stake",
  'lottery.sale.closed': 'lottery page: sales for the draw are closed',
  'lottery.session.invalid': 'lottery page: the page session expired',

  // Agents
  'agent.only': 'only agents may use the agent centre',
  'not.downline': "the account is not in the agent's team (or not a direct downline)",
  'contract.not.found': "no such contract (or not the agent's)",
  'contract.state.invalid': 'the contract changed state already',
  'contract.rate.too.high': "rate above the agent's own contract",
  'contract.offer.pending': 'an offer already waits for an answer',
  'contract.target.not.agent': 'contracts go to agents only',
  'agent.lower.rebate.limit': 'a rebate limit of the downline; exact meaning unknown (contract)',
  'invalid.rebate.value': 'rebate value not valid (contract)',
  'not.exists.agent.rebate': 'no rebate set for the agent (contract)',

  // Operator (admin API)
  'admin.unauthorized': 'admin API: X-Admin-Token missing or wrong (HTTP 401)',
} as const;

export type ErrorCode = keyof typeof ERROR_CODES;

/**
 * Answered on the admin API only, to operators (the CLI prints them): no player meets them. The
 * admin API's other answers use `request.param.err` and `not.found` (from `OperatorError`'s
 * `invalid` / `not.found`, which are internal and stay out of this list).
 */
export const OPERATOR_ONLY_ERROR_CODES = [
  'admin.unauthorized',
  'point.redemption.decided',
  'promotion.application.decided',
] as const satisfies readonly ErrorCode[];

/**
 * Answered only to the reference platform's own game pages (`/games/api/*`, `/lottery/api/*`),
 * which translate them themselves (`ERROR_KEYS` in `server/src/games/game-common.js`,
 * `MESSAGE_KEYS` in `server/src/lottery-page/play.js`); the app never calls those paths.
 */
export const GAME_PAGE_ERROR_CODES = [
  'game.round.in.progress',
  'game.session.invalid',
  'launch.token.invalid',
  'lottery.sale.closed',
  'lottery.session.invalid',
] as const satisfies readonly ErrorCode[];

/**
 * Documented without a known meaning: a guessed text could mislead, so the app shows the
 * platform's own message (sent in the `Language` asked for) and our generic text without one.
 */
export const PLATFORM_WORDED_ERROR_CODES = [
  'bind_customer_required',
  'merchant.acct.setup.err',
  'switch.limit.reached',
  'agent.lower.rebate.limit',
] as const satisfies readonly ErrorCode[];

/** Every code a player can meet in the app: each has a translated message in the client. */
export type PlayerErrorCode = Exclude<
  ErrorCode,
  | (typeof OPERATOR_ONLY_ERROR_CODES)[number]
  | (typeof GAME_PAGE_ERROR_CODES)[number]
  | (typeof PLATFORM_WORDED_ERROR_CODES)[number]
>;
