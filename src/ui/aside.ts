/**
 * The page's aside (footer.php: a fixed quick-contact rail on wide screens) changes colour in three
 * steps as the footer scrolls into view (spec section 4: "The aside changes colour in three steps
 * as the footer scrolls into view"):
 *   step 1: the footer is not in view (primary blue);
 *   step 2: the footer has entered the viewport (dark blue);
 *   step 3: the footer fills at least 30 % of the viewport or half of it is visible (white rail
 *           with a blue border, so it stays distinct on the dark footer).
 * The step is data-step="1|2|3" on the aside; CSS transitions the colours (not with reduced motion).
 */
export const STEP_THRESHOLDS = [0, 0.1, 0.2, 0.3, 0.4, 0.5, 0.6, 0.7, 0.8, 0.9, 1];
/** Share of the viewport the footer must cover for step 3. */
export const STEP3_COVERAGE = 0.3;

/** The step for how much of the footer is visible (ratio) and how much of the viewport it covers. */
export function asideStep(isIntersecting: boolean, ratio: number, coverage: number): 1 | 2 | 3 {
  if (!isIntersecting || (ratio <= 0 && coverage <= 0)) return 1;
  if (ratio >= 0.5 || coverage >= STEP3_COVERAGE) return 3;
  return 2;
}

export function startAside(root: ParentNode): void {
  const aside = root.querySelector<HTMLElement>('[data-ks-aside]');
  const footer = root.querySelector<HTMLElement>('[data-ks-aside-footer]') ?? root.querySelector<HTMLElement>('.site-footer');
  if (!aside || !footer || aside.dataset.asideReady) return;
  aside.dataset.asideReady = '1';
  aside.dataset.step = '1';
  if (typeof IntersectionObserver === 'undefined') return;
  const observer = new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        const viewport = entry.rootBounds?.height || window.innerHeight || 1;
        const step = asideStep(entry.isIntersecting, entry.intersectionRatio, entry.intersectionRect.height / viewport);
        aside.dataset.step = String(step);
      }
    },
    { threshold: STEP_THRESHOLDS },
  );
  observer.observe(footer);
}
