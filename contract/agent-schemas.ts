/**
 * The agent centre: team, downline, reports, salary and dividend contracts, and the consolidated
 * flags that drive the agent menus. See docs/contract.md §12.
 */
import * as v from 'valibot';
import { IdSchema } from './id-schema.ts';
import { AmountInputSchema, MoneySchema } from './money-schemas.ts';
import { PageOfSchema } from './wallet-schemas.ts';

/** `GET /wps/member/info/funds/consolidated` value. */
export const ConsolidatedSchema = v.object({
  /** Contract states per kind: 0 none, 1 an offer waits for this member's answer, 2 a contract is in force. */
  divtypereq: v.number(),
  dailysalreqtype: v.number(),
  contracthoursalreq: v.number(),
  realtimesalreqtype: v.number(),
  /** 1 when the kind's pages (contract and records) are shown to this member, else 0. */
  divtypeinfo: v.number(),
  dailysalinfotype: v.number(),
  contracthoursalinfo: v.number(),
  contractmrdailysalinfotype: v.number(),
  /** The menu switches, the same as the *info fields as booleans. */
  enableCt: v.boolean(),
  salary: v.boolean(),
  hourSalary: v.boolean(),
  realTimeSalary: v.boolean(),
});
export type Consolidated = v.InferOutput<typeof ConsolidatedSchema>;

/** `GET /wps/agent/team/overview?from=&to=` value. */
export const TeamOverviewSchema = v.object({
  from: v.number(),
  to: v.number(),
  /** Everyone below the agent, at any depth (the agent not counted). */
  teamSize: v.number(),
  /** Team members with at least one bet in the period. */
  activeMembers: v.number(),
  /** Registered in the period. */
  newMembers: v.number(),
  deposits: MoneySchema,
  depositCount: v.number(),
  withdrawals: MoneySchema,
  betCount: v.number(),
  stake: MoneySchema,
  validStake: MoneySchema,
  /** The players' settled win − stake (negative = the team lost). */
  profit: MoneySchema,
});
export type TeamOverview = v.InferOutput<typeof TeamOverviewSchema>;

/** One member of the agent's team. */
export const DownlineSchema = v.object({
  id: v.number(),
  username: v.string(),
  nickname: v.nullable(v.string()),
  /** isAgent: 0 player, 1/2/41/42 agent. */
  type: v.number(),
  /** 1 = a direct downline of the agent asking. */
  level: v.number(),
  upline: v.string(),
  /** Direct downlines of this member. */
  directCount: v.number(),
  /** Main wallet balance. */
  balance: MoneySchema,
  registeredAt: v.number(),
  lastLoginAt: v.nullable(v.number()),
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
});
export type RegisterDownlineBody = v.InferOutput<typeof RegisterDownlineBodySchema>;
export const RegisteredDownlineSchema = v.object({ customerId: v.number(), username: v.string() });

/** `POST /wps/agent/transferDownline` (encrypted, Idempotency-Key) body. */
export const TransferDownlineBodySchema = v.object({
  username: v.pipe(v.string(), v.maxLength(64)),
  amount: AmountInputSchema,
  paymentPassword: v.pipe(v.string(), v.maxLength(64)),
});

/** One team member's totals in a period (user profit and loss). */
export const MemberProfitSchema = v.object({
  username: v.string(),
  count: v.number(),
  stake: MoneySchema,
  validStake: MoneySchema,
  win: MoneySchema,
  profit: MoneySchema,
});
export const MemberProfitPageSchema = PageOfSchema(MemberProfitSchema);

/** One ledger line of a team member (transaction details). */
export const TeamTransactionSchema = v.object({
  id: v.number(),
  username: v.string(),
  /** The ledger type (DEPOSIT, WITHDRAW, BET, TRANSFER, DOWNLINE_TRANSFER, SALARY…). */
  type: v.string(),
  reference: v.string(),
  amount: MoneySchema,
  createdAt: v.number(),
});
export const TeamTransactionPageSchema = PageOfSchema(TeamTransactionSchema);

