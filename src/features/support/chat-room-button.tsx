/**
 * Floating bar: opens the chat room (`?modal=chatRoom`, an account dialog of the screen table, so
 * Back closes it); guests get the login popup first.
 */
import { useLingui } from '@lingui/react/macro';
import { useSnapshot } from 'valtio';

import { useAuthModal } from '@/hooks/use-auth-modal';
import { sessionState } from '@/stores/session-store';

export function ChatRoomButton({ className }: { className: string }) {
  const { t } = useLingui();
  const { open } = useAuthModal();
  const { token } = useSnapshot(sessionState);
  return (
    <button
      type="button"
      className={className}
      onClick={() => open(token ? 'chatRoom' : 'login')}
      data-testid="open-chat-room"
    >
      {t`Chat room`}
    </button>
  );
}
