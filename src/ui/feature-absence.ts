/**
 * The one pattern for optional features (winner board, red envelope, hot games, badges …): a
 * query whose platform lacks the endpoint (404/405, `function.not.available`, a body that does not
 * parse) is "absent", and the feature renders nothing instead of an error or "under maintenance".
 * Data already shown stays shown.
 */
import { isFeatureAbsent } from '@/api/api-error';

/** Whether the query has no data because the platform does not offer the feature. */
export function isAbsent(query: { data: unknown; error: unknown }): boolean {
  return query.data === undefined && isFeatureAbsent(query.error);
}
