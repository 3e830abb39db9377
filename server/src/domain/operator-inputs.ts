/**
 * Input pieces of the operator operations table (operator-operations.ts). Operator-typed text that
 * is stored and shown to members or printed by the CLI follows the text boundary
 * (content/plain-text.ts, docs/security.md "Text in and out"): no control or direction-override
 * characters, and no line breaks in one-line fields (titles, remarks, names).
 */
import * as v from 'valibot';

import { hasNoControlCharacters } from './content/plain-text.ts';

/** A record id: a path parameter (string) or a number from a direct caller. */
export const Id = v.pipe(
  v.union([v.number(), v.string()]),
  v.transform(String),
  v.regex(/^\d{1,9}$/, (issue) => `not an id: ${String(issue.input)}`),
  v.transform(Number),
);
export const Decision = v.picklist(['approve', 'reject']);
export const State = v.object({ state: v.optional(v.string()) });
export const NoInput = v.object({});

/** Text over several lines (answers, replies, message and announcement bodies). */
export const Text = v.pipe(
  v.string(),
  v.check(
    (text) => hasNoControlCharacters(text),
    'the text contains control characters (only line breaks and tabs are allowed)',
  ),
);
/** One line of text (titles, remarks, names). */
export const Line = v.pipe(
  v.string(),
  v.check((text) => hasNoControlCharacters(text, false), 'one line of text without control characters'),
);
export const OptionalLine = v.optional(Line);
const nullableLine = v.optional(v.nullable(Line));
const nullableText = v.optional(v.nullable(v.string()));

export const AccountInputSchema = v.object({
  username: Line,
  mode: v.optional(v.picklist(['create', 'update', 'upsert'])),
  password: v.optional(v.string()),
  type: v.optional(v.number()),
  phone: nullableText,
  email: nullableLine,
  payeeName: nullableLine,
  mustChangePassword: v.optional(v.boolean()),
  passwordExpiresAt: nullableText,
  upline: nullableText,
  affiliateCode: nullableLine,
  clubLabel: nullableLine,
  memberLabels: v.optional(v.array(Line)),
});
