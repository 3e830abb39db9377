/**
 * The settings the platform itself reads: key, shape and the value used when it is unset or
 * unreadable. Writes through the admin API/CLI are validated against the same shape, so an
 * operator typo cannot break `/wps/system/status`.
 */
import * as v from 'valibot';

import { DEFAULT_MINIMUM_AGE, MinimumAgeSchema } from '#contract/age-rule.ts';
import { MoneySchema } from '#contract/money-schemas.ts';
import {
  CustomerServiceSchema,
  RegisterRulesSchema,
  ResourceSchema,
  WhitelabelNodeSchema,
} from '#contract/system-schemas.ts';
import { GameCategorySchema } from '#contract/vendor-schemas.ts';
import { DepositChannelSchema } from '#contract/wallet-schemas.ts';

import type { Db } from '../db/database.ts';
import { getSetting, getSettings } from './settings-repository.ts';

export interface SettingDefinition<T> {
  key: string;
  schema: v.GenericSchema<unknown, T>;
  fallback: T;
}

function define<T>(key: string, schema: v.GenericSchema<unknown, T>, fallback: T): SettingDefinition<T> {
  return { key, schema, fallback };
}

const CountryCodeSchema = v.pipe(v.string(), v.regex(/^[A-Z]{2}$/));
const OriginListSchema = v.array(v.pipe(v.string(), v.url()));

export const SystemStatusSettingSchema = v.object({
  maintenance: v.boolean(),
  /** `forced` blocks everyone; otherwise visitors whose country code is listed are blocked. */
  regionBlock: v.object({ forced: v.boolean(), countries: v.array(CountryCodeSchema) }),
});
export type SystemStatusSetting = v.InferOutput<typeof SystemStatusSettingSchema>;

const Count = v.pipe(v.number(), v.integer(), v.minValue(0));

/** Wallet switches: currency code shown with balances, single-wallet merchant (hides transfers). */
export const WalletSettingSchema = v.object({
  currency: v.pipe(v.string(), v.regex(/^[A-Z]{3}$/)),
  isSingle: v.boolean(),
});
/** Deposit channels as `MCSFE_getDepositSettings` shows them (ids must stay stable: orders keep them). */
export const DepositSettingSchema = v.object({ allowDeposit: v.boolean(), channels: v.array(DepositChannelSchema) });
export const WithdrawSettingSchema = v.object({
  minAmount: MoneySchema,
  maxAmount: MoneySchema,
  dailyCount: Count,
  confirmMinutes: v.pipe(Count, v.minValue(1)),
  maxBankCards: Count,
});
/** Feedback length bounds: 1 ≤ minLength ≤ maxLength ≤ 5000. */
export const FeedbackSettingSchema = v.pipe(
  v.object({ minLength: v.pipe(Count, v.minValue(1)), maxLength: v.pipe(Count, v.maxValue(5000)) }),
  v.check((value) => value.minLength <= value.maxLength, 'minLength must not exceed maxLength'),
);
/**
 * Firebase sign-in (docs/security.md "Firebase sign-in"): the operator's Firebase project
 * (the audience every ID token must name; "" switches Firebase off) and which ways in are on:
 * Google and Facebook sign-in, and the Firebase SMS check on mobile registration.
 */
export const FirebaseSettingSchema = v.object({
  projectId: v.pipe(v.string(), v.regex(/^(?:[a-z0-9-]{4,40})?$/, 'a Firebase project id, or "" for off')),
  providers: v.object({ google: v.boolean(), facebook: v.boolean() }),
  smsCheck: v.boolean(),
});
export type FirebaseSetting = v.InferOutput<typeof FirebaseSettingSchema>;
/**
 * Bonus rules (docs/security.md "Money rules", "Bonus farming"): what each programme may pay per
 * business day in total, and what a member must have brought in, net (approved deposits and
 * operator credits, less withdrawals and transfers out), and wagered (valid stake) before any of
 * them pays it: over the last `depositDays` days, or since registration when 0 (the default).
 * "0.00" switches a requirement off.
 */
export const BonusRulesSettingSchema = v.object({
  dailyBudget: v.object({
    mission: MoneySchema,
    redEnvelope: MoneySchema,
    promotion: MoneySchema,
    reward: MoneySchema,
  }),
  minDeposit: MoneySchema,
  minTurnover: MoneySchema,
  /** Optional, so a value stored before it existed still reads. */
  depositDays: v.optional(v.pipe(Count, v.maxValue(3650)), 0),
});
export type BonusRulesSetting = v.InferOutput<typeof BonusRulesSettingSchema>;
/** Downline accounts one agent may register per rolling hour and per rolling day. */
export const DownlineLimitsSettingSchema = v.object({ perHour: Count, perDay: Count });
/** A contract rate in percent, two decimals at most ("0.80"). */
const ContractRateSchema = v.pipe(v.string(), v.regex(/^\d{1,3}(\.\d{1,2})?$/));
const RatesByKindSchema = v.object({
  DIVIDEND: ContractRateSchema,
  DAILY_WAGE: ContractRateSchema,
  HOURLY_WAGE: ContractRateSchema,
  REALTIME_SALARY: ContractRateSchema,
});
/**
 * Agent contract limits (docs/security.md "Agent contracts"): the highest rate a top agent (no
 * upline, so no contract of its own to cap it) may offer, and the rate above which any offer waits
 * for the operator's approval. Per kind, in percent.
 */
