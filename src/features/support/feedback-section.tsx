/**
 * Feedback and complaints (help centre): type, text within the platform's length bounds and, for
 * guests, a contact; members see their own submissions with the state and support's answer.
 */
import { plural, t } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import * as v from 'valibot';
import { useSnapshot } from 'valtio';

import { FEEDBACK_CONTACT_LENGTH, FEEDBACK_TYPES, type FeedbackType } from '#contract/content-schemas.ts';

import { useSubmitFeedback } from '@/api/content/content-mutations';
import { feedbackQueries } from '@/api/content/content-queries';
import { formatDateTime } from '@/lib/date-format';
import { sessionState } from '@/stores/session-store';
import { Field } from '@/ui/field';
import { textField } from '@/ui/form/form-rules';
import { useForm } from '@/ui/form/use-form';
import { QueryState } from '@/ui/query-state';

import '@/styles/content.css';

import { FormFooter } from '@/ui/form-footer';

export function FeedbackSection() {
  const { t } = useLingui();
  const id = useId();
  const { token } = useSnapshot(sessionState);
  const settings = useQuery(feedbackQueries.settings()).data;
  const mine = useQuery(feedbackQueries.mine(token, 1));
  const [sent, setSent] = useState(false);
  const feedback = useSubmitFeedback();
  const isBusy = feedback.isPending;
  const typeLabels: Record<FeedbackType, string> = { feedback: t`Feedback`, complaint: t`Complaint` };

  const schema = v.object({
    type: v.picklist(FEEDBACK_TYPES),
    content: textField((typed) => {
      const length = [...typed.trim()].length;
      if (settings && length > settings.maxLength)
        return plural(settings.maxLength, { one: 'Write at most # character.', other: 'Write at most # characters.' });
      if (settings && length < settings.minLength)
        return plural(settings.minLength, {
          one: 'Write at least # character.',
          other: 'Write at least # characters.',
        });
      return null;
    }),
    contact: textField((typed) =>
      !token && !typed.trim() ? t`Leave an e-mail address or phone number so we can answer you.` : null,
    ),
  });
  const form = useForm({
    schema,
    initial: { type: 'feedback', content: '', contact: '' },
    // Another message goes to the same place, of the same kind.
    keptOnReset: ['type', 'contact'],
    isPending: isBusy,
    onSubmit: (typed) => {
      const contact = typed.contact.trim();
      feedback.mutate(
        { type: typed.type, content: typed.content.trim(), ...(contact ? { contact } : {}) },
        {
          onSuccess: () => {
            form.reset();
            setSent(true);
          },
          onError: form.fail,
        },
      );
    },
  });
  const { values, errors } = form;
  const content = form.field('content');
  const length = [...values.content.trim()].length;

  return (
    <section className="help-section feedback-section" aria-labelledby={`${id}-title`} data-testid="feedback">
      <h2 id={`${id}-title`}>{t`Feedback and complaints`}</h2>
      <form
        className="feedback-form"
        // A new attempt hides the last thanks, whether or not it passes the checks.
        onSubmit={(e) => (setSent(false), form.onSubmit(e))}
        noValidate
      >
        <fieldset className="feedback-form__types">
          <legend>{t`Type`}</legend>
          {FEEDBACK_TYPES.map((value) => (
            <label key={value}>
              <input
                type="radio"
                name={`${id}-type`}
                value={value}
                checked={values.type === value}
                onChange={() => form.set('type', value)}
              />
              {typeLabels[value]}
            </label>
          ))}
        </fieldset>
        <div className={`field ${errors.content ? 'field--error' : ''}`}>
          <label htmlFor={`${id}-content`}>{t`Your message`}</label>
          <textarea
            id={`${id}-content`}
            name={content.name}
            value={content.value}
            rows={5}
            maxLength={settings?.maxLength}
            onChange={(e) => content.onChange(e.target.value)}
            onBlur={content.onBlur}
            aria-invalid={errors.content ? true : undefined}
            aria-describedby={`${id}-count${errors.content ? ` ${id}-error` : ''}`}
          />
          <span id={`${id}-count`} className="content-note">
            {settings ? countNote(length, settings.minLength, settings.maxLength) : ''}
          </span>
          {errors.content && (
            <p id={`${id}-error`} className="field__error" role="alert">
              {errors.content}
            </p>
          )}
        </div>
        {!token && (
          <Field
            label={t`Contact (e-mail or phone)`}
            {...form.field('contact')}
            maxLength={FEEDBACK_CONTACT_LENGTH}
            autoComplete="email"
          />
        )}
        <FormFooter
          error={form.formError}
          success={sent ? t`Thank you. Your message was sent to support.` : null}
          isPending={isBusy}
          submitLabel={t`Send`}
          isBlock={false}
        />
      </form>
      {token && (
        <>
          <h3>{t`My submissions`}</h3>
          <QueryState
            query={mine}
            isEmpty={(d) => d.content.length === 0}
            emptyText={t`You have not sent any feedback yet.`}
          >
            {(data) => (
              <ul className="feedback-list">
                {data.content.map((item) => (
                  <li key={item.id} data-testid="my-feedback" data-state={item.state}>
                    <div className="feedback-list__head">
                      <strong>{typeLabels[item.type]}</strong>
                      <span className={`feedback-state feedback-state--${item.state.toLowerCase()}`}>
                        {item.state === 'OPEN' ? t`Waiting for an answer` : t`Answered`}
                      </span>
                      <time dateTime={new Date(item.createdAt).toISOString()}>{formatDateTime(item.createdAt)}</time>
                    </div>
                    <p className="feedback-list__text">{item.content}</p>
                    {item.answer && (
                      <p className="feedback-list__answer">
                        <strong>{t`Support:`}</strong> {item.answer}
                      </p>
                    )}
                  </li>
                ))}
              </ul>
            )}
          </QueryState>
        </>
      )}
    </section>
  );
}

/** "12 of 10–500 characters": the plural follows the largest number, the one next to the word. */
function countNote(length: number, min: number, max: number): string {
  return t({
    message: plural(max, { one: `${length} of ${min}–# character`, other: `${length} of ${min}–# characters` }),
    comment: 'length: characters typed so far; min and # (max): the allowed number of characters',
  });
}
