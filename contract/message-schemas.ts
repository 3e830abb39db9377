/** Platform information (messageV2): the member's inbox. See docs/contract.md §8. */
import * as v from 'valibot';
import { IdSchema } from './id-schema.ts';

export const MessageSchema = v.object({
  id: v.number(),
  title: v.string(),
  /** Server HTML: sanitised before display. */
  content: v.string(),
  createdAt: v.number(),
  read: v.boolean(),
});
export type Message = v.InferOutput<typeof MessageSchema>;

export const UnreadCountSchema = v.object({ count: v.number() });

export const MessageIdsBodySchema = v.object({ ids: v.pipe(v.array(IdSchema), v.minLength(1), v.maxLength(100)) });

/** `POST /wps/member/transferUpline` body (encrypted, Idempotency-Key required). */
export const TransferUplineBodySchema = v.object({ amount: v.string(), paymentPassword: v.string() });
