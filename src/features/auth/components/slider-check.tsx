/**
 * Slider verification before non-SMS logins and registrations: drag (or arrow-key) the handle to
 * the marked gap. The platform issued the challenge and verifies the result; this only measures.
 */
import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useId, useRef, useState } from 'react';

import type { SliderProof } from '#contract/session-schemas.ts';

import { sessionQueries } from '@/api/member/member-queries';

interface SliderCheckProps {
  /** Bump to get a new challenge (each one is single use). */
  nonce: number;
  onProof: (proof: SliderProof | null) => void;
  error: string | null;
}

export function SliderCheck({ nonce, onProof, error }: SliderCheckProps) {
  const { t } = useLingui();
  const id = useId();
  const challenge = useQuery(sessionQueries.slider(nonce));
  const [position, setPosition] = useState(0);
  const started = useRef<number | null>(null);
  const [lastNonce, setLastNonce] = useState(nonce);
  if (lastNonce !== nonce) {
    // A new challenge starts from zero.
    setLastNonce(nonce);
    setPosition(0);
  }
  const release = () => {
    if (!challenge.data || started.current === null) return;
    onProof({
      challengeId: challenge.data.challengeId,
      position,
      durationMs: Math.round(performance.now() - started.current),
    });
  };
  const target = challenge.data?.target ?? null;
  return (
    <div className={`slider-check ${error ? 'field--error' : ''}`}>
      <label htmlFor={id}>{t`Slide the handle to the marked gap`}</label>
      <div className="slider-check__track">
        {target !== null && (
          <span
            className="slider-check__gap"
            // Logical side: in rtl the range runs from the right, and the gap is measured from there too.
            style={{ insetInlineStart: `${target}%` }}
            aria-hidden="true"
            data-testid="slider-gap"
            data-target={target}
          />
        )}
        <input
          id={id}
          type="range"
          min={0}
          max={100}
          step={1}
          value={position}
          disabled={!challenge.data}
          aria-valuetext={target === null ? undefined : t`${position} of 100; the gap is at ${target}`}
          onPointerDown={() => (started.current ??= performance.now())}
          onKeyDown={() => (started.current ??= performance.now())}
          onChange={(event) => {
            started.current ??= performance.now();
            setPosition(Number(event.target.value));
            onProof(null);
          }}
          onPointerUp={release}
          onKeyUp={release}
          onBlur={release}
        />
      </div>
      {challenge.isError && (
        <p className="field__error" role="alert">{t`The slider could not be loaded. Check your connection.`}</p>
      )}
      {error && (
        <p className="field__error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