export const CONTRACT_KINDS = ['DIVIDEND', 'DAILY_WAGE', 'HOURLY_WAGE', 'REALTIME_SALARY'] as const;
export const ContractKindSchema = v.picklist(CONTRACT_KINDS);
export type ContractKind = v.InferOutput<typeof ContractKindSchema>;
export const PeriodTypeSchema = v.picklist(['D', 'W', 'H', 'M']);
export type PeriodType = v.InferOutput<typeof PeriodTypeSchema>;
export const ContractStateSchema = v.picklist(['OFFERED', 'ACCEPTED', 'REJECTED', 'TERMINATED']);
export type ContractState = v.InferOutput<typeof ContractStateSchema>;

/** A rate in percent with at most two decimals ("1.25" = 1.25 %). */
export const RateSchema = v.pipe(v.string(), v.regex(/^\d{1,3}(\.\d{1,2})?$/, 'rate must be a percentage with at most two decimals'));

export const ContractEventSchema = v.object({
  state: ContractStateSchema,
  at: v.number(),
  /** Who moved it (username), or null for the platform. */
  by: v.nullable(v.string()),
  note: v.nullable(v.string()),
});

export const ContractSchema = v.object({
  id: v.number(),
  kind: ContractKindSchema,
  upline: v.string(),
  agent: v.string(),
  /** Percent of the period's valid bet (wages) or of the team's loss (dividend). */
  rate: RateSchema,
  minActiveMembers: v.number(),
  minValidBet: MoneySchema,
  periodType: PeriodTypeSchema,
  state: ContractStateSchema,
  createdAt: v.number(),
  history: v.array(ContractEventSchema),
});
export type Contract = v.InferOutput<typeof ContractSchema>;

/** `GET /wps/relay/<contract call>` value: the member's contracts of that kind. */
export const ContractListSchema = v.object({
  kind: ContractKindSchema,
  /** Contracts offered to this member (newest first). */
  received: v.array(ContractSchema),
  /** Contracts this member offered to its direct downline (newest first). */
  offered: v.array(ContractSchema),
  /** The highest rate this member may offer (its own rate), null when unlimited (a top agent). */
  maxRate: v.nullable(RateSchema),
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
  }),
  v.object({ action: v.picklist(['preview', 'accept', 'reject', 'terminate']), contractId: IdSchema }),
]);
export type ContractActionBody = v.InferOutput<typeof ContractActionBodySchema>;

/** Answer to every contract action: the contract, and the downline contracts accepting terminates (preview) or terminated. */
export const ContractActionResultSchema = v.object({
  contract: ContractSchema,
  terminated: v.array(ContractSchema),
});
export type ContractActionResult = v.InferOutput<typeof ContractActionResultSchema>;

/** One settled period of a contract (the records pages). */
export const SettlementSchema = v.object({
  id: v.number(),
  contractId: v.number(),
  kind: ContractKindSchema,
  agent: v.string(),
  periodStart: v.number(),
  periodEnd: v.number(),
  activeMembers: v.number(),
  validBet: MoneySchema,
  profit: MoneySchema,
  rate: RateSchema,
  /** Paid to the agent (0 when the conditions were not met). */
  amount: MoneySchema,
  /** SALARY / DIVIDEND ledger reference; null when nothing was paid. */
  reference: v.nullable(v.string()),
  settledAt: v.number(),
});
export type Settlement = v.InferOutput<typeof SettlementSchema>;

/** `GET /wps/agent/contract/settlements` and `/wps/agent/report/income` value. */
export const SettlementPageSchema = v.object({
  ...PageOfSchema(SettlementSchema).entries,
  /** Sum of `amount` over the whole filter. */
  total: MoneySchema,
});
export type SettlementPage = v.InferOutput<typeof SettlementPageSchema>;