export const ContractLimitsSettingSchema = v.object({
  topAgentMaxRate: RatesByKindSchema,
  approvalAbove: RatesByKindSchema,
});
/** Lottery limits (docs/lottery.md "Limits"): the largest stake of one ticket, the potential payout one draw may carry. */
export const LotteryLimitsSettingSchema = v.object({ maxStake: MoneySchema, drawExposure: MoneySchema });
/**
 * Free trial (docs/security.md "Free trial"): the trial credit one free-play member gets once, and
 * how many free-play sessions one address may start per rolling hour.
 */
export const TrialSettingSchema = v.object({
  credit: MoneySchema,
  freePlaysPerIpPerHour: v.pipe(Count, v.minValue(1)),
});
/**
 * Vendor sorting entries (spec §3): the categories the operator puts first in the nav, in this
 * order, and per category the vendors first in its lists (vendor codes); served with the lanes.
 */
export const VendorSortingSettingSchema = v.array(
  v.object({ gameCategory: GameCategorySchema, vendors: v.array(v.pipe(v.string(), v.minLength(1))) }),
);

/**
 * New-IP verification (docs/security.md "New-IP verification"): wrong answers per account, across
 * verifications and logins, before the account's verification locks, and for how long.
 */
export const LoginVerificationSettingSchema = v.object({
  maxFailures: v.pipe(Count, v.minValue(1)),
  lockMinutes: v.pipe(Count, v.minValue(1)),
});
/**
 * Codes and other messages sent (SMS and e-mail) per rolling hour: per client address, per session
 * and per merchant, i.e. this whole platform (docs/security.md "Sending codes").
 */
export const CodeSendSettingSchema = v.object({
  perIpPerHour: v.pipe(Count, v.minValue(1)),
  perSessionPerHour: v.pipe(Count, v.minValue(1)),
  perMerchantPerHour: v.pipe(Count, v.minValue(1)),
});
/** The name an authenticator app shows beside the account (docs/security.md "Authenticator"). */
export const AuthenticatorSettingSchema = v.object({
  issuer: v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(40)),
});

