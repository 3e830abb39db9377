/**
 * Slider verification before non-SMS logins and registrations: drag (or arrow-key) the puzzle
 * piece into the marked gap. The platform issued the challenge and verifies the result; this only
 * measures. The control is a native range input laid over the drawn track (transparent, the same
 * size), so mouse, touch, keyboard, screen readers and right-to-left all work as the browser's
 * own slider does; the piece, the gap and the fill are drawn from its value.
 */
import '@/styles/slider-check.css';

import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useId, useRef, useState, type CSSProperties } from 'react';

import type { SliderProof } from '#contract/session-schemas.ts';

import { sessionQueries } from '@/api/member/member-queries';

interface SliderCheckProps {
  /** Bump to get a new challenge (each one is single use). */
  nonce: number;
  onProof: (proof: SliderProof | null) => void;
  error: string | null;
}

/** A puzzle piece (a tab on its end side); the gap draws the same outline. */
const PIECE = 'M4 10H15a6 6 0 0 1 12 0H36V20a6 6 0 0 1 0 12V44H4Z';

type SliderState = 'idle' | 'moving' | 'placed' | 'error';

export function SliderCheck({ nonce, onProof, error }: SliderCheckProps) {
  const { t } = useLingui();
  const id = useId();
  const challenge = useQuery(sessionQueries.slider(nonce));
  const [position, setPosition] = useState(0);
  const [placed, setPlaced] = useState(false);
  const started = useRef<number | null>(null);
  const [lastNonce, setLastNonce] = useState(nonce);
  if (lastNonce !== nonce) {
    // A new challenge starts from zero.
    setLastNonce(nonce);
    setPosition(0);
    setPlaced(false);
  }
  const release = () => {
    if (!challenge.data || started.current === null) return;
    setPlaced(true);
    onProof({
      challengeId: challenge.data.challengeId,
      position,
      durationMs: Math.round(performance.now() - started.current),
    });
  };
  const target = challenge.data?.target ?? null;
  const state: SliderState = placed ? 'placed' : error ? 'error' : position > 0 ? 'moving' : 'idle';
  // Piece, gap and fill are placed like the range's own thumb: `value %` of the width less a thumb.
  const at = (value: number): CSSProperties => ({ ['--at' as string]: String(value / 100) });
  return (
    <div className={`slider-check ${error ? 'field--error' : ''}`} data-state={state}>
      <label htmlFor={id} className="slider-check__label">{t`Slide the handle to the marked gap`}</label>
      <div className="slider-check__track" style={at(position)}>
        <span className="slider-check__fill" aria-hidden="true" />
        {target !== null && (
          <span
            className="slider-check__gap"
            style={at(target)}
            aria-hidden="true"
            data-testid="slider-gap"
            data-target={target}
          >
            <svg viewBox="0 0 48 48" focusable="false">
              <path d={PIECE} />
            </svg>
          </span>
        )}
        <span className="slider-check__piece" aria-hidden="true">
          <svg viewBox="0 0 48 48" focusable="false">
            <path d={PIECE} />
            <path className="slider-check__arrows" d="M13 21l6 6-6 6M21 21l6 6-6 6" />
          </svg>
        </span>
        <input
          id={id}
          className="slider-check__input"
          type="range"
          min={0}
          max={100}
          step={1}
          value={position}
          disabled={!challenge.data}
          aria-valuetext={
            target === null
              ? undefined
              : t({
                  message: `${position} of 100; the gap is at ${target}`,
                  comment: 'position, target: the handle and the gap on a 0–100 scale (read by screen readers)',
                })
          }
          onPointerDown={() => (started.current ??= performance.now())}
          onKeyDown={() => (started.current ??= performance.now())}
          onChange={(event) => {
            started.current ??= performance.now();
            setPosition(Number(event.target.value));
            setPlaced(false);
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
