/**
 * Non-React behaviours of the PHP markup. Each module is imported only when its selector is on
 * the page (10up scaffold pattern); the cart badge and the lazy media filler are tiny and on every
 * page, so they are static. Carousels (Swiper), the lightbox (lightGallery) and the count-up
 * (countup.js) load when their element comes within 200 px of the viewport, so none of them is in
 * the first bundle (README: marketing pages <= 35 KB gzip of JavaScript before interaction).
 */
import { startCartBadge } from './cart-badge';
import { startLazyMedia } from './lazy-media';
import { whenNear } from './near';

function galleryOnFirstUse(gallery: HTMLElement): void {
  let loading: Promise<void> | null = null;
  const load = (): Promise<void> => {
    loading ??= import('./lightbox').then((m) => {
      m.startGallery(gallery);
    });
    return loading;
  };
  whenNear(gallery, () => void load());
  // A click before the code has arrived: wait for it, then open at that picture.
  gallery.addEventListener('click', (event) => {
    const link = (event.target as Element).closest<HTMLAnchorElement>('a[data-ks-gallery-item]');
    if (!link || gallery.dataset.lightboxState) return;
    event.preventDefault();
    const index = [...gallery.querySelectorAll('a[data-ks-gallery-item]')].indexOf(link);
    void load().then(() => import('./lightbox')).then((m) => m.startGallery(gallery).openGallery(index));
  });
}

export function startUi(root: ParentNode): void {
  startCartBadge(root);
  startLazyMedia(root);
  if (root.querySelector('[data-menu-toggle]')) void import('./header').then((m) => m.startHeader(root));
  if (root.querySelector('[data-account-nav]')) void import('./account-nav').then((m) => m.startAccountNav(root));
  root.querySelectorAll<HTMLElement>('[data-ks-carousel]').forEach((element) => {
    whenNear(element, () => void import('./carousels').then((m) => m.startCarousel(element)));
  });
  if (root.querySelector('[data-ks-countup]')) {
    const first = root.querySelector('[data-ks-countup]') as Element;
    whenNear(first, () => void import('./count-up').then((m) => m.startCountUp(root)));
  }
  root.querySelectorAll<HTMLElement>('[data-ks-gallery]').forEach(galleryOnFirstUse);
  if (root.querySelector('[data-ks-video]')) void import('./video-modal').then((m) => m.startVideoModal(root));
  if (root.querySelector('[data-ks-options-toggle]')) void import('./options-menu').then((m) => m.startOptionsMenu(root));
  if (root.querySelector('[data-ks-aside]')) void import('./aside').then((m) => m.startAside(root));
}
