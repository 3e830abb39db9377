/**
 * Runs a check when focus leaves a field's input for somewhere outside the field (moving to its own
 * send-code button or country picker is not leaving it). Wraps the field instead of passing
 * `onBlur` to it, so the field keeps its own focus handling (the rule hint).
 *
 * Focus moving to a button is skipped: the button validates itself (submit, send code) or needs no
 * check (reset, log in), and a message appearing or vanishing between mouse-down and mouse-up would
 * move the button away from the pointer and swallow the click.
 */
import type { FocusEvent, ReactNode } from 'react';

export function BlurCheck({ onBlur, children }: { onBlur: () => void; children: ReactNode }) {
  const handleBlur = (event: FocusEvent<HTMLDivElement>) => {
    if (!(event.target instanceof HTMLInputElement)) return;
    if (event.relatedTarget instanceof Node && event.currentTarget.contains(event.relatedTarget)) return;
    if (event.relatedTarget instanceof HTMLButtonElement) return;
    onBlur();
  };
  return (
    <div className="blur-check" onBlur={handleBlur}>
      {children}
    </div>
  );
}
