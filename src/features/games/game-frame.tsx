/**
 * The game in a sandboxed frame: scripts, forms and popups; a vendor's game on its own origin keeps
 * that origin (its storage and cookies), a page on the app's origin runs in an opaque one
 * (`frameSandbox`). No referrer, and only fullscreen and autoplay delegated. Messages are accepted
 * from this frame's window only. While it is open the update prompt never reloads the app under it.
 */
import { useLingui } from '@lingui/react/macro';
import { useEffect, useRef } from 'react';
import * as v from 'valibot';

import { frameSandbox } from '@/lib/launch-url';
import { setGameOpen } from '@/stores/activity-store';

export const GAME_ALLOW = 'fullscreen; autoplay';

/**
 * What a game may tell the lobby: a round settled (refresh the balance) or the player left. A round
 * that carries the balance comes from a game that shows the balance itself (docs/games.md).
 */
const GameMessageSchema = v.object({
  type: v.picklist(['tala:round', 'tala:exit']),
  balance: v.optional(v.union([v.string(), v.number()])),
});

interface GameFrameProps {
  url: string;
  /** `showsBalance`: the game reported the balance, so it shows it on its own screen. */
  onRound: (showsBalance: boolean) => void;
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
      if (message.output.type === 'tala:round') handlers.current.onRound(message.output.balance !== undefined);
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
      sandbox={frameSandbox(url)}
      referrerPolicy="no-referrer"
      allow={GAME_ALLOW}
      data-testid="game-frame"
    />
  );
}
