/**
 * The order page's cancel confirmation (src/ui/confirm-dialog.ts): the "Cancel order" link opens
 * its <dialog> instead of going to the confirm step; "Keep the order" and Escape close it and give
 * the focus back; the dialog holds the real POST form. Without the dialog the link is followed.
 */
import { startConfirmDialogs } from '../../../src/ui/confirm-dialog';

function page(withDialog = true): { link: HTMLAnchorElement; dialog: HTMLDialogElement | null } {
  document.body.innerHTML = `
    <a href="/narudzba/?order=7&confirm_cancel=1" data-ks-confirm="order-cancel-dialog">Cancel order</a>
    ${
      withDialog
        ? `<dialog id="order-cancel-dialog" aria-labelledby="t">
      <h2 id="t">Cancel the order?</h2><p>Cancel order KS-2026-000007? This cannot be undone.</p>
      <form method="post" action="/wp-admin/admin-post.php"><button type="submit">Yes, cancel the order</button>
      <button type="button" data-ks-dialog-close autofocus>Keep the order</button></form></dialog>`
        : ''
    }`;
  return { link: document.querySelector('a') as HTMLAnchorElement, dialog: document.querySelector('dialog') };
}

it('opens the dialog instead of following the link, and Keep the order closes it', () => {
  const { link, dialog } = page();
  startConfirmDialogs(document);
  const click = new MouseEvent('click', { bubbles: true, cancelable: true });
  link.dispatchEvent(click);
  expect(click.defaultPrevented).toBe(true);
  expect(dialog?.hasAttribute('open')).toBe(true);
  expect(dialog?.textContent).toContain('Cancel order KS-2026-000007? This cannot be undone.');
  expect(document.activeElement?.textContent).toBe('Keep the order');
  (dialog?.querySelector('[data-ks-dialog-close]') as HTMLButtonElement).click();
  expect(dialog?.hasAttribute('open')).toBe(false);
  expect(document.activeElement).toBe(link);
});

it('closes on Escape and opens again', () => {
  const { link, dialog } = page();
  startConfirmDialogs(document);
  link.click();
  dialog?.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true, cancelable: true }));
  expect(dialog?.hasAttribute('open')).toBe(false);
  link.click();
  expect(dialog?.hasAttribute('open')).toBe(true);
});

it('leaves the link alone when its dialog is missing (the confirm step of the server)', () => {
  const { link } = page(false);
  startConfirmDialogs(document);
  const click = new MouseEvent('click', { bubbles: true, cancelable: true });
  link.dispatchEvent(click);
  expect(click.defaultPrevented).toBe(false);
});