export const SETTINGS = {
  systemStatus: define('system.status', SystemStatusSettingSchema, {
    maintenance: false,
    regionBlock: { forced: false, countries: [] },
  }),
  whitelabel: define('whitelabel', WhitelabelNodeSchema, { modId: 'ROOT', enabled: '1', childrenNodes: [] }),
  registerRules: define('register.rules', RegisterRulesSchema, {}),
  loginedToHomePage: define('loginedToHomePage', v.boolean(), false),
  /**
   * Member types (isAgent) that are agent-only accounts where the operator runs a separate agent
   * site: the member site refuses their logins ('Non-member account unable to login', spec §6).
   * Empty (the default): agents and members share this site.
   */
  agentOnlyTypes: define('login.agentOnlyTypes', v.array(v.number()), []),
  /** The minimum age checked on a birthday at registration (spec §5): 18 unless the operator sets 21 or so. */
  minimumAge: define('register.minimumAge', MinimumAgeSchema, DEFAULT_MINIMUM_AGE),
  resources: define('resources', v.array(ResourceSchema), []),
  customerService: define('customerService', v.array(CustomerServiceSchema), []),
  /** API origins handed to clients by domainRoute; empty = the request origin. */
  domainRoutes: define('domainRoutes', OriginListSchema, []),
  /** Extra browser origins allowed to call /wps and /lgw (the app served from elsewhere). */
  allowedOrigins: define('allowedOrigins', OriginListSchema, []),
  /** Country reported for loopback/private addresses. */
  geoDefaultCountry: define('geo.defaultCountry', CountryCodeSchema, 'PH'),
  /** Off until the operator names its Firebase project and turns providers on. */
  firebase: define('firebase', FirebaseSettingSchema, {
    projectId: '',
    providers: { google: false, facebook: false },
    smsCheck: false,
  }),
  wallet: define('wallet.settings', WalletSettingSchema, { currency: 'PHP', isSingle: false }),
  /** Unset: deposits closed (the demo data adds three channels). */
  deposit: define('deposit.settings', DepositSettingSchema, { allowDeposit: false, channels: [] }),
  withdraw: define('withdraw.settings', WithdrawSettingSchema, {
    minAmount: '100.00',
    maxAmount: '20000.00',
    dailyCount: 3,
    confirmMinutes: 30,
    maxBankCards: 3,
  }),
  bonusRules: define('bonus.rules', BonusRulesSettingSchema, {
    dailyBudget: { mission: '20000.00', redEnvelope: '20000.00', promotion: '50000.00', reward: '50000.00' },
    minDeposit: '100.00',
    minTurnover: '0.00',
    depositDays: 0,
  }),
  /**
   * Bonus wagering (docs/security.md "Bonus farming"): each bonus paid must be wagered this many
   * times in valid bets before the member may withdraw; whole numbers, 0 switches it off.
   */
  wageringMultiplier: define('bonus.wageringMultiplier', v.pipe(Count, v.maxValue(100)), 1),
  /**
   * Bets whose chance to win is above this (0–1) do not count toward bonus wagering, as regulated
   * operators rule: dice at 96 % cost about 1 % of the bonus. Only games that know the chance
   * (the house games) are held to it.
   */
  wageringMaxWinChance: define('bonus.wageringMaxWinChance', v.pipe(v.number(), v.minValue(0), v.maxValue(1)), 0.7),
  downlineLimits: define('agent.downline.limits', DownlineLimitsSettingSchema, { perHour: 10, perDay: 50 }),
  /**
   * Wages are a share of valid bets: at or above the lowest house edge (the house dice's 1 %) a
   * wage pays more than the house keeps, so the default ceiling stays below it. Dividends are a
   * share of the team's loss; more than half of it needs the operator's say.
   */
  contractLimits: define('agent.contractLimits', ContractLimitsSettingSchema, {
    topAgentMaxRate: { DIVIDEND: '50.00', DAILY_WAGE: '0.80', HOURLY_WAGE: '0.80', REALTIME_SALARY: '0.80' },
    approvalAbove: { DIVIDEND: '30.00', DAILY_WAGE: '0.50', HOURLY_WAGE: '0.50', REALTIME_SALARY: '0.50' },
  }),
  lotteryLimits: define('lottery.limits', LotteryLimitsSettingSchema, {
    maxStake: '5000.00',
    drawExposure: '1000000.00',
  }),
  trial: define('trial.settings', TrialSettingSchema, { credit: '2000.00', freePlaysPerIpPerHour: 10 }),
  loginVerification: define('login.verification', LoginVerificationSettingSchema, { maxFailures: 5, lockMinutes: 60 }),
  codeSends: define('verification.sends', CodeSendSettingSchema, {
    perIpPerHour: 20,
    perSessionPerHour: 5,
    perMerchantPerHour: 1000,
  }),
  authenticator: define('authenticator.settings', AuthenticatorSettingSchema, { issuer: 'Tala' }),
  /** Nav and lobby order (docs/contract.md §4); empty: the lanes' own order. */
  vendorSorting: define('games.vendorSorting', VendorSortingSettingSchema, []),
  /** Length bounds of the feedback and complaint text (docs/contract.md §14). */
  feedback: define('feedback.settings', FeedbackSettingSchema, { minLength: 10, maxLength: 500 }),
  /** Version of the demo data already applied. */
  seedVersion: define('seed.version', v.number(), 0),
} as const;

const BY_KEY = new Map<string, SettingDefinition<unknown>>(
  Object.values(SETTINGS).map((definition) => [definition.key, definition as SettingDefinition<unknown>]),
);

/** The definition of a known key, if any. */
export function findSettingDefinition(key: string): SettingDefinition<unknown> | undefined {
  return BY_KEY.get(key);
}

/** Parses a stored value; a corrupt value falls back (and says so) instead of failing requests. */
export function parseSetting<T>(definition: SettingDefinition<T>, raw: unknown): T {
  if (raw === undefined) return definition.fallback;
  const result = v.safeParse(definition.schema, raw);
  if (result.success) return result.output;
  console.warn(`setting ${definition.key} is invalid; using its default`);
  return definition.fallback;
}

/** Reads one typed setting. */
export async function readSetting<T>(db: Db, definition: SettingDefinition<T>): Promise<T> {
  return parseSetting(definition, await getSetting(db, definition.key));
}

/** Reads several typed settings in one query. */
export async function readSettings(
  db: Db,
  definitions: readonly SettingDefinition<unknown>[],
): Promise<Map<string, unknown>> {
  return getSettings(
    db,
    definitions.map((definition) => definition.key),
  );
}

/** Validates a value for a key; returns an error message or null. Unknown keys accept any JSON. */
export function validateSetting(key: string, value: unknown): string | null {
  const definition = findSettingDefinition(key);
  if (!definition) return null;
  const result = v.safeParse(definition.schema, value);
  if (result.success) return null;
  return `invalid value for ${key}: ${result.issues.map((issue) => issue.message).join('; ')}`;
}
