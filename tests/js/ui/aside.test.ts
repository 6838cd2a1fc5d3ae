/**
 * src/ui/aside.ts: the aside's colour step follows how far the footer has scrolled into view
 * (spec section 4: three steps), from IntersectionObserver entries with fine thresholds.
 */
import { STEP_THRESHOLDS, asideStep, startAside } from '../../../src/ui/aside';
import { installIntersectionObserver, intersect, observers } from './io-mock';

describe('aside colour steps', () => {
  it('maps the footer visibility to three steps', () => {
    expect(asideStep(false, 0, 0)).toBe(1);
    expect(asideStep(true, 0.05, 0.02)).toBe(2);
    expect(asideStep(true, 0.2, 0.29)).toBe(2);
    expect(asideStep(true, 0.2, 0.3)).toBe(3);
    expect(asideStep(true, 0.5, 0.1)).toBe(3);
  });

  it('sets data-step on the aside as the footer comes in and goes out', () => {
    installIntersectionObserver();
    document.body.innerHTML = '<aside data-ks-aside></aside><main></main><footer class="site-footer" data-ks-aside-footer></footer>';
    startAside(document);
    const aside = document.querySelector('[data-ks-aside]') as HTMLElement;
    const footer = document.querySelector('footer') as HTMLElement;
    expect(observers[0]?.options.threshold).toEqual(STEP_THRESHOLDS);
    expect(aside.dataset.step).toBe('1');
    intersect(footer, true, 0.1, 60, 800);
    expect(aside.dataset.step).toBe('2');
    intersect(footer, true, 0.4, 320, 800);
    expect(aside.dataset.step).toBe('3');
    intersect(footer, false, 0, 0, 800);
    expect(aside.dataset.step).toBe('1');
  });
});
