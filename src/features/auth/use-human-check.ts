/**
 * The human check a request without a session carries (spec §7: the login's "slider fields", the
 * SMS requests' and the reset's "verification fields"; docs/contract.md "Verification"): our
 * slider's proof with SLIDER3, a GeeTest v4 result with GEETEST3. The code senders (SMS login,
 * forgot by phone, registration) and the reset by phone take their fields from here, so a code is
 * asked for only after the player passed the check. A slider challenge is single use: taking its
 * proof asks for a new challenge at once.
 */
import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useState } from 'react';

import type { HumanCheckProof, SliderProof } from '#contract/session-schemas.ts';

import { useWhitelabelFlags } from '@/hooks/use-platform-data';
import { isModuleOn } from '@/lib/whitelabel';
import { preferencesState } from '@/stores/preferences-store';

import { GeetestError, solveGeetest } from './geetest';

const SLIDE_FIRST = msg`Slide the handle to the gap first.`;

export interface HumanCheck {
  /** The slider is shown (SLIDER3). */
  sliderOn: boolean;
  /** The current challenge's number: a new one starts the slider afresh. */
  nonce: number;
  proof: SliderProof | null;
  /** For the slider's `onProof`. */
  setProof: (proof: SliderProof | null) => void;
  /** Why the check cannot go with a request yet (the slider is not placed), or null. */
  missing: () => string | null;
  /** The fields for one request: the slider's proof (the slider then starts anew) and a GeeTest result. */
  take: () => Promise<HumanCheckProof>;
  /** A new slider challenge (the last one was spent, or the form starts over). */
  renew: () => void;
}

/** `product` names the GeeTest challenge: the login's (login and forgot codes) or the registration's. */
export function useHumanCheck(product: 'login' | 'register', i18n: I18n): HumanCheck {
  const flags = useWhitelabelFlags();
  const sliderOn = isModuleOn(flags, 'SLIDER3');
  const geetestOn = isModuleOn(flags, 'GEETEST3');
  const [nonce, setNonce] = useState(0);
  const [proof, setProof] = useState<SliderProof | null>(null);
  const renew = () => {
    setNonce((n) => n + 1);
    setProof(null);
  };
  return {
    sliderOn,
    nonce,
    proof,
    setProof,
    missing: () => (sliderOn && !proof ? i18n._(SLIDE_FIRST) : null),
    take: async () => {
      const slider = sliderOn && proof ? proof : undefined;
      if (sliderOn) renew();
      const geetestValidateV4 = geetestOn ? await solveGeetest(product, preferencesState.language || 'EN') : undefined;
      return { slider, geetestValidateV4 };
    },
    renew,
  };
}

/** What a GeeTest round left open was for, in the words that ask for it again. */
const CLOSED = {
  code: msg`Complete the verification to get a code.`,
  reset: msg`Complete the verification to reset your password.`,
};

/**
 * Words for a request (`code`: an SMS code; `reset`: the reset by phone itself) whose GeeTest round
 * did not finish (closed, or not loaded), else null.
 */
export function humanCheckFailure(error: unknown, i18n: I18n, purpose: keyof typeof CLOSED): string | null {
  if (!(error instanceof GeetestError)) return null;
  return error.reason === 'closed'
    ? i18n._(CLOSED[purpose])
    : i18n._(msg`The verification could not load. Please try again.`);
}
