/**
 * The game in a sandboxed frame: scripts, forms and popups, but no same-origin access (the game
 * runs in an opaque origin and talks to the platform with its launch token only), no referrer, and
 * only fullscreen and autoplay delegated. Messages are accepted from this frame's window only.
 * While it is open the update prompt never reloads the app under it.
 */
import { useLingui } from '@lingui/react/macro';
import { useEffect, useRef } from 'react';
import * as v from 'valibot';

import { setGameOpen } from '@/stores/activity-store';

export const GAME_SANDBOX = 'allow-scripts allow-forms allow-popups';
export const GAME_ALLOW = 'fullscreen; autoplay';

/** What a game may tell the lobby: a round settled (refresh the balance) or the player left. */
const GameMessageSchema = v.object({ type: v.picklist(['tala:round', 'tala:exit']) });

interface GameFrameProps {
  url: string;
  onRound: () => void;
  onExit: () => void;
}

export function GameFrame({ url, onRound, onExit }: GameFrameProps) {
  const { t } = useLingui();
  const frame = useRef<HTMLIFrameElement>(null);
  const handlers = useRef({ onRound, onExit });
  useEffect(() => {
    handlers.current = { onRound, onExit };
  }, [onRound, onExit]);

  useEffect(() => {
    setGameOpen(true);
    const onMessage = (event: MessageEvent) => {
      if (!frame.current || event.source !== frame.current.contentWindow) return;
      const message = v.safeParse(GameMessageSchema, event.data);
      if (!message.success) return;
      if (message.output.type === 'tala:round') handlers.current.onRound();
      else handlers.current.onExit();
    };
    window.addEventListener('message', onMessage);
    return () => {
      window.removeEventListener('message', onMessage);
      setGameOpen(false);
    };
  }, []);

  return (
    <iframe
      ref={frame}
      src={url}
      title={t`Game`}
      className="game-frame__iframe"
      sandbox={GAME_SANDBOX}
      referrerPolicy="no-referrer"
      allow={GAME_ALLOW}
      data-testid="game-frame"
    />
  );
}
