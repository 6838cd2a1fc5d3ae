/**
 * The options side menu (spec section 2: "options side menu"): a panel that slides in from the
 * right with what a business buyer reaches for from any page (language, metal prices, document
 * search, the price-list signup, contact). header.php prints the button
 * `<button data-ks-options-toggle aria-controls="ks-options">` and footer.php the
 * `<dialog id="ks-options" class="ks-options" data-ks-options>`; the panel is a modal dialog:
 * focus stays in it, Escape, its close button and a click on the backdrop close it, and the focus
 * returns to the button. Without the script the button is hidden and the panel's links are in the
 * footer and the aside.
 */
import { openModal, type ModalHandle } from './dialog';

export function startOptionsMenu(root: ParentNode): void {
  root.querySelectorAll<HTMLButtonElement>('[data-ks-options-toggle]').forEach((button) => {
    if (button.dataset.optionsReady) return;
    const panel = document.getElementById(button.getAttribute('aria-controls') ?? '');
    if (!(panel instanceof HTMLDialogElement)) return;
    button.dataset.optionsReady = '1';
    let handle: ModalHandle | null = null;
    button.addEventListener('click', () => {
      if (handle) return;
      button.setAttribute('aria-expanded', 'true');
      panel.dataset.state = 'open';
      handle = openModal(panel, button, () => {
        button.setAttribute('aria-expanded', 'false');
        panel.dataset.state = 'closed';
        handle = null;
      });
    });
    panel.querySelectorAll<HTMLElement>('[data-ks-options-close]').forEach((close) => close.addEventListener('click', () => handle?.close()));
    panel.addEventListener('click', (event) => {
      if (event.target === panel) handle?.close();
    });
  });
}
