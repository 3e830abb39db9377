/**
 * Activity apply: a comment (up to 140 characters) and up to 3 PNG/JPG images of at most 5 MB each,
 * checked here with a message under the field before anything is sent; the comment and chosen
 * images stay when the platform refuses.
 */
import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useId, useState, type ChangeEvent, type FormEvent } from 'react';

import { APPLY_LIMITS } from '#contract/promotion-schemas.ts';

import { useApplyPromotion } from '@/api/promotions/promotion-mutations';
import { FormFooter } from '@/ui/form-footer';

import { checkImages, readDataUrl, type ImageProblem } from './activity-images';

/** After a successful apply the promotion's standing is refetched, which replaces this form. */
export function ActivityApplyForm({ promotionId }: { promotionId: number }) {
  const { t } = useLingui();
  const ids = { comment: useId(), images: useId() };
  const [comment, setComment] = useState('');
  const [files, setFiles] = useState<File[]>([]);
  const [errors, setErrors] = useState<{ comment?: string | null; images?: string | null }>({});
  const apply = useApplyPromotion();
  const length = [...comment].length;

  const imageMessage = (problem: ImageProblem) =>
    ({
      type: t`Only PNG or JPG images can be uploaded.`,
      size: t`Each image must be 5 MB or smaller.`,
      count: t`You can upload at most ${APPLY_LIMITS.images} images.`,
    })[problem];

  const onPick = (event: ChangeEvent<HTMLInputElement>) => {
    const picked = [...(event.target.files ?? [])];
    event.target.value = '';
    const problem = checkImages(files, picked);
    setErrors((prev) => ({ ...prev, images: problem ? imageMessage(problem) : null }));
    if (!problem) setFiles((prev) => [...prev, ...picked]);
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (apply.isPending) return;
    const commentError =
      length > APPLY_LIMITS.commentLength
        ? plural(APPLY_LIMITS.commentLength, {
            one: 'The comment can be at most # character.',
            other: 'The comment can be at most # characters.',
          })
        : null;
    setErrors((prev) => ({ ...prev, comment: commentError }));
    if (commentError) return;
    apply.mutate({ promotionId, comment: comment.trim(), readImages: () => Promise.all(files.map(readDataUrl)) });
  };

  return (
    <form className="auth-form activity-apply" onSubmit={onSubmit} noValidate data-testid="activity-apply-form">
      <div className={`field ${errors.comment ? 'field--error' : ''}`}>
        <label htmlFor={ids.comment}>{t`Comment`}</label>
        <textarea
          id={ids.comment}
          rows={3}
          value={comment}
          onChange={(e) => setComment(e.target.value)}
          aria-invalid={errors.comment ? true : undefined}
          aria-describedby={`${ids.comment}-count`}
        />
        <p
          id={`${ids.comment}-count`}
          className={`activity-apply__count ${length > APPLY_LIMITS.commentLength ? 'activity-apply__count--over' : ''}`}
        >
          {`${length} / ${APPLY_LIMITS.commentLength}`}
        </p>
        {errors.comment && (
          <p className="field__error" role="alert">
            {errors.comment}
          </p>
        )}
      </div>
      <div className={`field ${errors.images ? 'field--error' : ''}`}>
        <label htmlFor={ids.images}>{t`Images (PNG or JPG, up to 5 MB each, at most 3)`}</label>
        <input
          id={ids.images}
          type="file"
          accept="image/png,image/jpeg"
          multiple
          onChange={onPick}
          disabled={files.length >= APPLY_LIMITS.images}
          aria-invalid={errors.images ? true : undefined}
          data-testid="activity-images"
        />
        {errors.images && (
          <p className="field__error" role="alert" data-testid="activity-images-error">
            {errors.images}
          </p>
        )}
        {files.length > 0 && (
          <ul className="activity-apply__files" data-testid="activity-files">
            {files.map((file, index) => (
              <li key={`${file.name}-${index}`}>
                <span>{file.name}</span>
                <button
                  type="button"
                  className="link-button"
                  onClick={() => setFiles((prev) => prev.filter((_, i) => i !== index))}
                >
                  {t`Remove`}
                </button>
              </li>
            ))}
          </ul>
        )}
      </div>
      <FormFooter
        error={apply.error}
        isPending={apply.isPending}
        submitLabel={t({ message: 'Apply', context: 'promotion' })}
      />
    </form>
  );
}
