/** Engagement writes, both money actions: open the red envelope, claim a mission (their queries live under the wallet key). */
import type { MISSION_CODES } from '#contract/engagement-schemas.ts';

import { useMoneyMutation } from '@/api/money-mutation';

import { claimMission, openRedEnvelope } from './engagement-requests';

/** Opens red envelope `id` (once per member). */
export function useOpenRedEnvelope() {
  return useMoneyMutation({ request: openRedEnvelope, signature: (id: number) => `red-envelope-${id}` });
}

/** Claims today's reward of mission `code`. */
export function useClaimMission() {
  return useMoneyMutation({
    request: claimMission,
    signature: (code: (typeof MISSION_CODES)[number]) => `mission-${code}`,
  });
}
