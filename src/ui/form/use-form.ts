/**
 * The one way a form holds its values and messages. The values are mostly strings (what inputs
 * hold), kept in the form's draft (`useDraft`: an error, a lost connection or a closed dialog never
 * loses them) except `transient` ones (codes, which expire); a value that is not text (files from a
 * picker) stays in memory only. A valibot schema checks them; its messages are the field messages,
 * built in render with `t` so they are translated. A typed field is judged when it loses focus
 * after the user changed it, again while it shows a message, and all fields on submit, which
 * focuses the first field in trouble; a chosen value (`choose`) is judged at once. A refused call
 * goes through the one table of refusals (`server-errors.ts`): under its field, focused, or to the
 * form's footer. Submitting again while a call is on its way does nothing (`isPending`): a money
 * form sends once.
 */
import { useLingui } from '@lingui/react/macro';
import { useRef, useState, type FocusEvent, type FormEvent } from 'react';
import * as v from 'valibot';

import { useDraft } from '@/hooks/use-draft';
import { clearDraft } from '@/stores/draft-store';

import { placeServerError, type PlacementContext } from './server-errors';

type Values = Record<string, unknown>;
/** The keys of the values that are text: typed into an input, drafted unless transient. */
type TextKey<T> = { [K in keyof T & string]: T[K] extends string ? K : never }[keyof T & string];
/**
 * A message per field, `form` for the footer, or a check that holds no text (a slider's proof);
 * null or missing: nothing to say.
 */
export type FormErrors<T extends Values> = Partial<Record<(keyof T & string) | 'form' | (string & {}), string | null>>;

export interface FormOptions<T extends Values, TOut> {
  /** Checks the values; its issues' messages (translated) show under the fields their path names. */
  schema: v.GenericSchema<T, TOut>;
  /** The values before the user typed, in the order the fields are on screen. */
  initial: T;
  /** The draft's name: the values outlive an error or a closed dialog until `reset`. */
  draft?: string;
  /** Fields never drafted (a one-time code expires; it stays in memory only). */
  transient?: readonly TextKey<T>[];
  /** Values that stay after a success (terms a user sends again: an offer's conditions, a type). */
  keptOnReset?: readonly (keyof T & string)[];
  /** A call for this form is on its way: a submit does nothing. */
  isPending?: boolean;
  /** How refusals are placed (besides the fields on screen, which are the values' keys). */
  placement?: Omit<PlacementContext, 'shown'> & { shown?: readonly string[] };
  /** The checked values, once every field passes. */
  onSubmit: (output: TOut) => void;
}

/** What a `Field` takes for one value: spread `{...form.field('amount')}`. */
export interface FieldBinding {
  name: string;
  value: string;
  onChange: (value: string) => void;
  onBlur: (event: FocusEvent<HTMLElement>) => void;
  error: string | null | undefined;
}

/** The message of each field the schema refuses (the first issue of each). */
export function issuesByField(schema: v.GenericSchema, values: Values): Record<string, string> {
  const result = v.safeParse(schema, values);
  if (result.success) return {};
  const found: Record<string, string> = {};
  for (const issue of result.issues) {
    const key = String(v.getDotPath(issue) ?? 'form').split('.')[0] ?? 'form';
    found[key] ??= issue.message;
  }
  return found;
}

/** Focuses the first control in the form (in screen order) whose name has a message. */
function focusFirst(form: HTMLFormElement | null, errors: Readonly<Record<string, unknown>>): void {
  if (!form) return;
  for (const element of Array.from(form.elements)) {
    const name = element.getAttribute('name');
    if (name && errors[name] && element instanceof HTMLElement) {
      element.focus();
      return;
    }
  }
}

export function useForm<T extends Values, TOut>(options: FormOptions<T, TOut>) {
  const { i18n } = useLingui();
  const { schema, initial, draft, transient = [], keptOnReset: keep = [], isPending = false, placement } = options;
  const texts = Object.fromEntries(Object.entries(initial).filter(([, value]) => typeof value === 'string'));
  const drafted = useDraft(draft ?? '', texts as Record<string, string>);
  const [local, setLocal] = useState<Values>(() => ({ ...initial }));
  const [errors, setErrors] = useState<FormErrors<T>>({});
  const changed = useRef(new Set<string>());
  const submitted = useRef(false);
  const formRef = useRef<HTMLFormElement | null>(null);

  const isDrafted = (name: string) => draft !== undefined && name in texts && !transient.some((key) => key === name);
  const values = Object.fromEntries(
    Object.keys(initial).map((name) => [name, isDrafted(name) ? drafted[0][name] : local[name]]),
  ) as T;

  const messageOf = (name: string, next: Values) => issuesByField(schema, next)[name] ?? null;
  const judge = (name: string, next: Values) => {
    const message = messageOf(name, next);
    setErrors((old) => ({ ...old, [name]: message }));
  };
  const store = (name: string, value: unknown) => {
    changed.current.add(name);
    if (isDrafted(name) && typeof value === 'string') drafted[1](name, value);
    else setLocal((old) => ({ ...old, [name]: value }));
  };

  const set = <K extends keyof T & string>(name: K, value: T[K]) => {
    store(name, value);
    // A message already shown follows the value, so it goes as soon as the value is right.
    if (errors[name]) judge(name, { ...values, [name]: value });
  };

  /**
   * A value chosen at once (files from a picker) is judged now and taken only when it passes: a
   * refused choice shows its message and leaves `refused` (by default what the field held), so a
   * refused file never joins the chosen ones. Says whether the choice was taken.
   */
  const choose = <K extends keyof T & string>(name: K, value: T[K], refused: T[K] = values[name]): boolean => {
    const message = messageOf(name, { ...values, [name]: value });
    setErrors((old) => ({ ...old, [name]: message }));
    store(name, message ? refused : value);
    return message === null;
  };

  const field = (name: TextKey<T>): FieldBinding => ({
    name,
    value: (values[name] as string | undefined) ?? '',
    onChange: (value) => set(name, value as T[typeof name]),
    onBlur: () => {
      if (changed.current.has(name) || submitted.current) judge(name, values);
    },
    error: errors[name],
  });

  /** Shows a refused call's message under its field (focused) or in the footer; the values stay. */
  const fail = (error: unknown) => {
    const shown = placement?.shown ?? Object.keys(initial);
    const placed = placeServerError(error, { ...placement, shown }, i18n);
    setErrors({ [placed.target]: placed.message } as FormErrors<T>);
    if (placed.target !== 'form') focusFirst(formRef.current, { [placed.target]: true });
  };

  /** Forgets the values (after success): the draft, the codes, the messages, all but `keptOnReset`. */
  const reset = () => {
    if (draft !== undefined) clearDraft(draft);
    for (const name of keep) if (isDrafted(name)) drafted[1](name, values[name] as string);
    setLocal({ ...initial, ...Object.fromEntries(keep.map((name) => [name, values[name]])) });
    setErrors({});
    changed.current.clear();
    submitted.current = false;
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    formRef.current = event.currentTarget;
    if (isPending) return;
    submitted.current = true;
    const result = v.safeParse(schema, values);
    if (!result.success) {
      const found = issuesByField(schema, values);
      setErrors(found as FormErrors<T>);
      focusFirst(event.currentTarget, found);
      return;
    }
    setErrors({});
    options.onSubmit(result.output);
  };

  return { values, set, choose, field, errors, setErrors, formError: errors.form ?? null, fail, reset, onSubmit };
}
