/**
 * The proof image for "I did not receive it": PNG or JPEG, at most 5 MB, sent as a data URL. Checked
 * here before upload (the platform checks again) so the member gets a clear message at once.
 */
import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';

import { readAsDataUrl } from '@/lib/data-url';

export const PROOF_MAX_BYTES = 5 * 1024 * 1024;
export const PROOF_ACCEPT = 'image/png,image/jpeg';
const PROOF_TYPES: readonly string[] = ['image/png', 'image/jpeg'];

export type ProofProblem = 'missing' | 'type' | 'empty' | 'too-large' | 'unreadable';

/** Checks what the browser tells us about the chosen file. */
export function checkProofFile(file: { type: string; size: number }): ProofProblem | null {
  if (!PROOF_TYPES.includes(file.type)) return 'type';
  if (file.size === 0) return 'empty';
  return file.size > PROOF_MAX_BYTES ? 'too-large' : null;
}

/** Checks the read data URL: a PNG or JPEG type whose bytes really start like one. */
export function checkProofDataUrl(dataUrl: string): ProofProblem | null {
  if (dataUrl.startsWith('data:image/png;base64,iVBORw0KGgo')) return null;
  if (dataUrl.startsWith('data:image/jpeg;base64,/9j/')) return null;
  return 'type';
}

/** A chosen proof file: what the browser says of it and, once read, its data URL. */
export interface ChosenProof {
  type: string;
  size: number;
  /** Null when it was not read (refused on what the browser says) or could not be read. */
  dataUrl: string | null;
  /** Identifies the chosen file, so re-sending the same file reuses the same idempotency key. */
  signature: string;
}

/** Reads a chosen file, unless what the browser says of it refuses it already (a huge file is never read). */
export async function chooseProof(file: File): Promise<ChosenProof> {
  const chosen = {
    type: file.type,
    size: file.size,
    dataUrl: null,
    signature: `${file.name}:${file.size}:${file.lastModified}`,
  };
  if (checkProofFile(file)) return chosen;
  try {
    return { ...chosen, dataUrl: await readAsDataUrl(file) };
  } catch {
    return chosen;
  }
}

/** What is wrong with the chosen proof (nothing chosen, the file, its bytes), or null when it can be sent. */
export function proofProblem(proof: ChosenProof | null): ProofProblem | null {
  if (!proof) return 'missing';
  return checkProofFile(proof) ?? (proof.dataUrl === null ? 'unreadable' : checkProofDataUrl(proof.dataUrl));
}

export function proofMessage(i18n: I18n, problem: ProofProblem): string {
  switch (problem) {
    case 'missing':
      return i18n._(msg`Choose an image that shows the payment did not arrive.`);
    case 'type':
      return i18n._(msg`Only PNG or JPEG images can be uploaded.`);
    case 'empty':
      return i18n._(msg`This file is empty. Choose another image.`);
    case 'too-large':
      return i18n._(msg`The image is larger than 5 MB. Choose a smaller image.`);
    case 'unreadable':
      return i18n._(msg`This file could not be read. Choose another image.`);
  }
}
