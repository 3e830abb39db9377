/**
 * Feedback and complaints (docs/contract.md §14): stored with the member (or a guest's contact),
 * length bounds from the `feedback.settings` setting, answered by the operator.
 */
import type { Feedback, FeedbackBody } from '#contract/content-schemas.ts';

import type { Db } from '../../db/database.ts';
import { OperatorError } from '../operator-error.ts';
import { badParam, refuse } from '../refusal.ts';
import { readSetting, SETTINGS } from '../setting-definitions.ts';
import { limitOffset, page, type Page, type PageRequest } from '../wallet/paging.ts';
import { plainText, singleLineText } from './plain-text.ts';

export const FEEDBACK_ANSWER_LENGTH = 2000;
/** Submissions per member (or, for guests, per address) in a sliding window. */
export const FEEDBACK_RATE = { submissions: 5, windowMs: 60 * 60_000 } as const;

interface Row {
  id: number;
  type: Feedback['type'];
  content: string;
  state: Feedback['state'];
  answer: string | null;
  created_at: Date;
  answered_at: Date | null;
}

const COLUMNS = 'id, type, content, state, answer, created_at, answered_at';

const toFeedback = (row: Row): Feedback => ({
  id: row.id,
  type: row.type,
  content: row.content,
  state: row.state,
  answer: row.answer,
  createdAt: row.created_at.getTime(),
  answeredAt: row.answered_at === null ? null : row.answered_at.getTime(),
});

export const feedbackSettings = (db: Db) => readSetting(db, SETTINGS.feedback);

/**
 * Stores a submission; `memberId` null for a guest, who must leave a contact. More than
 * FEEDBACK_RATE in the window → `feedback.rate.limited` (an open endpoint must not be a spam sink).
 */
export async function submitFeedback(
  db: Db,
  memberId: number | null,
  body: FeedbackBody,
  now: Date,
  ip = '',
): Promise<Feedback> {
  const { minLength, maxLength } = await feedbackSettings(db);
  const content = plainText(body.content);
  const length = [...content].length;
  if (length < minLength) badParam('content', `is too short: at least ${minLength} characters`);
  if (length > maxLength) badParam('content', `is too long: at most ${maxLength} characters`);
  const contact = body.contact ? singleLineText(body.contact, 'contact') : '';
  if (memberId === null && !contact) badParam('contact', 'is required when not logged in');
  const since = new Date(now.getTime() - FEEDBACK_RATE.windowMs);
  const recent = await db.query<{ count: number }>(
    memberId === null
      ? 'SELECT count(*)::int AS count FROM feedback WHERE member_id IS NULL AND ip = $1 AND created_at > $2'
      : 'SELECT count(*)::int AS count FROM feedback WHERE member_id = $1 AND created_at > $2',
    [memberId ?? ip, since],
  );
  if ((recent[0]?.count ?? 0) >= FEEDBACK_RATE.submissions)
    refuse('feedback.rate.limited', 'Too many submissions; try again later');
  const rows = await db.query<Row>(
    `INSERT INTO feedback (member_id, type, content, contact, ip, created_at) VALUES ($1, $2, $3, $4, $5, $6) RETURNING ${COLUMNS}`,
    [memberId, body.type, content, contact || null, ip, now],
  );
  if (!rows[0]) throw new Error('feedback insert returned no row');
  return toFeedback(rows[0]);
}

/** The member's own submissions, newest first. */
export async function memberFeedback(db: Db, memberId: number, request: PageRequest): Promise<Page<Feedback>> {
  const [limit, offset] = limitOffset(request);
  const rows = await db.query<Row>(
    `SELECT ${COLUMNS} FROM feedback WHERE member_id = $1 ORDER BY created_at DESC, id DESC LIMIT $2 OFFSET $3`,
    [memberId, limit, offset],
  );
  const total = await db.query<{ count: number }>('SELECT count(*)::int AS count FROM feedback WHERE member_id = $1', [
    memberId,
  ]);
  return page(rows.map(toFeedback), request, total[0]?.count ?? 0);
}

export interface OperatorFeedback extends Feedback {
  username: string | null;
  contact: string | null;
}

/** Every submission (optionally of one state), oldest open first for the operator's queue. */
export async function listFeedback(db: Db, state?: string): Promise<OperatorFeedback[]> {
  if (state !== undefined && state !== 'OPEN' && state !== 'ANSWERED')
    throw new OperatorError('invalid', 'state must be OPEN or ANSWERED');
  const rows = await db.query<Row & { username: string | null; contact: string | null }>(
    `SELECT f.id, f.type, f.content, f.state, f.answer, f.created_at, f.answered_at, f.contact, m.username
     FROM feedback f LEFT JOIN members m ON m.id = f.member_id
     WHERE $1::text IS NULL OR f.state = $1 ORDER BY f.created_at, f.id LIMIT 500`,
    [state ?? null],
  );
  return rows.map((row) => ({ ...toFeedback(row), username: row.username, contact: row.contact }));
}

/** The operator's answer; answering again replaces it. */
export async function answerFeedback(db: Db, id: number, answer: string, now: Date): Promise<Feedback> {
  const text = plainText(answer, 'answer');
  if (!text) throw new OperatorError('invalid', 'the answer is empty');
  if (text.length > FEEDBACK_ANSWER_LENGTH)
    throw new OperatorError('invalid', `the answer is longer than ${FEEDBACK_ANSWER_LENGTH} characters`);
  const rows = await db.query<Row>(
    `UPDATE feedback SET answer = $2, state = 'ANSWERED', answered_at = $3 WHERE id = $1 RETURNING ${COLUMNS}`,
    [id, text, now],
  );
  if (!rows[0]) throw new OperatorError('not.found', `no feedback #${id}`);
  return toFeedback(rows[0]);
}
