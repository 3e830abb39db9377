/**
 * The signed-in header: balance, message badge, the red envelope while one is open, name, the
 * member menu and the sign-out confirmation.
 */
import { useLingui } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { Suspense, useState } from 'react';

import { MemberMenu } from '@/features/auth/member-menu';
import { signOut } from '@/features/auth/sign-out';
import { MessageBadge } from '@/features/messages/message-badge';
import { HeaderBalance } from '@/features/wallet/header-balance';
import { canUseAgentCentre, isTrialSession, type SessionInfo } from '@/stores/session-store';
import { Dialog } from '@/ui/dialog';
import { lazyPart, PartBoundary } from '@/ui/lazy-part';

// Its queries and dialog load with the member part, in a chunk of their own.
const RedEnvelope = lazyPart(() => import('@/features/engagement/red-envelope').then((m) => m.RedEnvelope));

export function HeaderMember({ info }: { info: SessionInfo }) {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [isConfirming, setConfirming] = useState(false);
  const [isSigningOut, setSigningOut] = useState(false);
  return (
    <div className="header-account" data-testid="header-account">
      <HeaderBalance isTrial={isTrialSession(info)} />
      {!isTrialSession(info) && <MessageBadge />}
      {!isTrialSession(info) && (
        <PartBoundary>
          <Suspense fallback={null}>
            <RedEnvelope />
          </Suspense>
        </PartBoundary>
      )}
      <span className="header-account__name header-account--wide" data-testid="header-username">
        {info.userName}
      </span>
      {isTrialSession(info) && <span className="badge">{t`Trial`}</span>}
      {canUseAgentCentre(info) && <span className="badge header-account--wide">{t`Agent`}</span>}
      <MemberMenu onSignOut={() => setConfirming(true)} />
      <Dialog
        open={isConfirming}
        onClose={() => setConfirming(false)}
        title={t`Sign out`}
        variant="dialog"
        closeLabel={t`Close`}
      >
        <p>{t`Are you sure you want to sign out?`}</p>
        <div className="dialog-actions">
          <button
            type="button"
            className="button button--primary"
            disabled={isSigningOut}
            onClick={() => {
              setSigningOut(true);
              void signOut(queryClient).finally(() => {
                setSigningOut(false);
                setConfirming(false);
                void navigate({ to: '/', search: {} });
              });
            }}
          >
            {t`Sign out`}
          </button>
          <button type="button" className="button button--ghost" onClick={() => setConfirming(false)}>
            {t`Cancel`}
          </button>
        </div>
      </Dialog>
    </div>
  );
}
