/**
 * Non-React behaviours of the PHP markup. Each module is imported only when its selector is on
 * the page (10up scaffold pattern); the cart badge and the lazy media filler are tiny and on every
 * page, so they are static. Carousels (Swiper, ~27 KB gzip), the lightbox (lightGallery) and the
 * count-up (countup.js) load when their element reaches the viewport (carousels) or comes within
 * 200 px of it, the aside's colour steps when the footer comes within 200 px, the video modal and
 * the options menu on the first pointer, focus or click on their button, so none of them is in the
 * first bundle (README: marketing pages <= 35 KB gzip of JavaScript before interaction).
 */
import { startCartBadge } from './cart-badge';
import { startLazyMedia } from './lazy-media';
import { whenNear } from './near';
import type { LightGallery } from 'lightgallery/lightgallery';

function galleryOnFirstUse(gallery: HTMLElement): void {
  let loading: Promise<LightGallery> | null = null;
  const load = (): Promise<LightGallery> => (loading ??= import('./lightbox').then((m) => m.startGallery(gallery)));
  whenNear(gallery, () => void load());
  // A click before the code has arrived: wait for it, then open at that picture.
  gallery.addEventListener('click', (event) => {
    const link = (event.target as Element).closest<HTMLAnchorElement>('a[data-ks-gallery-item]');
    if (!link || gallery.dataset.lightboxState) return;
    event.preventDefault();
    const index = [...gallery.querySelectorAll('a[data-ks-gallery-item]')].indexOf(link);
    void load().then((instance) => instance.openGallery(index));
  });
}

/**
 * Loads a module on the first pointer, focus or touch on one of its buttons; a click that comes
 * before the code waits for it and is then replayed, so the first press always works.
 */
function onFirstUse(buttons: HTMLElement[], load: () => Promise<void>): void {
  let loaded: Promise<void> | null = null;
  const early = (event: Event): void => {
    const button = event.currentTarget as HTMLElement;
    event.preventDefault();
    event.stopImmediatePropagation();
    void go().then(() => button.click());
  };
  const go = (): Promise<void> =>
    (loaded ??= load().then(() => {
      // The module's own click handlers are attached: the early one steps aside.
      for (const button of buttons) button.removeEventListener('click', early);
    }));
  for (const button of buttons) {
    for (const type of ['pointerenter', 'focus', 'touchstart']) button.addEventListener(type, () => void go(), { once: true, passive: true });
    button.addEventListener('click', early);
  }
}

export function startUi(root: ParentNode): void {
  startCartBadge(root);
  startLazyMedia(root);
  if (root.querySelector('[data-menu-toggle]')) void import('./header').then((m) => m.startHeader(root));
  if (root.querySelector('[data-account-nav]')) void import('./account-nav').then((m) => m.startAccountNav(root));
  root.querySelectorAll<HTMLElement>('[data-ks-carousel]').forEach((element) => {
    whenNear(element, () => void import('./carousels').then((m) => m.startCarousel(element)), '0px');
  });
  if (root.querySelector('[data-ks-countup]')) {
    const first = root.querySelector('[data-ks-countup]') as Element;
    whenNear(first, () => void import('./count-up').then((m) => m.startCountUp(root)));
  }
  root.querySelectorAll<HTMLElement>('[data-ks-gallery]').forEach(galleryOnFirstUse);
  const videos = [...root.querySelectorAll<HTMLElement>('[data-ks-video]')];
  if (videos.length) onFirstUse(videos, () => import('./video-modal').then((m) => m.startVideoModal(root)));
  const confirms = [...root.querySelectorAll<HTMLElement>('[data-ks-confirm]')];
  if (confirms.length) onFirstUse(confirms, () => import('./confirm-dialog').then((m) => m.startConfirmDialogs(root)));
  const options = [...root.querySelectorAll<HTMLElement>('[data-ks-options-toggle]')];
  if (options.length) onFirstUse(options, () => import('./options-menu').then((m) => m.startOptionsMenu(root)));
  // The aside's colour changes only as the footer scrolls in: its code loads as the footer nears
  // (PHP prints step 1), so pages whose footer is out of sight do not fetch it before interaction.
  const footer = root.querySelector('[data-ks-aside-footer]');
  if (footer && root.querySelector('[data-ks-aside]')) whenNear(footer, () => void import('./aside').then((m) => m.startAside(root)));
}
