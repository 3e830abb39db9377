/**
 * The one way a form holds its values and messages. The values are mostly strings (what inputs
 * hold), kept in the form's draft (`useDraft`: an error, a lost connection or a closed dialog never
 * loses them) except `transient` ones (codes, which expire); a value that is not text (files from a
 * picker) stays in memory only. A valibot schema checks them; its messages are the field messages,
 * built in render with `t` so they are translated (and from what is on screen: a schema may change
 * from one render to the next, as the fields shown do). A typed field is judged when it loses focus
 * after the user changed it, again while it shows a message, and all fields on submit, which
 * focuses the first field in trouble; a chosen value (`choose`) is judged at once. Focus moving to a
 * button is not leaving: the button checks for itself (submit, send code), and a message appearing
 * between press and release would move the button from under the pointer and swallow the click. A
 * refused call goes through the one table of refusals (`server-errors.ts`): under its field,
 * focused, or to the form's footer; a refusal stays until its field's value changes (leaving the
 * field keeps it). Submitting again while a call is on its way does nothing (`isPending`): a money
 * form sends once.
 */
import { useLingui } from '@lingui/react/macro';
import { useRef, useState, type FocusEvent, type FormEvent } from 'react';
import * as v from 'valibot';

import { useDraft } from '@/hooks/use-draft';
import { clearDraft } from '@/stores/draft-store';

import { placeServerError, type ErrorPlacement, type PlacementContext } from './server-errors';

type Values = Record<string, unknown>;
/** The keys of the values that are text: typed into an input, drafted unless transient. */
type TextKey<T> = { [K in keyof T & string]: T[K] extends string ? K : never }[keyof T & string];
/**
 * A message per field, `form` for the footer, or a check that holds no text (a slider's proof);
 * null or missing: nothing to say.
 */
export type FormErrors<T extends Values> = Partial<Record<(keyof T & string) | 'form' | (string & {}), string | null>>;

type Placement = Omit<PlacementContext, 'shown'> & { shown?: readonly string[] };

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
  /**
   * How refusals are placed (the fields on screen are the values' keys unless `shown` says
   * otherwise); a function when it depends on what was typed (a typed invitation code, or the link's).
   */
  placement?: Placement | ((values: T) => Placement);
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
  /** Fields showing a refusal (the platform's, or the form's own words for one): kept until their value changes. */
  const refused = useRef(new Set<string>());
  const submitted = useRef(false);
  const formRef = useRef<HTMLFormElement | null>(null);

  const isDrafted = (name: string) => draft !== undefined && name in texts && !transient.some((key) => key === name);
  const values = Object.fromEntries(
    Object.keys(initial).map((name) => [name, isDrafted(name) ? drafted[0][name] : local[name]]),
  ) as T;

  const messageOf = (name: string, next: Values) => issuesByField(schema, next)[name] ?? null;
  /** Shows the schema's message for one field; true when it has none. A refusal shown stays unless the schema has a message. */
  const judge = (name: string, next: Values): boolean => {
    const message = messageOf(name, next);
    if (!message && refused.current.has(name)) return true;
    refused.current.delete(name);
    setErrors((old) => ({ ...old, [name]: message }));
    return message === null;
  };
  const store = (name: string, value: unknown) => {
    changed.current.add(name);
    refused.current.delete(name);
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
   * refused choice shows its message and keeps `fallback` (by default what the field held), so a
   * refused file never joins the chosen ones. Says whether the choice was taken.
   */
  const choose = <K extends keyof T & string>(name: K, value: T[K], fallback: T[K] = values[name]): boolean => {
    const message = messageOf(name, { ...values, [name]: value });
    setErrors((old) => ({ ...old, [name]: message }));
    store(name, message ? fallback : value);
    return message === null;
  };

  const field = (name: TextKey<T>): FieldBinding => ({
    name,
    value: (values[name] as string | undefined) ?? '',
    onChange: (value) => set(name, value as T[typeof name]),
    onBlur: (event) => {
      if (event.relatedTarget instanceof HTMLButtonElement) return;
      if (changed.current.has(name) || submitted.current) judge(name, values);
    },
    error: errors[name],
  });

  const place = (error: unknown): ErrorPlacement => {
    const context = typeof placement === 'function' ? placement(values) : placement;
    return placeServerError(error, { ...context, shown: context?.shown ?? Object.keys(initial) }, i18n);
  };

  /**
   * Shows refusals the form words itself (a check made before the call, another service's answer)
   * in place of every message, focusing the first field they name; the values stay.
   */
  const refuse = (messages: FormErrors<T>) => {
    refused.current = new Set(Object.keys(messages).filter((name) => messages[name]));
    setErrors(messages);
    focusFirst(formRef.current, messages);
  };

  /** Shows a refused call's message under its field (focused) or in the footer; the values stay. */
  const fail = (error: unknown): ErrorPlacement => {
    const placed = place(error);
    refuse({ [placed.target]: placed.message } as FormErrors<T>);
    return placed;
  };

  /** A refused side request (sending a code): its message joins those shown, and focus stays where it is. */
  const failAlongside = (error: unknown): ErrorPlacement => {
    const placed = place(error);
    refused.current.add(placed.target);
    setErrors((old) => ({ ...old, [placed.target]: placed.message }));
    return placed;
  };

  /** Judges one field now (a send-code button checks the number first); true when it may be used. */
  const check = (name: keyof T & string): boolean => judge(name, values);

  /** Empties a spent value (a single-use captcha code) without judging it: its message stays. */
  const clearValue = (name: TextKey<T>) => {
    changed.current.delete(name);
    const empty = (initial[name] as string | undefined) ?? '';
    if (isDrafted(name)) drafted[1](name, empty);
    else setLocal((old) => ({ ...old, [name]: empty }));
  };

  /** Forgets the values (after success): the draft, the codes, the messages, all but `keptOnReset`. */
  const reset = () => {
    if (draft !== undefined) clearDraft(draft);
    for (const name of keep) if (isDrafted(name)) drafted[1](name, values[name] as string);
    setLocal({ ...initial, ...Object.fromEntries(keep.map((name) => [name, values[name]])) });
    setErrors({});
    changed.current.clear();
    refused.current.clear();
    submitted.current = false;
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    formRef.current = event.currentTarget;
    if (isPending) return;
    submitted.current = true;
    refused.current.clear();
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

  return {
    values,
    set,
    choose,
    field,
    errors,
    setErrors,
    formError: errors.form ?? null,
    check,
    clearValue,
    fail,
    failAlongside,
    refuse,
    reset,
    onSubmit,
  };
}
