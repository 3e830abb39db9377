/** A form's values backed by the draft store, marking the form dirty for the update prompt. */
import { useCallback, useEffect } from 'react';
import { useSnapshot } from 'valtio';

import { markFormDirty } from '@/stores/activity-store';
import { draftState, setDraftValue } from '@/stores/draft-store';

/** Returns the form's values (with defaults) and a setter. */
export function useDraft<T extends Record<string, string>>(
  form: string,
  defaults: T,
): [T, (field: keyof T & string, value: string) => void] {
  const snapshot = useSnapshot(draftState);
  const stored = snapshot.forms[form] ?? {};
  const values = { ...defaults, ...stored };
  const isDirty = Object.entries(stored).some(([field, value]) => value !== '' && value !== defaults[field]);
  useEffect(() => (isDirty ? markFormDirty() : undefined), [isDirty]);
  const set = useCallback((field: keyof T & string, value: string) => setDraftValue(form, field, value), [form]);
  return [values, set];
}
