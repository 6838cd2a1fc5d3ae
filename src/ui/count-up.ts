/**
 * Count-up figures of the home page (spec sections 1 and 9: "Count-up 1.11s with dot thousands
 * separator and euro suffix; biggest figure 1.5s with decimals"), with countup.js.
 *
 * Markup (templates/page-home.php): `<span data-ks-countup data-value="1234.5" data-decimals="1"
 * data-suffix=" €" data-duration-ms="1500">1.234,5 €</span>`. The text is the final figure as PHP
 * formatted it, so crawlers, visitors without scripts and prefers-reduced-motion see the real
 * number; the animation starts from 0 when the figure is half visible and ends by writing that same
 * text back, so it always stops exactly on the HTML figure. Number format (spec section 9): English
 * "1,234.5", Croatian and Serbian "1.234,5".
 */
import { CountUp } from 'countup.js';
import { prefersReducedMotion, whenNear } from './near';

/** Spec section 9: 1.11 s; the biggest figure (with decimals) 1.5 s, given by PHP in data-duration-ms. */
export const DEFAULT_DURATION_MS = 1110;

/** Separators of spec section 9 for a document language ('hr', 'en-US', 'sr-RS', ...). */
export function separators(lang: string): { separator: string; decimal: string } {
  return lang.toLowerCase().startsWith('en') ? { separator: ',', decimal: '.' } : { separator: '.', decimal: ',' };
}

/** Starts one figure's animation now; resolves when it has ended on the HTML figure. */
export function countUp(element: HTMLElement, lang = document.documentElement.lang): Promise<void> {
  const finalText = element.textContent ?? '';
  const value = Number.parseFloat(element.dataset.value ?? '');
  const decimals = Number.parseInt(element.dataset.decimals ?? '0', 10) || 0;
  const durationMs = Number.parseInt(element.dataset.durationMs ?? '', 10) || DEFAULT_DURATION_MS;
  if (!Number.isFinite(value) || element.dataset.countupState) return Promise.resolve();
  element.dataset.countupState = 'running';
  // Screen readers read the final figure once, not every frame.
  element.setAttribute('aria-label', finalText.trim());
  return new Promise((resolve) => {
    const counter = new CountUp(element, value, {
      startVal: 0,
      decimalPlaces: decimals,
      duration: durationMs / 1000,
      useGrouping: true,
      ...separators(lang),
      suffix: element.dataset.suffix ?? '',
      // One easing over the whole duration (countup.js splits figures above 999 into two legs).
      smartEasingThreshold: Number.MAX_SAFE_INTEGER,
      onCompleteCallback: () => {
        element.textContent = finalText;
        element.removeAttribute('aria-label');
        element.dataset.countupState = 'done';
        resolve();
      },
    });
    if (counter.error) {
      element.textContent = finalText;
      element.dataset.countupState = 'done';
      resolve();
      return;
    }
    counter.start();
  });
}

/** Watches every figure under root; each counts once when half of it is in view. */
export function startCountUp(root: ParentNode): void {
  const reduced = prefersReducedMotion();
  root.querySelectorAll<HTMLElement>('[data-ks-countup]').forEach((element) => {
    if (reduced || element.dataset.countupState) return;
    // Keep the box of the final figure while the digits change (no layout shift: a shorter
    // number must neither narrow the box nor unwrap a figure that wraps).
    const box = element.getBoundingClientRect();
    element.style.minWidth = `${box.width}px`;
    element.style.minHeight = `${box.height}px`;
    whenNear(element, () => void countUp(element), '0px', 0.5);
  });
}
