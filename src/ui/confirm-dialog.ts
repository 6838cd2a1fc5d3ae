/**
 * Confirmation before a step that cannot be undone (issue 13: "Cancel order KS-...? This cannot be
 * undone."). A link `<a href="…confirm step…" data-ks-confirm="<dialog id>">` opens the named
 * `<dialog>` (src/ui/dialog.ts: modal, Escape closes, focus returns to the link) instead of
 * following its href; the dialog holds the real form, and its `[data-ks-dialog-close]` buttons
 * close it. Without JavaScript, or when the dialog is missing, the link goes to the server's
 * confirm step (templates/page-order.php, ?confirm_cancel=1).
 */
import { openModal, type ModalHandle } from './dialog';

export function startConfirmDialogs(root: ParentNode): void {
  root.querySelectorAll<HTMLElement>('[data-ks-confirm]').forEach((opener) => {
    const dialog = document.getElementById(opener.dataset.ksConfirm ?? '');
    if (!(dialog instanceof HTMLDialogElement) || opener.dataset.ksConfirmReady) return;
    opener.dataset.ksConfirmReady = '1';
    let handle: ModalHandle | null = null;
    dialog.querySelectorAll<HTMLElement>('[data-ks-dialog-close]').forEach((button) => {
      button.addEventListener('click', () => handle?.close());
    });
    opener.addEventListener('click', (event) => {
      event.preventDefault();
      if (handle) return;
      handle = openModal(dialog, opener, () => {
        handle = null;
      });
    });
  });
}
