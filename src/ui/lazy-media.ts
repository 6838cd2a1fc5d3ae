/**
 * Lazy images and videos (spec section 4: "Lazy images load 100px before entering the viewport";
 * section 9: "lazy images 100px ahead"). plugins/kabelshop-core/src/View/LazyImage.php prints `img.ks-lazy` with a
 * transparent placeholder in src, the real address in data-src/data-srcset and the real width,
 * height and sizes (the box is reserved, so filling it shifts nothing); a lazy video is
 * `video[data-ks-lazy]` with data-src (and data-poster). data-sizes becomes sizes (HTML allows sizes
 * only beside srcset, so LazyImage cannot print it on the placeholder). Both are filled when they come within
 * 100 px of the viewport (IntersectionObserver rootMargin '100px'), at once without an observer.
 */
export const LAZY_MARGIN = '100px';
export const IMAGE_SELECTOR = 'img.ks-lazy[data-src]';
export const VIDEO_SELECTOR = 'video[data-ks-lazy][data-src]';

const watched = new WeakSet<Element>();
let observer: IntersectionObserver | null = null;

/** Swaps the data-* addresses in; the image keeps its class until it has loaded (for a fade). */
export function fill(element: HTMLImageElement | HTMLVideoElement): void {
  const src = element.dataset.src;
  if (!src) return;
  if (element instanceof HTMLImageElement) {
    // sizes before srcset, so the browser picks the candidate for the shown width.
    if (element.dataset.sizes) element.sizes = element.dataset.sizes;
    if (element.dataset.srcset) element.srcset = element.dataset.srcset;
    element.addEventListener('load', () => element.classList.add('is-loaded'), { once: true });
    element.src = src;
    delete element.dataset.srcset;
    delete element.dataset.sizes;
  } else {
    if (element.dataset.poster) element.poster = element.dataset.poster;
    element.src = src;
    element.preload = 'metadata';
    element.classList.add('is-loaded');
  }
  delete element.dataset.src;
}

function getObserver(): IntersectionObserver | null {
  if (typeof IntersectionObserver === 'undefined') return null;
  observer ??= new IntersectionObserver(
    (entries, own) => {
      for (const entry of entries) {
        if (!entry.isIntersecting) continue;
        own.unobserve(entry.target);
        fill(entry.target as HTMLImageElement | HTMLVideoElement);
      }
    },
    { rootMargin: LAZY_MARGIN },
  );
  return observer;
}

/** Watches every lazy image and video under root (call again for markup added later). */
export function startLazyMedia(root: ParentNode): void {
  const elements = root.querySelectorAll<HTMLImageElement | HTMLVideoElement>(`${IMAGE_SELECTOR}, ${VIDEO_SELECTOR}`);
  const io = getObserver();
  elements.forEach((element) => {
    if (watched.has(element)) return;
    watched.add(element);
    if (io) io.observe(element);
    else fill(element);
  });
}

/** For tests: forget the shared observer. */
export function resetLazyMedia(): void {
  observer?.disconnect();
  observer = null;
}
