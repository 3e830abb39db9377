/**
 * What the user has typed into forms, kept in memory (never web storage) so an error, a lost
 * connection, an expired session or closing a modal never loses it. Cleared on success.
 */
import { proxy } from 'valtio';

export const draftState = proxy<{ forms: Record<string, Record<string, string>> }>({ forms: {} });

/** Sets one field of a form's draft. */
export function setDraftValue(form: string, field: string, value: string): void {
  draftState.forms[form] ??= {};
  draftState.forms[form][field] = value;
}

/** Forgets a form's draft (after a successful submit). */
export function clearDraft(form: string): void {
  delete draftState.forms[form];
}

/** Forgets every draft (sign-out: the next person on this device must not see them). */
export function clearAllDrafts(): void {
  draftState.forms = {};
}
