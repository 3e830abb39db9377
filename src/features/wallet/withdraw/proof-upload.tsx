/**
 * "I did not receive it": optionally the part that did arrive (a partial payout), then a PNG or
 * JPEG proof (≤ 5 MB), previewed, then sent.
 */
import { useLingui } from '@lingui/react/macro';
import { useId, useState, type ChangeEvent } from 'react';

import { readAsDataUrl } from '@/lib/data-url';
import { Field } from '@/ui/field';

import { checkProofDataUrl, checkProofFile, PROOF_ACCEPT, proofMessage, type ProofProblem } from './proof-file';
import { checkReceivedPart } from './withdrawal-state';

export interface Proof {
  dataUrl: string;
  /** Identifies the chosen file, so re-sending the same file reuses the same idempotency key. */
  signature: string;
}

interface ProofUploadProps {
  isBusy: boolean;
  /** The withdrawal's amount: a reported part must stay below it. */
  withdrawalAmount: string;
  format: (amount: string) => string;
  /** `part`: what did arrive (wire form), or null when nothing did. */
  onSubmit: (proof: Proof, part: string | null) => void;
  onCancel: () => void;
}

export function ProofUpload({ isBusy, withdrawalAmount, format, onSubmit, onCancel }: ProofUploadProps) {
  const { t, i18n } = useLingui();
  const id = useId();
  const [proof, setProof] = useState<Proof | null>(null);
  const [problem, setProblem] = useState<ProofProblem | null>(null);
  const [partText, setPartText] = useState('');
  const [partError, setPartError] = useState<string | null>(null);

  const onChange = async (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.target;
    const file = input.files?.[0];
    setProof(null);
    setProblem(null);
    if (!file) return;
    const fileProblem = checkProofFile(file);
    if (fileProblem) {
      setProblem(fileProblem);
      input.value = '';
      return;
    }
    try {
      const dataUrl = await readAsDataUrl(file);
      const contentProblem = checkProofDataUrl(dataUrl);
      if (contentProblem) {
        setProblem(contentProblem);
        input.value = '';
        return;
      }
      setProof({ dataUrl, signature: `${file.name}:${file.size}:${file.lastModified}` });
    } catch {
      setProblem('unreadable');
      input.value = '';
    }
  };

  const send = () => {
    const part = checkReceivedPart(partText, withdrawalAmount, i18n, format);
    setPartError(part.ok ? null : part.message);
    if (!proof) setProblem('missing');
    else if (part.ok) onSubmit(proof, part.part);
  };

  return (
    <div className="proof-upload">
      <Field
        label={t`Amount that did arrive (leave empty if nothing arrived)`}
        name="receivedAmount"
        inputMode="decimal"
        autoComplete="off"
        value={partText}
        onChange={setPartText}
        error={partError}
        disabled={isBusy}
        data-testid="received-part"
      />
      <label htmlFor={`${id}-file`}>{t`Proof that the money did not arrive (PNG or JPEG, up to 5 MB)`}</label>
      <input
        id={`${id}-file`}
        type="file"
        accept={PROOF_ACCEPT}
        data-testid="proof-input"
        aria-invalid={problem ? true : undefined}
        aria-describedby={problem ? `${id}-error` : undefined}
        onChange={(e) => void onChange(e)}
        disabled={isBusy}
      />
      {problem && (
        <p id={`${id}-error`} className="field__error" role="alert" data-testid="proof-error">
          {proofMessage(i18n, problem)}
        </p>
      )}
      {proof && (
        <img
          className="proof-upload__preview"
          src={proof.dataUrl}
          alt={t`Preview of the chosen proof`}
          data-testid="proof-preview"
        />
      )}
      <div className="wallet-actions">
        <button
          type="button"
          className="button button--primary"
          data-testid="submit-proof"
          onClick={send}
          disabled={isBusy}
        >
          {isBusy ? t`Sending…` : t`Send proof`}
        </button>
        <button type="button" className="button button--ghost" onClick={onCancel} disabled={isBusy}>
          {t`Cancel`}
        </button>
      </div>
    </div>
  );
}
