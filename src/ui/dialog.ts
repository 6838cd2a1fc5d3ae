/**
 * A modal <dialog> opened by a button: showModal() (the rest of the page is inert, Escape closes),
 * with the same behaviour where showModal is missing (jsdom, old browsers): open attribute, Escape
 * and a Tab trap. Closing always runs onClose once and returns the focus to the opener
 * (spec section 4: "Escape closes the video modal"; WCAG 2.4.3 focus order).
 */
export interface ModalHandle {
  close: () => void;
}

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), select, textarea, video[controls], [tabindex]:not([tabindex="-1"])';

export function openModal(dialog: HTMLDialogElement, opener: HTMLElement | null, onClose: () => void = () => {}): ModalHandle {
  let closed = false;
  const finish = (): void => {
    if (closed) return;
    closed = true;
    dialog.removeEventListener('close', finish);
    dialog.removeEventListener('keydown', onKey);
    document.documentElement.classList.remove('has-modal');
    onClose();
    opener?.focus();
  };
  const close = (): void => {
    if (typeof dialog.close === 'function' && dialog.open) dialog.close();
    else dialog.removeAttribute('open');
    finish();
  };
  const onKey = (event: KeyboardEvent): void => {
    if (event.key === 'Escape') {
      event.preventDefault();
      close();
      return;
    }
    if (event.key !== 'Tab') return;
    const items = [...dialog.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((el) => !el.closest('[hidden]'));
    if (items.length === 0) return;
    const first = items[0] as HTMLElement;
    const last = items[items.length - 1] as HTMLElement;
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  };
  dialog.addEventListener('close', finish);
  dialog.addEventListener('keydown', onKey);
  if (typeof dialog.showModal === 'function') dialog.showModal();
  else dialog.setAttribute('open', '');
  document.documentElement.classList.add('has-modal');
  (dialog.querySelector<HTMLElement>('[autofocus]') ?? dialog.querySelector<HTMLElement>(FOCUSABLE))?.focus();
  return { close };
}
