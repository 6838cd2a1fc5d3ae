/**
 * src/ui/video-modal.ts: a [data-ks-video] button opens a modal dialog with a <video controls>
 * of its source; Escape closes it (spec section 4), the video pauses and the focus returns to the button.
 */
import { resetVideoModal, startVideoModal } from '../../../src/ui/video-modal';

beforeEach(() => {
  resetVideoModal();
  document.body.innerHTML = `
    <a id="open" class="button" href="/demo.webm" data-ks-video data-src="/demo.webm" data-type="video/webm" data-close-label="Zatvori" title="Demo video">Pogledaj video</a>
    <button id="other">x</button>`;
  jest.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(() => {});
  jest.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(() => Promise.resolve());
  jest.spyOn(HTMLMediaElement.prototype, 'load').mockImplementation(() => {});
});
afterEach(() => jest.restoreAllMocks());

function dialog(): HTMLDialogElement {
  return document.querySelector('[data-ks-video-modal]') as HTMLDialogElement;
}

describe('video modal', () => {
  it('opens from the button with the video and its title, and Escape closes it: paused, focus back', () => {
    startVideoModal(document);
    const button = document.getElementById('open') as HTMLAnchorElement;
    expect(button).toHaveAttribute('aria-expanded', 'false');
    button.focus();
    button.click();
    const modal = dialog();
    expect(modal).toHaveAttribute('open');
    expect(modal.dataset.state).toBe('open');
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(modal.querySelector('video source')).toHaveAttribute('src', '/demo.webm');
    expect(modal.querySelector('video source')).toHaveAttribute('type', 'video/webm');
    expect(modal.querySelector('video')).toHaveAttribute('controls');
    expect(modal).toHaveAccessibleName('Demo video');
    expect(modal.querySelector('[data-ks-video-close]')).toHaveAccessibleName('Zatvori');
    expect(modal.contains(document.activeElement)).toBe(true);

    modal.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
    expect(modal).not.toHaveAttribute('open');
    expect(modal.dataset.state).toBe('closed');
    expect(HTMLMediaElement.prototype.pause).toHaveBeenCalled();
    expect(document.activeElement).toBe(button);
    expect(button).toHaveAttribute('aria-expanded', 'false');
  });

  it('the close button closes it too, and Tab stays inside while open', () => {
    startVideoModal(document);
    const button = document.getElementById('open') as HTMLElement;
    button.click();
    const modal = dialog();
    const close = modal.querySelector('[data-ks-video-close]') as HTMLButtonElement;
    const video = modal.querySelector('video') as HTMLVideoElement;
    video.focus();
    modal.dispatchEvent(new KeyboardEvent('keydown', { key: 'Tab', bubbles: true }));
    expect(document.activeElement).toBe(close);
    close.click();
    expect(modal).not.toHaveAttribute('open');
    expect(document.activeElement).toBe(button);
  });
});
