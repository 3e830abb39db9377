/** "I did not receive it": choose a PNG or JPEG proof (≤ 5 MB), preview it, then send it. */
import { useLingui } from '@lingui/react/macro';
import { useId, useState, type ChangeEvent } from 'react';
import { checkProofDataUrl, checkProofFile, PROOF_ACCEPT, proofMessage, readAsDataUrl, type ProofProblem } from './proof-file';

export interface Proof {
  dataUrl: string;
  /** Identifies the chosen file, so re-sending the same file reuses the same idempotency key. */
  signature: string;
}

interface ProofUploadProps {
  isBusy: boolean;
  onSubmit: (proof: Proof) => void;
  onCancel: () => void;
}

export function ProofUpload({ isBusy, onSubmit, onCancel }: ProofUploadProps) {
  const { t, i18n } = useLingui();
  const id = useId();
  const [proof, setProof] = useState<Proof | null>(null);
  const [problem, setProblem] = useState<ProofProblem | null>(null);

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
    if (!proof) setProblem('missing');
    else onSubmit(proof);
  };

  return (
    <div className="proof-upload">
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
      {proof && <img className="proof-upload__preview" src={proof.dataUrl} alt={t`Preview of the chosen proof`} data-testid="proof-preview" />}
      <div className="wallet-actions">
        <button type="button" className="button button--primary" data-testid="submit-proof" onClick={send} disabled={isBusy}>
          {isBusy ? t`Sending…` : t`Send proof`}
        </button>
        <button type="button" className="button button--ghost" onClick={onCancel} disabled={isBusy}>
          {t`Cancel`}
        </button>
      </div>
    </div>
  );
}
