/**
 * "Send code": validates first (the caller's `canSend`), throttles presses to one per second, then
 * counts down to the code's expiry (adjusted by half the round trip) before it can be pressed again.
 */
import { useLingui } from '@lingui/react/macro';
import { useRef, useState } from 'react';
import type { SmsSent } from '#contract/session-schemas.ts';
import { useCountdown } from './use-countdown';

export const SEND_THROTTLE_MS = 1_000;

interface SendCodeButtonProps {
  /** Returns false (and shows its own field message) when the phone number is not valid yet. */
  canSend: () => boolean;
  send: () => Promise<SmsSent>;
  onError: (error: unknown) => void;
  /** Not ready to send yet (e.g. the country code list is still loading). */
  isDisabled?: boolean;
}

export function SendCodeButton({ canSend, send, onError, isDisabled = false }: SendCodeButtonProps) {
  const { t } = useLingui();
  const [until, setUntil] = useState<number | null>(null);
  const [isSending, setSending] = useState(false);
  const lastPress = useRef(0);
  const secondsLeft = useCountdown(until);
  const isCounting = secondsLeft > 0;
  const onClick = () => {
    const now = Date.now();
    if (now - lastPress.current < SEND_THROTTLE_MS || isSending || isCounting) return;
    lastPress.current = now;
    if (!canSend()) return;
    setSending(true);
    const started = performance.now();
    send().then(
      (sent) => {
        // The server's clock may differ: count the expiry from now, less half the round trip.
        const halfTrip = (performance.now() - started) / 2;
        setUntil(Date.now() + sent.expiredMinutes * 60_000 - halfTrip);
      },
      onError,
    ).finally(() => setSending(false));
  };
  return (
    <button type="button" className="button button--ghost send-code" onClick={onClick} disabled={isDisabled || isSending || isCounting} aria-live="polite">
      {isCounting ? t`Resend in ${secondsLeft}s` : isSending ? t`Sending…` : t`Send code`}
    </button>
  );
}
