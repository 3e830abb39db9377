/**
 * Slider challenges: a random gap position 10–90; the proof must land within ±4 of it after a
 * drag of at least 250 ms, within 2 min, once. Any verification attempt uses the challenge up.
 */
import { randomBytes, randomInt } from 'node:crypto';

import type { SliderChallenge, SliderProof } from '#contract/session-schemas.ts';

import type { Db } from '../../db/database.ts';
import { refuse } from '../refusal.ts';
import { POLICY } from './account-policy.ts';

/** Issues a challenge (and drops day-old ones). */
export async function issueSlider(db: Db, now: Date): Promise<SliderChallenge> {
  const challengeId = randomBytes(16).toString('hex');
  const target = randomInt(10, 91);
  await db.query('DELETE FROM slider_challenges WHERE created_at < $1', [new Date(now.getTime() - 86_400_000)]);
  await db.query('INSERT INTO slider_challenges (id, target, created_at) VALUES ($1, $2, $3)', [
    challengeId,
    target,
    now,
  ]);
  return { challengeId, target, expiresInSeconds: POLICY.sliderLifetimeMs / 1000 };
}

/** Checks and consumes a proof; throws `slider.invalid` unless it passes. */
export async function verifySlider(db: Db, proof: SliderProof | undefined, now: Date): Promise<void> {
  if (!proof) refuse('slider.invalid', 'Slider verification is required');
  const rows = await db.query<{ target: number; created_at: Date }>(
    'UPDATE slider_challenges SET used_at = $2 WHERE id = $1 AND used_at IS NULL RETURNING target, created_at',
    [proof.challengeId, now],
  );
  const row = rows[0];
  if (!row) refuse('slider.invalid', 'Slider challenge is unknown or already used');
  if (now.getTime() - row.created_at.getTime() > POLICY.sliderLifetimeMs)
    refuse('slider.invalid', 'Slider challenge expired');
  if (!Number.isFinite(proof.position) || Math.abs(proof.position - row.target) > POLICY.sliderTolerance) {
    refuse('slider.invalid', 'Slider position does not match');
  }
  if (!Number.isFinite(proof.durationMs) || proof.durationMs < POLICY.sliderMinDurationMs)
    refuse('slider.invalid', 'Slider moved too fast');
}
