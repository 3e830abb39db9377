/** Opens and closes the account overlays through the `modal` search param. */
import { useNavigate, useSearch } from '@tanstack/react-router';
import { useCallback } from 'react';

import type { AuthModal } from '@/lib/screen-ids';

/** The open overlay (or undefined) and functions to open or close one. */
export function useAuthModal() {
  const navigate = useNavigate();
  const search: { modal?: AuthModal } = useSearch({ strict: false });
  const open = useCallback(
    (modal: AuthModal, options: { replace?: boolean } = {}) =>
      void navigate({ to: '.', search: (prev) => ({ ...prev, modal }), replace: options.replace }),
    [navigate],
  );
  const close = useCallback(
    () => void navigate({ to: '.', search: (prev) => ({ ...prev, modal: undefined }), replace: true }),
    [navigate],
  );
  return { modal: search.modal, open, close };
}
