/**
 * Whether the session must change its password before anything else (spec: a forced change, or an
 * expired password when PWDEXPFORCECHANGE3 is on). Known from the login itself, so the forced
 * change holds before member info arrives.
 */
import { useQuery } from '@tanstack/react-query';
import { useSnapshot } from 'valtio';

import { memberQueries } from '@/api/member/member-queries';
import { useWhitelabelFlags } from '@/hooks/use-platform-data';
import { isModuleOn } from '@/lib/whitelabel';
import { sessionState } from '@/stores/session-store';

export function useIsForcedChange(): boolean {
  const { token, info: sessionInfo } = useSnapshot(sessionState);
  const flags = useWhitelabelFlags();
  const info = useQuery({ ...memberQueries.info(token), enabled: token !== null }).data;
  return Boolean(
    token &&
    (sessionInfo?.mustChangePassword ||
      (info && (info.mustChangePassword || (info.passwordExpired && isModuleOn(flags, 'PWDEXPFORCECHANGE3'))))),
  );
}
