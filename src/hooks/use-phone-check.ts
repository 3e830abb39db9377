/**
 * The one check of every typed phone number (registration, forgot by phone, SMS login, binding a
 * number): required, then the platform's `mobileNum` register rule, whose length is the digit
 * count the operator configures (spec §5 "Phone digit count configurable"), then the dialable
 * shape. Before the rules arrive only the dialable shape (7–15 digits) applies.
 */
import { useLingui } from '@lingui/react';
import { useQuery } from '@tanstack/react-query';
import { useCallback } from 'react';

import { systemQueries } from '@/api/system/system-queries';
import { mobileError } from '@/lib/field-errors';

/** A function giving the message for a typed number, or null when it is fine. */
export function usePhoneCheck(): (raw: string) => string | null {
  const { i18n } = useLingui();
  const rule = useQuery(systemQueries.registerRules()).data?.mobileNum ?? null;
  return useCallback((raw: string) => mobileError(raw, rule, i18n), [rule, i18n]);
}
