/**
 * Runs a callback once when an element comes within `margin` of the viewport (IntersectionObserver),
 * at once where the browser has no IntersectionObserver. The carousel, lightbox and count-up code is
 * loaded through this, so it is not in the first bundle (README: marketing pages <= 35 KB gzip).
 */
export function whenNear(element: Element, callback: () => void, margin = '200px', threshold = 0): void {
  if (typeof IntersectionObserver === 'undefined') {
    callback();
    return;
  }
  const observer = new IntersectionObserver(
    (entries) => {
      if (entries.some((entry) => entry.isIntersecting)) {
        observer.disconnect();
        callback();
      }
    },
    { rootMargin: margin, threshold },
  );
  observer.observe(element);
}

/** prefers-reduced-motion: reduce (no autoplay, no count-up animation). */
export function prefersReducedMotion(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}
