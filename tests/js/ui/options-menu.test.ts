/**
 * src/ui/options-menu.ts: the options side menu opens from its button as a modal dialog, keeps
 * the focus inside (Tab wraps), and Escape or its close button closes it with the focus back on the button.
 */
import { startOptionsMenu } from '../../../src/ui/options-menu';

beforeEach(() => {
  document.body.innerHTML = `
    <button id="toggle" type="button" data-ks-options-toggle aria-controls="ks-options" aria-expanded="false">Options</button>
    <dialog id="ks-options" class="ks-options" aria-labelledby="ks-options-title">
      <h2 id="ks-options-title">Opcije</h2>
      <button type="button" id="close" data-ks-options-close aria-label="Zatvori">×</button>
      <a id="first-link" href="/cijene-metala/">Cijene metala</a>
      <a id="last-link" href="/kontakt/">Kontakt</a>
    </dialog>`;
  startOptionsMenu(document);
});

describe('options side menu', () => {
  it('opens, traps Tab, and Escape closes it with focus back on the button', () => {
    const toggle = document.getElementById('toggle') as HTMLButtonElement;
    const panel = document.getElementById('ks-options') as HTMLDialogElement;
    toggle.focus();
    toggle.click();
    expect(panel).toHaveAttribute('open');
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(document.activeElement).toBe(document.getElementById('close'));
    (document.getElementById('last-link') as HTMLElement).focus();
    panel.dispatchEvent(new KeyboardEvent('keydown', { key: 'Tab', bubbles: true }));
    expect(document.activeElement).toBe(document.getElementById('close'));
    panel.dispatchEvent(new KeyboardEvent('keydown', { key: 'Tab', shiftKey: true, bubbles: true }));
    expect(document.activeElement).toBe(document.getElementById('last-link'));
    panel.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
    expect(panel).not.toHaveAttribute('open');
    expect(panel.dataset.state).toBe('closed');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(document.activeElement).toBe(toggle);
  });

  it('the close button closes it', () => {
    const toggle = document.getElementById('toggle') as HTMLButtonElement;
    toggle.click();
    (document.getElementById('close') as HTMLButtonElement).click();
    expect(document.getElementById('ks-options')).not.toHaveAttribute('open');
    expect(document.activeElement).toBe(toggle);
  });
});
