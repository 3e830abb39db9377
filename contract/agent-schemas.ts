/**
 * The agent centre: team, downline, reports, salary and dividend contracts, and the consolidated
 * flags that drive the agent menus. See docs/contract.md §12.
 */
import * as v from 'valibot';

import { IdSchema } from './id-schema.ts';
import { AmountInputSchema, LooseMoneySchema } from './money-schemas.ts';
import { LooseBooleanSchema, LooseNumberSchema, optionalOr, tolerantArray } from './tolerant.ts';
import { PageOfSchema } from './wallet-schemas.ts';

/** `GET /wps/member/info/funds/consolidated` value. */
export const ConsolidatedSchema = v.pipe(
  v.object({
    /** Contract states per kind: 0 none, 1 an offer waits for this member's answer, 2 a contract is in force. */
    divtypereq: optionalOr(LooseNumberSchema, 0),
    dailysalreqtype: optionalOr(LooseNumberSchema, 0),
    contracthoursalreq: optionalOr(LooseNumberSchema, 0),
    realtimesalreqtype: optionalOr(LooseNumberSchema, 0),
    /** 1 when the kind's pages (contract and records) are shown to this member, else 0. */
    divtypeinfo: optionalOr(LooseNumberSchema, 0),
    dailysalinfotype: optionalOr(LooseNumberSchema, 0),
    contracthoursalinfo: optionalOr(LooseNumberSchema, 0),
    contractmrdailysalinfotype: optionalOr(LooseNumberSchema, 0),
    /** The menu switches (our extension), the same as the *info fields as booleans. */
    enableCt: optionalOr(LooseBooleanSchema, null),
    salary: optionalOr(LooseBooleanSchema, null),
    hourSalary: optionalOr(LooseBooleanSchema, null),
    realTimeSalary: optionalOr(LooseBooleanSchema, null),
  }),
  v.transform((flags) => ({
    ...flags,
    // A platform that sends only the documented *info fields still opens the menus they switch on.
    enableCt: flags.enableCt ?? flags.divtypeinfo === 1,
    salary: flags.salary ?? flags.dailysalinfotype === 1,
    hourSalary: flags.hourSalary ?? flags.contracthoursalinfo === 1,
    realTimeSalary: flags.realTimeSalary ?? flags.contractmrdailysalinfotype === 1,
  })),
);
export type Consolidated = v.InferOutput<typeof ConsolidatedSchema>;

/** `GET /wps/agent/team/overview?from=&to=` value. */
export const TeamOverviewSchema = v.object({
  from: optionalOr(LooseNumberSchema, 0),
  to: optionalOr(LooseNumberSchema, 0),
  /** Everyone below the agent, at any depth (the agent not counted). */
  teamSize: optionalOr(LooseNumberSchema, 0),
  /** Team members with at least one bet in the period. */
  activeMembers: optionalOr(LooseNumberSchema, 0),
  /** Registered in the period. */
  newMembers: optionalOr(LooseNumberSchema, 0),
  deposits: optionalOr(LooseMoneySchema, '0.00'),
  depositCount: optionalOr(LooseNumberSchema, 0),
  withdrawals: optionalOr(LooseMoneySchema, '0.00'),
  betCount: optionalOr(LooseNumberSchema, 0),
  stake: optionalOr(LooseMoneySchema, '0.00'),
  validStake: optionalOr(LooseMoneySchema, '0.00'),
  /** The players' settled win − stake (negative = the team lost). */
  profit: optionalOr(LooseMoneySchema, '0.00'),
});
export type TeamOverview = v.InferOutput<typeof TeamOverviewSchema>;

/** One member of the agent's team. */
export const DownlineSchema = v.object({
  id: LooseNumberSchema,
  username: optionalOr(v.string(), ''),
  nickname: optionalOr(v.string(), null),
  /** isAgent: 0 player, 1/2/41/42 agent. */
  type: optionalOr(LooseNumberSchema, 0),
  /** 1 = a direct downline of the agent asking. */
  level: optionalOr(LooseNumberSchema, 0),
  upline: optionalOr(v.string(), ''),
  /** Direct downlines of this member. */
  directCount: optionalOr(LooseNumberSchema, 0),
  /** Main wallet balance. */
  balance: optionalOr(LooseMoneySchema, '0.00'),
  registeredAt: optionalOr(LooseNumberSchema, 0),
  lastLoginAt: optionalOr(LooseNumberSchema, null),
});
export type Downline = v.InferOutput<typeof DownlineSchema>;
export const DownlinePageSchema = PageOfSchema(DownlineSchema);

