/** Floating bar: opens the chat room (guests get the login popup first). */
import { useLingui } from '@lingui/react/macro';
import { useNavigate } from '@tanstack/react-router';
import { Suspense } from 'react';
import { useSnapshot } from 'valtio';

import { sessionState } from '@/stores/session-store';
import { lazyPart, PartBoundary } from '@/ui/lazy-part';

import { chatRoomState, setChatRoomOpen } from './chat-room-store';

const ChatRoomDialog = lazyPart(() => import('./chat-room-dialog').then((m) => m.ChatRoomDialog));

export function ChatRoomButton({ className }: { className: string }) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const { token } = useSnapshot(sessionState);
  const { isOpen } = useSnapshot(chatRoomState);
  const open = () => {
    if (!token) return void navigate({ to: '.', search: (prev) => ({ ...prev, modal: 'login' }) });
    setChatRoomOpen(true);
  };
  return (
    <>
      <button type="button" className={className} onClick={open} data-testid="open-chat-room">
        {t`Chat room`}
      </button>
      {isOpen && token && (
        // A chat room whose code cannot be downloaded closes; the next tap asks for it again.
        <PartBoundary onError={() => setChatRoomOpen(false)}>
          <Suspense fallback={null}>
            <ChatRoomDialog />
          </Suspense>
        </PartBoundary>
      )}
    </>
  );
}
