/** A "one team member" filter for the agent reports; empty = the whole team. */
import { useLingui } from '@lingui/react/macro';
import { useState, type FormEvent } from 'react';

import { Field } from '@/ui/field';

export function UsernameFilter({ onApply }: { onApply: (username: string) => void }) {
  const { t } = useLingui();
  const [typed, setTyped] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onApply(typed.trim());
  };
  return (
    <form className="agent-search" role="search" onSubmit={submit}>
      <Field label={t`Team member (empty: whole team)`} name="username" value={typed} onChange={setTyped} />
      <button type="submit" className="button button--ghost">
        {t({ message: 'Apply', context: 'filter' })}
      </button>
    </form>
  );
}
