/** Set or change the nickname; the rule is checked here and again by the platform (taken → under the field). */
import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import * as v from 'valibot';

import { useSetNickname } from '@/api/profile/profile-mutations';
import { Field } from '@/ui/field';
import { FormFooter } from '@/ui/form-footer';
import { useForm } from '@/ui/form/use-form';

import { checkNickname, tidyNickname } from './nickname-rule';

export function NicknameForm({ current }: { current: string | null }) {
  const { t } = useLingui();
  const [done, setDone] = useState(false);
  const save = useSetNickname();
  const schema = v.object({
    nickname: v.pipe(
      v.string(),
      v.check((value) => checkNickname(value) !== 'empty', t`Enter a nickname.`),
      v.check(
        (value) => checkNickname(value) === null,
        t`2 to 20 letters, numbers, spaces, _ - or . (start with a letter or number).`,
      ),
      v.transform(tidyNickname),
    ),
  });
  const form = useForm({
    schema,
    initial: { nickname: current ?? '' },
    draft: 'nickname',
    isPending: save.isPending,
    onSubmit: ({ nickname }) => {
      setDone(false);
      save.mutate(nickname, {
        onSuccess: () => {
          form.reset();
          setDone(true);
        },
        onError: form.fail,
      });
    },
  });

  return (
    <form className="wallet-form security-section" onSubmit={form.onSubmit} noValidate data-testid="nickname-form">
      <h3>{t`Nickname`}</h3>
      <Field
        label={t`Nickname`}
        maxLength={40}
        autoComplete="nickname"
        {...form.field('nickname')}
        hint={t`2 to 20 letters, numbers, spaces, _ - or .`}
      />
      <FormFooter
        error={form.formError}
        success={done ? t`Nickname saved.` : null}
        isPending={save.isPending}
        submitLabel={current ? t`Change nickname` : t`Set nickname`}
        isBlock={false}
      />
    </form>
  );
}
