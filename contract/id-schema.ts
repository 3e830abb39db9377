/**
 * Ids a client sends in a request body: whole numbers from 1 to 2^31 − 1 (the database's integer),
 * so `1.5` or `1e30` is a clear `request.param.err` rather than a database error (docs/security.md).
 * Path and query ids are read as `^\d{1,9}$` text by the routes, which is the same bound.
 */
import * as v from 'valibot';

export const MAX_ID = 2_147_483_647;

export const IdSchema = v.pipe(
  v.number('must be a number'),
  v.integer('must be a whole number'),
  v.minValue(1, 'must be 1 or more'),
  v.maxValue(MAX_ID, 'is too large'),
);
