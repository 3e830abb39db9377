/**
 * Activity apply: a comment (up to 140 characters) and up to 3 PNG/JPG images of at most 5 MB each,
 * checked here with a message under the field before anything is sent (a refused image is never
 * added); the comment and chosen images stay when the platform refuses.
 */
import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useId, type ChangeEvent } from 'react';
import * as v from 'valibot';

import { APPLY_LIMITS } from '#contract/promotion-schemas.ts';

import { useApplyPromotion } from '@/api/promotions/promotion-mutations';
import { FormFooter } from '@/ui/form-footer';
import { chosen, textField } from '@/ui/form/form-rules';
import { useForm } from '@/ui/form/use-form';

import { checkImages, readDataUrl } from './activity-images';

/** After a successful apply the promotion's standing is refetched, which replaces this form. */
export function ActivityApplyForm({ promotionId }: { promotionId: number }) {
  const { t } = useLingui();
  const ids = { comment: useId(), images: useId() };
  const apply = useApplyPromotion();

  const schema = v.object({
    comment: textField((typed) =>
      [...typed].length > APPLY_LIMITS.commentLength
        ? plural(APPLY_LIMITS.commentLength, {
            one: 'The comment can be at most # character.',
            other: 'The comment can be at most # characters.',
          })
        : null,
    ),
    images: chosen((files: readonly File[]) => {
      const problem = checkImages([], files);
      if (problem === 'type') return t`Only PNG or JPG images can be uploaded.`;
      if (problem === 'size') return t`Each image must be 5 MB or smaller.`;
      return problem === 'count' ? t`You can upload at most ${APPLY_LIMITS.images} images.` : null;
    }),
  });
  const form = useForm({
    schema,
    initial: { comment: '', images: [] as readonly File[] },
    isPending: apply.isPending,
    onSubmit: ({ comment, images }) =>
      apply.mutate(
        { promotionId, comment: comment.trim(), readImages: () => Promise.all(images.map(readDataUrl)) },
        { onError: form.fail },
      ),
  });
  const { values, errors } = form;
  const comment = form.field('comment');
  const length = [...values.comment].length;

  const onPick = (event: ChangeEvent<HTMLInputElement>) => {
    const picked = [...(event.target.files ?? [])];
    event.target.value = '';
    form.choose('images', [...values.images, ...picked]);
  };

  return (
    <form className="auth-form activity-apply" onSubmit={form.onSubmit} noValidate data-testid="activity-apply-form">
      <div className={`field ${errors.comment ? 'field--error' : ''}`}>
        <label htmlFor={ids.comment}>{t`Comment`}</label>
        <textarea
          id={ids.comment}
          name={comment.name}
          rows={3}
          value={comment.value}
          onChange={(e) => comment.onChange(e.target.value)}
          onBlur={comment.onBlur}
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
          name="images"
          type="file"
          accept="image/png,image/jpeg"
          multiple
          onChange={onPick}
          disabled={values.images.length >= APPLY_LIMITS.images}
          aria-invalid={errors.images ? true : undefined}
          data-testid="activity-images"
        />
        {errors.images && (
          <p className="field__error" role="alert" data-testid="activity-images-error">
            {errors.images}
          </p>
        )}
        {values.images.length > 0 && (
          <ul className="activity-apply__files" data-testid="activity-files">
            {values.images.map((file, index) => (
              <li key={`${file.name}-${index}`}>
                <span>{file.name}</span>
                <button
                  type="button"
                  className="link-button"
                  onClick={() =>
                    form.set(
                      'images',
                      values.images.filter((_, i) => i !== index),
                    )
                  }
                >
                  {t`Remove`}
                </button>
              </li>
            ))}
          </ul>
        )}
      </div>
      <FormFooter
        error={form.formError}
        isPending={apply.isPending}
        submitLabel={t({ message: 'Apply', context: 'promotion' })}
      />
    </form>
  );
}
