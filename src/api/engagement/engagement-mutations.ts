/** Engagement writes, both money actions: open the red envelope, claim a mission (their queries live under the wallet key). */
import { engagementEndpoints } from '#contract/endpoints/engagement-endpoints.ts';
import type { MISSION_CODES } from '#contract/engagement-schemas.ts';

import { apiClient } from '@/api/api-client';
import { idempotent, useMoneyMutation } from '@/api/money-mutation';

/** Opens red envelope `id` (once per member). */
export function useOpenRedEnvelope() {
  return useMoneyMutation({
    request: (id: number, idempotencyKey: string) =>
      apiClient().call(engagementEndpoints.openRedEnvelope, {
        body: { id },
        headers: idempotent(idempotencyKey),
      }),
    signature: (id: number) => `red-envelope-${id}`,
  });
}

/** Claims today's reward of mission `code`. */
export function useClaimMission() {
  return useMoneyMutation({
    request: (code: (typeof MISSION_CODES)[number], idempotencyKey: string) =>
      apiClient().call(engagementEndpoints.claimMission, {
        body: { code },
        headers: idempotent(idempotencyKey),
      }),
    signature: (code: (typeof MISSION_CODES)[number]) => `mission-${code}`,
  });
}
