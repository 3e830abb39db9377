/** Set or change the nickname; the rule is checked here and again by the platform (taken → under the field). */
import { useLingui } from '@lingui/react/macro';
import { useState, type FormEvent } from 'react';

import { useSetNickname } from '@/api/profile/profile-mutations';
import { useDraft } from '@/hooks/use-draft';
import { clearDraft } from '@/stores/draft-store';
import { Field } from '@/ui/field';
import { FormFooter } from '@/ui/form-footer';
import { placeServerError } from '@/ui/form/server-errors';

import { checkNickname, tidyNickname } from './nickname-rule';

const DRAFT = 'nickname';

export function NicknameForm({ current }: { current: string | null }) {
  const { t, i18n } = useLingui();
  const [values, set] = useDraft(DRAFT, { nickname: current ?? '' });
  const value = values.nickname;
  const setValue = (next: string) => set('nickname', next);
  const [error, setError] = useState<{ nickname?: string | null; form?: string | null }>({});
  const [done, setDone] = useState(false);
  const save = useSetNickname();

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (save.isPending) return;
    setDone(false);
    const problem = checkNickname(value);
    if (problem) {
      setError({
        nickname:
          problem === 'empty'
            ? t`Enter a nickname.`
            : t`2 to 20 letters, numbers, spaces, _ - or . (start with a letter or number).`,
      });
      return;
    }
    setError({});
    save.mutate(tidyNickname(value), {
      onSuccess: () => {
        clearDraft(DRAFT);
        setDone(true);
      },
      onError: (e) => {
        const placed = placeServerError(e, { shown: ['nickname'] }, i18n);
        setError({ [placed.target]: placed.message });
      },
    });
  };

  return (
    <form className="wallet-form security-section" onSubmit={onSubmit} noValidate data-testid="nickname-form">
      <h3>{t`Nickname`}</h3>
      <Field
        label={t`Nickname`}
        name="nickname"
        maxLength={40}
        autoComplete="nickname"
        value={value}
        onChange={setValue}
        error={error.nickname}
        hint={t`2 to 20 letters, numbers, spaces, _ - or .`}
      />
      <FormFooter
        error={error.form}
        success={done ? t`Nickname saved.` : null}
        isPending={save.isPending}
        submitLabel={current ? t`Change nickname` : t`Set nickname`}
        isBlock={false}
      />
    </form>
  );
}