/** `PUT /wps/agent/downline` (encrypted) body: the agent registers an account under itself. */
export const RegisterDownlineBodySchema = v.object({
  username: v.pipe(v.string(), v.maxLength(64)),
  password: v.pipe(v.string(), v.maxLength(64)),
  confirmPassword: v.pipe(v.string(), v.maxLength(64)),
  /** 0 player, 1 agent. */
  type: v.picklist([0, 1]),
  nickname: v.optional(v.pipe(v.string(), v.maxLength(32))),
  /** A current authenticator code, when the member turned on "authenticator for withdrawals" (ours): money leaving another way asks for it too. */
  authenticatorCode: v.optional(v.pipe(v.string(), v.maxLength(64))),
});
export type RegisterDownlineBody = v.InferOutput<typeof RegisterDownlineBodySchema>;
export const RegisteredDownlineSchema = v.object({
  customerId: LooseNumberSchema,
  username: optionalOr(v.string(), ''),
});

/** `POST /wps/agent/transferDownline` (encrypted, Idempotency-Key) body. */
export const TransferDownlineBodySchema = v.object({
  username: v.pipe(v.string(), v.maxLength(64)),
  amount: AmountInputSchema,
  paymentPassword: v.pipe(v.string(), v.maxLength(64)),
  /** A current authenticator code, when the member turned on "authenticator for withdrawals" (ours): money leaving another way asks for it too. */
  authenticatorCode: v.optional(v.pipe(v.string(), v.maxLength(64))),
});

/** One team member's totals in a period (user profit and loss). */
export const MemberProfitSchema = v.object({
  username: optionalOr(v.string(), ''),
  count: optionalOr(LooseNumberSchema, 0),
  stake: optionalOr(LooseMoneySchema, '0.00'),
  validStake: optionalOr(LooseMoneySchema, '0.00'),
  win: optionalOr(LooseMoneySchema, '0.00'),
  profit: optionalOr(LooseMoneySchema, '0.00'),
});
export const MemberProfitPageSchema = PageOfSchema(MemberProfitSchema);

/** One ledger line of a team member (transaction details). */
export const TeamTransactionSchema = v.object({
  id: LooseNumberSchema,
  username: optionalOr(v.string(), ''),
  /** The ledger type (DEPOSIT, WITHDRAW, BET, TRANSFER, DOWNLINE_TRANSFER, SALARY…). */
  type: optionalOr(v.string(), ''),
  reference: optionalOr(v.string(), ''),
  amount: LooseMoneySchema,
  createdAt: optionalOr(LooseNumberSchema, 0),
});
export const TeamTransactionPageSchema = PageOfSchema(TeamTransactionSchema);

export const CONTRACT_KINDS = ['DIVIDEND', 'DAILY_WAGE', 'HOURLY_WAGE', 'REALTIME_SALARY'] as const;
export const ContractKindSchema = v.picklist(CONTRACT_KINDS);
export type ContractKind = v.InferOutput<typeof ContractKindSchema>;
export const PeriodTypeSchema = v.picklist(['D', 'W', 'H', 'M']);
export type PeriodType = v.InferOutput<typeof PeriodTypeSchema>;
/** `AWAITING_APPROVAL` (ours): an offer above the operator's approval threshold, not yet approved. */
export const ContractStateSchema = v.picklist(['AWAITING_APPROVAL', 'OFFERED', 'ACCEPTED', 'REJECTED', 'TERMINATED']);
export type ContractState = v.InferOutput<typeof ContractStateSchema>;

/** A rate in percent with at most two decimals ("1.25" = 1.25 %). */
export const RateSchema = v.pipe(
  v.string(),
  v.regex(/^\d{1,3}(\.\d{1,2})?$/, 'rate must be a percentage with at most two decimals'),
);

