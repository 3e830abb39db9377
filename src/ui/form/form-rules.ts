/**
 * The app's checks as valibot schema pieces for `useForm`. The checks are written as "the message,
 * or null" (pure functions in `lib/` or a feature's `*-validation.ts`, translated by the i18n they
 * are given): `rule` makes one a field's check, `textFields` makes a form's schema from a checker
 * of all its values at once (fields that depend on each other: a confirmation, a choice of tab),
 * `chosen` checks a value that is not text (the files of a picker).
 */
import * as v from 'valibot';

/** A string field's check: `message(value)` is its message, or null when the value is right. */
export function rule(message: (value: string) => string | null | undefined) {
  return v.rawCheck<string>(({ dataset, addIssue }) => {
    if (!dataset.typed) return;
    const found = message(dataset.value);
    if (found) addIssue({ message: found });
  });
}

/** A string field with its check. */
export function textField(message: (value: string) => string | null | undefined) {
  return v.pipe(v.string(), rule(message));
}

/** A chosen value's check (a list of files, a read image): `message(value)` is its message, or null when it is right. */
export function chosen<TValue>(message: (value: TValue) => string | null | undefined) {
  return v.pipe(
    v.custom<TValue>(() => true),
    v.rawCheck<TValue>(({ dataset, addIssue }) => {
      if (!dataset.typed) return;
      const found = message(dataset.value);
      if (found) addIssue({ message: found });
    }),
  );
}

/** Messages by field; also `form` (the footer) or a check that holds no text (`slider`). */
type Messages<K extends string> = Partial<Record<K | 'form' | (string & {}), string | null | undefined>>;

/**
 * A schema over string fields `keys`, checked by `validate` all at once: each message it returns
 * goes under its field (`form`: the footer).
 */
export function textFields<K extends string>(keys: readonly K[], validate: (values: Record<K, string>) => Messages<K>) {
  const entries = Object.fromEntries(keys.map((key) => [key, v.string()])) as Record<K, v.StringSchema<undefined>>;
  return v.pipe(
    v.object(entries),
    v.rawCheck(({ dataset, addIssue }) => {
      if (!dataset.typed) return;
      const values = dataset.value as Record<K, string>;
      for (const [key, message] of Object.entries(validate(values))) {
        if (!message) continue;
        const value = key in values ? values[key as K] : undefined;
        addIssue({
          message,
          path: [{ type: 'object', origin: 'value', input: values, key, value }],
        });
      }
    }),
  );
}
