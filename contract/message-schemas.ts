/** Platform information (messageV2): the member's inbox. See docs/contract.md §8. */
import * as v from 'valibot';

import { IdSchema } from './id-schema.ts';
import { LooseNumberSchema } from './tolerant.ts';

export const MessageSchema = v.object({
  id: v.number(),
  title: v.string(),
  /** Server HTML: sanitised before display. */
  content: v.string(),
  createdAt: v.number(),
  read: v.boolean(),
});
export type Message = v.InferOutput<typeof MessageSchema>;

/**
 * `CSP_unreadCount` value: "count (number or object)" (contract §4.4). A bare number, a numeric
 * string, or an object with `count`, `unreadCount` or `total` all read as `{count}`.
 */
export const UnreadCountSchema = v.pipe(
  v.union([
    LooseNumberSchema,
    v.pipe(
      v.looseObject({
        count: v.optional(LooseNumberSchema),
        unreadCount: v.optional(LooseNumberSchema),
        total: v.optional(LooseNumberSchema),
      }),
      v.check((o) => o.count !== undefined || o.unreadCount !== undefined || o.total !== undefined),
      v.transform((o) => o.count ?? o.unreadCount ?? o.total ?? 0),
    ),
  ]),
  v.transform((count) => ({ count })),
);

export const MessageIdsBodySchema = v.object({ ids: v.pipe(v.array(IdSchema), v.minLength(1), v.maxLength(100)) });

/** `POST /wps/member/transferUpline` body (encrypted, Idempotency-Key required). */
export const TransferUplineBodySchema = v.object({
  amount: v.string(),
  paymentPassword: v.string(),
  /** A current authenticator code, when the member turned on "authenticator for withdrawals" (ours): money leaving another way asks for it too. */
  authenticatorCode: v.optional(v.pipe(v.string(), v.maxLength(64))),
});
