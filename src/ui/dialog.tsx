/**
 * The shared modal. A native <dialog> opened with showModal() makes the rest of the page inert, so
 * focus stays inside; Escape closes it; focus returns to whatever opened it. Sizes follow the
 * spec's constants: modal 600×300 by default, dialog width 400. Below 768 px every variant is a
 * full-screen sheet (CSS): the close control turns into a back arrow at the top left, and a page
 * inside a sheet (a centre's page) can add its own back control with `onBack`.
 */
import { useEffect, useId, useRef, type CSSProperties, type KeyboardEvent, type ReactNode } from 'react';

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"]), summary';

/** Keeps Tab and Shift+Tab cycling inside the dialog instead of escaping to the browser UI. */
function trapTab(event: KeyboardEvent<HTMLDialogElement>): void {
  if (event.key !== 'Tab') return;
  const items = [...event.currentTarget.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
    (el) => el.offsetParent !== null,
  );
  const first = items[0];
  const last = items[items.length - 1];
  if (!first || !last) return;
  if (event.shiftKey && document.activeElement === first) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && document.activeElement === last) {
    event.preventDefault();
    first.focus();
  }
}

export const MODAL_SIZE = { width: 600, minHeight: 300 } as const;
export const DIALOG_WIDTH = 400;
export const WIDE_WIDTH = 960;

interface DialogProps {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  children: ReactNode;
  /**
   * `modal` is the 600×300 default; `dialog` the narrower 400-wide confirm box; `wide` for centres
   * with a menu; `sheet` a modal that on a phone rises from the bottom and leaves the page visible
   * above it (what the page pushes at the player unasked: the popup notices). A sheet takes focus
   * itself, not its close button, so no focus ring shows before the player has used a key.
   */
  variant?: 'modal' | 'dialog' | 'wide' | 'sheet';
  /** Shown above the title: a picture or drawn art that leads the sheet. */
  art?: ReactNode;
  closeLabel: string;
  /** Phone only: a back control before the title (a centre page back to its menu list). */
  onBack?: () => void;
  backLabel?: string;
}

export function Dialog({
  open,
  onClose,
  title,
  children,
  variant = 'modal',
  closeLabel,
  onBack,
  backLabel,
  art,
}: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const opener = useRef<Element | null>(null);
  const titleId = useId();
  const isSheet = variant === 'sheet';

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      opener.current = document.activeElement;
      dialog.showModal();
      // A sheet holds focus itself (Tab then reaches its controls): showModal focused its first control.
      if (isSheet) dialog.focus();
    } else if (!open && dialog.open) {
      dialog.close();
    }
  }, [open, isSheet]);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    const restore = () => {
      const target = opener.current;
      if (target instanceof HTMLElement && target.isConnected) target.focus();
    };
    dialog.addEventListener('close', restore);
    return () => {
      dialog.removeEventListener('close', restore);
      // Removed while open (a parent that unmounts it rather than closing it, as lazy dialogs do):
      // no close event fires, so focus goes back here. A node still in the page was not removed.
      if (dialog.open && !dialog.isConnected) restore();
    };
  }, []);

  // The desktop size goes to CSS as custom properties; a phone ignores it and shows a full-screen sheet.
  const width = variant === 'dialog' ? DIALOG_WIDTH : variant === 'wide' ? WIDE_WIDTH : MODAL_SIZE.width;
  const style = {
    '--dialog-width': `${width}px`,
    '--dialog-min-height': variant === 'dialog' ? 'auto' : `${MODAL_SIZE.minHeight}px`,
  } as CSSProperties;

  return (
    <dialog
      ref={ref}
      className={`ui-dialog ui-dialog--${variant}${onBack ? ' ui-dialog--has-back' : ''}`}
      style={style}
      aria-labelledby={titleId}
      tabIndex={isSheet ? -1 : undefined}
      onKeyDown={trapTab}
      onCancel={(event) => {
        // Escape: let React state drive closing so the parent stays the source of truth. It closes
        // only the topmost dialog: React would bubble it to a dialog this one was opened from.
        event.preventDefault();
        event.stopPropagation();
        onClose();
      }}
    >
      {art && <div className="ui-dialog__art">{art}</div>}
      <header className="ui-dialog__header">
        {onBack && (
          <button type="button" className="ui-dialog__back" onClick={onBack} aria-label={backLabel}>
            <span aria-hidden="true">‹</span>
          </button>
        )}
        <h2 id={titleId}>{title}</h2>
        <button type="button" className="ui-dialog__close" onClick={onClose} aria-label={closeLabel}>
          <span className="ui-dialog__close-x" aria-hidden="true">
            ×
          </span>
          <span className="ui-dialog__close-back" aria-hidden="true">
            ‹
          </span>
        </button>
      </header>
      <div className="ui-dialog__body">{children}</div>
    </dialog>
  );
}
