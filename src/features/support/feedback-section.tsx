/**
 * Feedback and complaints (help centre): type, text within the platform's length bounds and, for
 * guests, a contact; members see their own submissions with the state and support's answer.
 */
import { plural, t } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { useSnapshot } from 'valtio';

import { FEEDBACK_CONTACT_LENGTH, FEEDBACK_TYPES, type FeedbackType } from '#contract/content-schemas.ts';

import { errorText } from '@/api/api-error-messages';
import { useSubmitFeedback } from '@/api/content/content-mutations';
import { feedbackQueries } from '@/api/content/content-queries';
import { formatDateTime } from '@/lib/date-format';
import { sessionState } from '@/stores/session-store';
import { Field } from '@/ui/field';
import { QueryState } from '@/ui/query-state';

import '@/styles/content.css';

import { FormFooter } from '@/ui/form-footer';

export function FeedbackSection() {
  const { t, i18n } = useLingui();
  const id = useId();
  const { token } = useSnapshot(sessionState);
  const settings = useQuery(feedbackQueries.settings()).data;
  const mine = useQuery(feedbackQueries.mine(token, 1));
  const [type, setType] = useState<FeedbackType>('feedback');
  const [content, setContent] = useState('');
  const [contact, setContact] = useState('');
  const [errors, setErrors] = useState<{ content?: string; contact?: string; form?: string }>({});
  const [sent, setSent] = useState(false);
  const feedback = useSubmitFeedback();
  const isBusy = feedback.isPending;
  const typeLabels: Record<FeedbackType, string> = { feedback: t`Feedback`, complaint: t`Complaint` };
  const length = [...content.trim()].length;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSent(false);
    const next: typeof errors = {};
    if (settings && length < settings.minLength)
      next.content = plural(settings.minLength, {
        one: 'Write at least # character.',
        other: 'Write at least # characters.',
      });
    if (settings && length > settings.maxLength)
      next.content = plural(settings.maxLength, {
        one: 'Write at most # character.',
        other: 'Write at most # characters.',
      });
    if (!token && !contact.trim()) next.contact = t`Leave an e-mail address or phone number so we can answer you.`;
    setErrors(next);
    if (Object.keys(next).length > 0) return;
    feedback.mutate(
      { type, content: content.trim(), ...(contact.trim() ? { contact: contact.trim() } : {}) },
      {
        onSuccess: () => {
          setContent('');
          setSent(true);
        },
        onError: (e) => setErrors({ form: errorText(e, i18n) }),
      },
    );
  };

  return (
    <section className="help-section feedback-section" aria-labelledby={`${id}-title`} data-testid="feedback">
      <h2 id={`${id}-title`}>{t`Feedback and complaints`}</h2>
      <form className="feedback-form" onSubmit={(e) => void submit(e)} noValidate>
        <fieldset className="feedback-form__types">
          <legend>{t`Type`}</legend>
          {FEEDBACK_TYPES.map((value) => (
            <label key={value}>
              <input
                type="radio"
                name={`${id}-type`}
                value={value}
                checked={type === value}
                onChange={() => setType(value)}
              />
              {typeLabels[value]}
            </label>
          ))}
        </fieldset>
        <div className={`field ${errors.content ? 'field--error' : ''}`}>
          <label htmlFor={`${id}-content`}>{t`Your message`}</label>
          <textarea
            id={`${id}-content`}
            value={content}
            rows={5}
            maxLength={settings?.maxLength}
            onChange={(e) => setContent(e.target.value)}
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
            value={contact}
            onChange={setContact}
            error={errors.contact}
            maxLength={FEEDBACK_CONTACT_LENGTH}
            autoComplete="email"
          />
        )}
        <FormFooter
          error={errors.form}
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
