/**
 * The chat room modal: the member's conversation with support, polled while open
 * (TanStack Query refetchInterval), plain text only (React renders it as text), length-limited.
 */
import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { useSnapshot } from 'valtio';

import { CHAT_LIMITS } from '#contract/content-schemas.ts';

import { errorText } from '@/api/api-error-messages';
import { useSendChatMessage } from '@/api/content/content-mutations';
import { chatQueries } from '@/api/content/content-queries';
import { formatDateTime } from '@/lib/date-format';
import { sessionState } from '@/stores/session-store';

import '@/styles/content.css';

import { FormError } from '@/ui/form-error';

/** The chat room's body (`?modal=chatRoom`, a row of the screen table's dialogs: for a session). */
export function ChatRoomDialog() {
  const { t, i18n } = useLingui();
  const id = useId();
  const { token } = useSnapshot(sessionState);
  const messages = useQuery({ ...chatQueries.messages(token), enabled: token !== null });
  const [draft, setDraft] = useState('');
  const [error, setError] = useState<string | null>(null);
  const sending = useSendChatMessage();
  const isSending = sending.isPending;
  const logRef = useRef<HTMLOListElement>(null);
  const count = messages.data?.messages.length ?? 0;

  useEffect(() => {
    // Keep the newest message in view as the conversation grows.
    logRef.current?.lastElementChild?.scrollIntoView({ block: 'end' });
  }, [count]);

  const send = (event?: FormEvent) => {
    event?.preventDefault();
    const text = draft.trim();
    if (!text || isSending) return;
    if (text.length > CHAT_LIMITS.contentLength)
      return setError(
        plural(CHAT_LIMITS.contentLength, { one: 'At most # character.', other: 'At most # characters.' }),
      );
    setError(null);
    sending.mutate(text, { onSuccess: () => setDraft(''), onError: (e) => setError(errorText(e, i18n)) });
  };
  // Enter sends, Shift+Enter starts a new line.
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      send();
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
        <form className="chat-room__form" onSubmit={send}>
          <label htmlFor={`${id}-draft`} className="visually-hidden">{t`Message`}</label>
          <textarea
            id={`${id}-draft`}
            value={draft}
            rows={2}
            maxLength={CHAT_LIMITS.contentLength}
            onChange={(e) => setDraft(e.target.value)}
            onKeyDown={onKeyDown}
            placeholder={t`Type a message`}
          />
          <button type="submit" className="button button--primary" disabled={isSending || !draft.trim()}>
            {t`Send`}
          </button>
        </form>
        <FormError error={error} />
      </div>
    </>
  );
}
