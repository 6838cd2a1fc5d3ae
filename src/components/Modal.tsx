/**
 * Accessible modal dialog (WAI-ARIA APG "Dialog (Modal)" pattern, WCAG 2.2 AA):
 * role="dialog", aria-modal, labelled by its title; focus moves inside on open (to
 * `initialFocus` or the first focusable control), Tab / Shift+Tab stay inside, Escape and the
 * close button and a click on the backdrop close it, and focus returns to the element that had it
 * before opening. Rendered in place (no portal) with a fixed overlay.
 *
 * Props: open, onClose(), title (visible heading text), closeLabel (accessible name of the close
 * button), variant 'dialog' (centred) | 'drawer' (from the right edge), children.
 */
import { useEffect, useId, useRef, type KeyboardEvent, type ReactNode, type RefObject } from 'react';

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

export interface ModalProps {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  closeLabel: string;
  variant?: 'dialog' | 'drawer';
  initialFocus?: RefObject<HTMLElement>;
  className?: string;
  children: ReactNode;
}

function focusables(root: HTMLElement): HTMLElement[] {
  return Array.from(root.querySelectorAll<HTMLElement>(FOCUSABLE)).filter((el) => !el.hasAttribute('hidden'));
}

export function Modal({ open, onClose, title, closeLabel, variant = 'dialog', initialFocus, className, children }: ModalProps) {
  const titleId = useId();
  const dialogRef = useRef<HTMLDivElement>(null);
  const returnTo = useRef<HTMLElement | null>(null);

  useEffect(() => {
    if (!open) return undefined;
    returnTo.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const dialog = dialogRef.current;
    if (dialog) (initialFocus?.current ?? focusables(dialog)[0] ?? dialog).focus();
    return () => {
      const target = returnTo.current;
      if (target && target.isConnected) target.focus();
    };
  }, [open, initialFocus]);

  if (!open) return null;

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>): void => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      onClose();
      return;
    }
    if (event.key !== 'Tab' || !dialogRef.current) return;
    const items = focusables(dialogRef.current);
    if (items.length === 0) {
      event.preventDefault();
      return;
    }
    const first = items[0];
    const last = items[items.length - 1];
    if (event.shiftKey && (document.activeElement === first || document.activeElement === dialogRef.current)) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  };

  return (
    <div className={`ks-modal ks-modal--${variant}`}>
      <div className="ks-modal__backdrop" aria-hidden="true" onClick={onClose} />
      <div
        ref={dialogRef}
        className={`ks-modal__dialog${className ? ` ${className}` : ''}`}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        onKeyDown={onKeyDown}
      >
        <div className="ks-modal__header">
          <h2 id={titleId} className="ks-modal__title">
            {title}
          </h2>
          <button type="button" className="ks-modal__close" onClick={onClose} aria-label={closeLabel}>
            <span aria-hidden="true">×</span>
          </button>
        </div>
        <div className="ks-modal__body">{children}</div>
      </div>
    </div>
  );
}
