/**
 * The member's avatar: one of the platform's STATIC set, or a CUSTOM picture (PNG, JPEG or WebP up
 * to 1 MB). Image paths are relative to an image CDN and pass the URL allow-list before display.
 */
import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useId, useState, type ChangeEvent } from 'react';
import { useSnapshot } from 'valtio';

import type { AvatarBody } from '#contract/profile-schemas.ts';

import { useSetAvatar } from '@/api/profile/profile-mutations';
import { profileQueries } from '@/api/profile/profile-queries';
import { useImageCdn } from '@/hooks/use-platform-data';
import { readAsDataUrl } from '@/lib/data-url';
import { cdnUrl } from '@/lib/pick-cdn';
import { safeUrl } from '@/lib/safe-url';
import { sessionState } from '@/stores/session-store';
import { placeServerError } from '@/ui/form/server-errors';

import { AVATAR_ACCEPT, checkAvatarFile, type AvatarProblem } from './avatar-file';

export function AvatarSection() {
  const { t, i18n } = useLingui();
  const id = useId();
  const { token } = useSnapshot(sessionState);
  const cdn = useImageCdn();
  const avatar = useQuery(profileQueries.avatar(token));
  const choices = useQuery(profileQueries.staticAvatars());
  const [error, setError] = useState<string | null>(null);
  const saving = useSetAvatar();
  const isBusy = saving.isPending;
  const src = (path: string | null | undefined) => (path ? safeUrl(cdnUrl(cdn, path)) : null);
  const current = src(avatar.data?.avatar);

  const problemText = (problem: AvatarProblem) =>
    problem === 'type'
      ? t`Only PNG, JPEG or WebP images can be used.`
      : problem === 'empty'
        ? t`This file is empty. Choose another image.`
        : t`The image is larger than 1 MB. Choose a smaller image.`;

  const save = (body: AvatarBody) => {
    setError(null);
    saving.mutate(body, { onError: (e) => setError(placeServerError(e, { shown: ['avatar'] }, i18n).message) });
  };

  const onFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const problem = checkAvatarFile(file);
    if (problem) {
      setError(problemText(problem));
      return;
    }
    const image = await readAsDataUrl(file).catch(() => null);
    if (image === null) setError(t`This file could not be read. Choose another image.`);
    else save({ avatarType: 'CUSTOM', image });
  };

  return (
    <section className="security-section" data-testid="avatar-section" aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`}>{t`Avatar`}</h3>
      <div className="profile-avatar">
        {current ? (
          <img
            src={current}
            alt={t`Your avatar`}
            data-testid="current-avatar"
            data-type={avatar.data?.avatarType ?? ''}
            width={72}
            height={72}
          />
        ) : (
          <span>{t`No avatar chosen yet.`}</span>
        )}
        <div className="field">
          <label htmlFor={`${id}-file`}>{t`Upload a picture (PNG, JPEG or WebP, up to 1 MB)`}</label>
          <input
            id={`${id}-file`}
            type="file"
            accept={AVATAR_ACCEPT}
            disabled={isBusy}
            onChange={(e) => void onFile(e)}
            data-testid="avatar-file"
            aria-describedby={error ? `${id}-error` : undefined}
          />
        </div>
      </div>
      <p>{t`Or choose one:`}</p>
      <ul className="avatar-choices">
        {choices.data?.list.map((choice) => {
          const url = src(choice.avatar);
          if (!url) return null;
          const isChosen = avatar.data?.avatarType === 'STATIC' && avatar.data.code === choice.code;
          return (
            <li key={choice.code}>
              <button
                type="button"
                aria-pressed={isChosen}
                disabled={isBusy}
                onClick={() => save({ avatarType: 'STATIC', avatar: choice.code })}
                data-testid="avatar-choice"
                data-code={choice.code}
              >
                <img src={url} alt={t`Avatar ${choice.code}`} width={48} height={48} loading="lazy" />
              </button>
            </li>
          );
        })}
      </ul>
      {error && (
        <p className="field__error" id={`${id}-error`} role="alert" data-testid="avatar-error">
          {error}
        </p>
      )}
    </section>
  );
}
