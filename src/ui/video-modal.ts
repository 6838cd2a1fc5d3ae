/**
 * The video popup modal (spec section 2: "video popup modal"; section 4: "Escape closes the video
 * modal"). A button `<button data-ks-video data-src="clip.webm" data-type="video/webm"
 * data-close-label="Close" title="Clip title">` opens a native modal <dialog> with a
 * <video controls> that starts playing; Escape, the close button or a click on the backdrop close
 * it, the video pauses, and the focus returns to the button. One dialog is made for the page.
 */
import { openModal, type ModalHandle } from './dialog';

let dialog: HTMLDialogElement | null = null;
let handle: ModalHandle | null = null;

function build(closeLabel: string): HTMLDialogElement {
  const element = document.createElement('dialog');
  element.className = 'ks-video-modal';
  element.dataset.ksVideoModal = '';
  element.innerHTML = '<div class="ks-video-modal__box"><h2 class="ks-video-modal__title"></h2><button type="button" class="ks-video-modal__close" data-ks-video-close></button><video class="ks-video-modal__video" controls playsinline preload="metadata"></video></div>';
  const close = element.querySelector('[data-ks-video-close]') as HTMLButtonElement;
  close.setAttribute('aria-label', closeLabel);
  close.innerHTML = '<svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false"><path d="M6 6l12 12M18 6L6 18" stroke="currentColor" stroke-width="2" stroke-linecap="round"/></svg>';
  close.addEventListener('click', () => handle?.close());
  // A click on the backdrop (the dialog itself, outside the box) closes it.
  element.addEventListener('click', (event) => {
    if (event.target === element) handle?.close();
  });
  document.body.append(element);
  return element;
}

/** Opens the modal for a button's video. */
export function openVideo(button: HTMLElement): HTMLDialogElement {
  const src = button.dataset.src ?? '';
  const title = button.getAttribute('title') ?? button.textContent?.trim() ?? '';
  dialog ??= build(button.dataset.closeLabel ?? 'Close');
  const modal = dialog;
  const video = modal.querySelector('video') as HTMLVideoElement;
  const heading = modal.querySelector('.ks-video-modal__title') as HTMLElement;
  heading.textContent = title;
  heading.id = 'ks-video-modal-title';
  modal.setAttribute('aria-labelledby', heading.id);
  video.innerHTML = '';
  const source = document.createElement('source');
  source.src = src;
  if (button.dataset.type) source.type = button.dataset.type;
  video.append(source);
  video.load?.();
  button.setAttribute('aria-expanded', 'true');
  modal.dataset.state = 'open';
  handle = openModal(modal, button, () => {
    try {
      video.pause();
    } catch {
      /* jsdom has no media playback */
    }
    modal.dataset.state = 'closed';
    button.setAttribute('aria-expanded', 'false');
    handle = null;
  });
  // Autoplay may be refused (no user gesture was kept); the controls are there either way.
  void Promise.resolve()
    .then(() => video.play?.())
    .catch(() => {});
  return modal;
}

export function startVideoModal(root: ParentNode): void {
  root.querySelectorAll<HTMLElement>('[data-ks-video]').forEach((button) => {
    if (button.dataset.videoReady) return;
    button.dataset.videoReady = '1';
    button.setAttribute('aria-haspopup', 'dialog');
    button.setAttribute('aria-expanded', 'false');
    button.addEventListener('click', (event) => {
      event.preventDefault();
      openVideo(button);
    });
  });
}

/** For tests: drop the page's dialog. */
export function resetVideoModal(): void {
  dialog?.remove();
  dialog = null;
  handle = null;
}
