/**
 * "I did not receive it": optionally the part that did arrive (a partial payout), then a PNG or
 * JPEG proof (≤ 5 MB), previewed, then sent. A refused file is not kept: the field is empty again.
 */
import { useLingui } from '@lingui/react/macro';
import { useId, type ChangeEvent } from 'react';
import * as v from 'valibot';

import { Field } from '@/ui/field';
import { FormError } from '@/ui/form-error';
import { chosen, textField } from '@/ui/form/form-rules';
import { useForm } from '@/ui/form/use-form';

import { chooseProof, PROOF_ACCEPT, proofMessage, proofProblem, type ChosenProof } from './proof-file';
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
  /**
   * `part`: what did arrive (wire form), or null when nothing did; `onRefused` places the
   * platform's refusal in this form.
   */
  onSubmit: (proof: Proof, part: string | null, onRefused: (error: unknown) => void) => void;
  onCancel: () => void;
}

export function ProofUpload({ isBusy, withdrawalAmount, format, onSubmit, onCancel }: ProofUploadProps) {
  const { t, i18n } = useLingui();
  const id = useId();
  const partOf = (typed: string) => checkReceivedPart(typed, withdrawalAmount, i18n, format);

  const schema = v.object({
    receivedAmount: textField((typed) => {
      const part = partOf(typed);
      return part.ok ? null : part.message;
    }),
    proof: chosen((proof: ChosenProof | null) => {
      const problem = proofProblem(proof);
      return problem ? proofMessage(i18n, problem) : null;
    }),
  });
  const form = useForm({
    schema,
    initial: { receivedAmount: '', proof: null as ChosenProof | null },
    isPending: isBusy,
    onSubmit: ({ receivedAmount, proof }) => {
      const part = partOf(receivedAmount);
      if (!part.ok || !proof?.dataUrl) return;
      onSubmit({ dataUrl: proof.dataUrl, signature: proof.signature }, part.part, form.fail);
    },
  });
  const { proof } = form.values;
  const problem = form.errors.proof;

  const onPick = async (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.target;
    const file = input.files?.[0];
    if (!file) return form.set('proof', null);
    if (!form.choose('proof', await chooseProof(file), null)) input.value = '';
  };

  return (
    <form className="proof-upload" onSubmit={form.onSubmit} noValidate>
      <Field
        label={t`Amount that did arrive (leave empty if nothing arrived)`}
        inputMode="decimal"
        autoComplete="off"
        {...form.field('receivedAmount')}
        disabled={isBusy}
        data-testid="received-part"
      />
      <label htmlFor={`${id}-file`}>{t`Proof that the money did not arrive (PNG or JPEG, up to 5 MB)`}</label>
      <input
        id={`${id}-file`}
        name="proof"
        type="file"
        accept={PROOF_ACCEPT}
        data-testid="proof-input"
        aria-invalid={problem ? true : undefined}
        aria-describedby={problem ? `${id}-error` : undefined}
        onChange={(e) => void onPick(e)}
        disabled={isBusy}
      />
      {problem && (
        <p id={`${id}-error`} className="field__error" role="alert" data-testid="proof-error">
          {problem}
        </p>
      )}
      {proof?.dataUrl && (
        <img
          className="proof-upload__preview"
          src={proof.dataUrl}
          alt={t`Preview of the chosen proof`}
          data-testid="proof-preview"
        />
      )}
      <FormError error={form.formError} isFocused />
      <div className="wallet-actions">
        <button type="submit" className="button button--primary" data-testid="submit-proof" disabled={isBusy}>
          {isBusy ? t`Sending…` : t`Send proof`}
        </button>
        <button type="button" className="button button--ghost" onClick={onCancel} disabled={isBusy}>
          {t`Cancel`}
        </button>
      </div>
    </form>
  );
}
