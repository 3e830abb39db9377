/**
 * The two error texts needed without the code table (`api-error-messages.ts`): the table uses them
 * as its fallbacks, and the first screen shows them when the table itself cannot load
 * (`ui/use-error-text.ts`). One declaration, so the two never drift apart.
 */
import { msg } from '@lingui/core/macro';

export const DEVICE_OFFLINE = msg`You are offline. Check your connection and try again.`;
export const GENERIC = msg`Something went wrong. Please try again later.`;