export const ContractEventSchema = v.object({
  state: ContractStateSchema,
  at: optionalOr(LooseNumberSchema, 0),
  /** Who moved it (username), or null for the platform. */
  by: optionalOr(v.string(), null),
  note: optionalOr(v.string(), null),
});

export const ContractSchema = v.object({
  id: LooseNumberSchema,
  kind: ContractKindSchema,
  upline: optionalOr(v.string(), ''),
  agent: optionalOr(v.string(), ''),
  /** Percent of the period's valid bet (wages) or of the team's loss (dividend). */
  rate: RateSchema,
  minActiveMembers: optionalOr(LooseNumberSchema, 0),
  minValidBet: optionalOr(LooseMoneySchema, '0.00'),
  periodType: PeriodTypeSchema,
  state: ContractStateSchema,
  createdAt: optionalOr(LooseNumberSchema, 0),
  history: tolerantArray(ContractEventSchema),
});
export type Contract = v.InferOutput<typeof ContractSchema>;

/** `GET /wps/relay/<contract call>` value: the member's contracts of that kind. */
export const ContractListSchema = v.object({
  kind: ContractKindSchema,
  /** Contracts offered to this member (newest first). */
  received: tolerantArray(ContractSchema),
  /** Contracts this member offered to its direct downline (newest first). */
  offered: tolerantArray(ContractSchema),
  /** The highest rate this member may offer (its own rate, or the operator's ceiling for a top agent); null when unlimited. */
  maxRate: optionalOr(RateSchema, null),
  /** Ours: offers above this rate wait for the operator's approval (`AWAITING_APPROVAL`); null when none do. */
  approvalAbove: optionalOr(RateSchema, null),
});
export type ContractList = v.InferOutput<typeof ContractListSchema>;

/** `POST /wps/relay/<contract call>` body: one of the actions. */
export const ContractActionBodySchema = v.variant('action', [
  v.object({
    action: v.literal('offer'),
    username: v.pipe(v.string(), v.maxLength(64)),
    rate: RateSchema,
    minActiveMembers: v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(100_000)),
    minValidBet: AmountInputSchema,
    periodType: PeriodTypeSchema,
    /** Required by our platform (an offer commits the house's money); optional here for the family's others. */
    paymentPassword: v.optional(v.pipe(v.string(), v.maxLength(64))),
    /** A current authenticator code when the member has one bound (ours). */
    authenticatorCode: v.optional(v.pipe(v.string(), v.maxLength(64))),
  }),
  v.object({ action: v.picklist(['preview', 'accept', 'reject', 'terminate']), contractId: IdSchema }),
]);
export type ContractActionBody = v.InferOutput<typeof ContractActionBodySchema>;

/** Answer to every contract action: the contract, and the downline contracts accepting terminates (preview) or terminated. */
export const ContractActionResultSchema = v.object({
  contract: ContractSchema,
  terminated: tolerantArray(ContractSchema),
});
export type ContractActionResult = v.InferOutput<typeof ContractActionResultSchema>;

/** One settled period of a contract (the records pages). */
export const SettlementSchema = v.object({
  id: LooseNumberSchema,
  contractId: LooseNumberSchema,
  kind: ContractKindSchema,
  agent: optionalOr(v.string(), ''),
  periodStart: optionalOr(LooseNumberSchema, 0),
  periodEnd: optionalOr(LooseNumberSchema, 0),
  activeMembers: optionalOr(LooseNumberSchema, 0),
  validBet: optionalOr(LooseMoneySchema, '0.00'),
  profit: optionalOr(LooseMoneySchema, '0.00'),
  rate: RateSchema,
  /** Paid to the agent (0 when the conditions were not met). */
  amount: LooseMoneySchema,
  /** SALARY / DIVIDEND ledger reference; null when nothing was paid. */
  reference: optionalOr(v.string(), null),
  settledAt: optionalOr(LooseNumberSchema, 0),
});

/** `GET /wps/agent/contract/settlements` and `/wps/agent/report/income` value. */
export const SettlementPageSchema = v.object({
  ...PageOfSchema(SettlementSchema).entries,
  /** Sum of `amount` over the whole filter. */
  total: optionalOr(LooseMoneySchema, '0.00'),
});
export type SettlementPage = v.InferOutput<typeof SettlementPageSchema>;
