/**
 * The chat room modal: the member's conversation with support, polled while open
 * (TanStack Query refetchInterval), plain text only (React renders it as text), length-limited.
 */
import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useId, useRef, type FormEvent, type KeyboardEvent } from 'react';
import { useSnapshot } from 'valtio';

import { CHAT_LIMITS } from '#contract/content-schemas.ts';

import { useSendChatMessage } from '@/api/content/content-mutations';
import { chatQueries } from '@/api/content/content-queries';
import { formatDateTime } from '@/lib/date-format';
import { sessionState } from '@/stores/session-store';
import { textFields } from '@/ui/form/form-rules';
import { useForm } from '@/ui/form/use-form';

import '@/styles/content.css';

import { FormError } from '@/ui/form-error';

/** The chat room's body (`?modal=chatRoom`, a row of the screen table's dialogs: for a session). */
export function ChatRoomDialog() {
  const { t } = useLingui();
  const id = useId();
  const { token } = useSnapshot(sessionState);
  const messages = useQuery({ ...chatQueries.messages(token), enabled: token !== null });
  const sending = useSendChatMessage();
  const isSending = sending.isPending;
  const logRef = useRef<HTMLOListElement>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const count = messages.data?.messages.length ?? 0;

  const form = useForm({
    schema: textFields(['content'], (typed) => ({
      content:
        typed.content.trim().length > CHAT_LIMITS.contentLength
          ? plural(CHAT_LIMITS.contentLength, { one: 'At most # character.', other: 'At most # characters.' })
          : null,
    })),
    initial: { content: '' },
    isPending: isSending,
    onSubmit: (typed) => sending.mutate(typed.content.trim(), { onSuccess: form.reset, onError: form.fail }),
  });
  const draft = form.field('content');

  useEffect(() => {
    // Keep the newest message in view as the conversation grows.
    logRef.current?.lastElementChild?.scrollIntoView({ block: 'end' });
  }, [count]);

  // An empty message is not sent, and says nothing: the button is disabled until something is typed.
  const send = (event: FormEvent<HTMLFormElement>) =>
    draft.value.trim() ? form.onSubmit(event) : event.preventDefault();
  // Enter sends, Shift+Enter starts a new line.
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      formRef.current?.requestSubmit();
    }
  };

  if (!token) return null;
  return (
    <>
      <div className="chat-room" data-testid="chat-room">
        <FormError error={messages.error} />
        <ol
          className="chat-room__log"
          role="log"
          aria-live="polite"
          aria-label={t`Conversation with support`}
          ref={logRef}
        >
          {count === 0 && <li className="content-note">{t`Write to support: we answer here.`}</li>}
          {messages.data?.messages.map((m) => (
            <li
              key={m.id}
              className={`chat-room__message chat-room__message--${m.sender.toLowerCase()}`}
              data-sender={m.sender}
            >
              <span className="chat-room__who">{m.sender === 'MEMBER' ? t`You` : t`Support`}</span>
              <p>{m.content}</p>
              <time dateTime={new Date(m.createdAt).toISOString()}>{formatDateTime(m.createdAt)}</time>
            </li>
          ))}
        </ol>
        <form className="chat-room__form" onSubmit={send} ref={formRef}>
          <label htmlFor={`${id}-draft`} className="visually-hidden">{t`Message`}</label>
          <textarea
            id={`${id}-draft`}
            name={draft.name}
            value={draft.value}
            rows={2}
            maxLength={CHAT_LIMITS.contentLength}
            onChange={(e) => draft.onChange(e.target.value)}
            onKeyDown={onKeyDown}
            placeholder={t`Type a message`}
            aria-invalid={draft.error ? true : undefined}
          />
          <button type="submit" className="button button--primary" disabled={isSending || !draft.value.trim()}>
            {t`Send`}
          </button>
        </form>
        {/* Its one line of trouble stays under the form: the message's length, or why it was not sent. */}
        <FormError error={draft.error ?? form.formError} />
      </div>
    </>
  );
}
