/**
 * "Send code": validates first (the caller's `canSend`), throttles sends to one per second, then
 * counts down to the code's expiry (`smsExpiry`: the platform's `expirationTime`, else its
 * `expiredMinutes` less half the round trip) before it can be pressed again.
 * A refused request shows the spec's warning dialog with the platform's message (§8); the caller's
 * `onError` still marks the field, so the mark stays once the dialog is closed.
 */
import { useLingui } from '@lingui/react/macro';
import { useMutation } from '@tanstack/react-query';
import { useRef, useState } from 'react';

import type { SmsSent } from '#contract/session-schemas.ts';

import { errorText } from '@/api/api-error-messages';
import { smsExpiry } from '@/lib/sms-expiry';

import { useCountdown } from './use-countdown';
import { WarningDialog } from './warning-dialog';

export const SEND_THROTTLE_MS = 1_000;
/** Spec §9: the countdown shows 60 from the press, while the platform is still answering. */
export const SMS_INITIAL_SECONDS = 60;

interface SendCodeButtonProps {
  /** Returns false (and shows its own field message) when the phone number is not valid yet. */
  canSend: () => boolean;
  send: () => Promise<SmsSent>;
  onError: (error: unknown) => void;
  /** Not ready to send yet (e.g. the country code list is still loading). */
  isDisabled?: boolean;
  /** Words a failure the platform's messages do not cover (the Firebase phone check's), or null. */
  describeError?: (error: unknown) => string | null;
}

export function SendCodeButton({ canSend, send, onError, isDisabled = false, describeError }: SendCodeButtonProps) {
  const { t, i18n } = useLingui();
  const [until, setUntil] = useState<number | null>(null);
  const [warning, setWarning] = useState<string | null>(null);
  // Whatever code the caller sends (login, reset, register, binding): the mutation only carries the pending flag.
  const sending = useMutation({ mutationFn: send });
  const isSending = sending.isPending;
  const lastPress = useRef(0);
  const countdown = useCountdown(until);
  const isCounting = countdown > 0;
  const secondsLeft = isSending && !isCounting ? SMS_INITIAL_SECONDS : countdown;
  const onClick = () => {
    if (isSending || isCounting) return;
    // Checked first (spec §5): a press refused for a wrong number or a missing human check sends
    // nothing, so it does not count against the one send a second; the next press, once fixed, sends.
    if (!canSend()) return;
    const now = Date.now();
    if (now - lastPress.current < SEND_THROTTLE_MS) return;
    lastPress.current = now;
    const started = performance.now();
    sending.mutate(undefined, {
      onSuccess: (sent) => {
        // The platform's expiry when it gives one, else its minutes from now less half the round trip.
        setUntil(smsExpiry(sent, Date.now(), (performance.now() - started) / 2));
      },
      onError: (error) => {
        setWarning(describeError?.(error) ?? errorText(error, i18n));
        onError(error);
      },
    });
  };
  return (
    <>
      <button
        type="button"
        className="button button--ghost send-code"
        onClick={onClick}
        disabled={isDisabled || isSending || isCounting}
        aria-live="polite"
      >
        {isCounting || isSending
          ? t({ message: `Resend in ${secondsLeft}s`, comment: 'secondsLeft: a number of seconds; s is the unit' })
          : t`Send code`}
      </button>
      <WarningDialog message={warning} onClose={() => setWarning(null)} />
    </>
  );
}
