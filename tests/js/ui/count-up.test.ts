/**
 * src/ui/count-up.ts with countup.js under fake timers: a figure counts from 0 when half of it is
 * visible and ends exactly on the HTML figure at 1110 ms (1500 ms for the biggest, with
 * decimals); separators per spec section 9; reduced motion leaves the figure alone.
 */
import { DEFAULT_DURATION_MS, separators, startCountUp } from '../../../src/ui/count-up';
import { installIntersectionObserver, intersect, observers, setReducedMotion } from './io-mock';

function mount(lang: string): { small: HTMLElement; big: HTMLElement } {
  document.documentElement.lang = lang;
  const hr = !lang.startsWith('en');
  document.body.innerHTML = `
    <span id="small" data-ks-countup data-value="2210" data-decimals="0" data-suffix="">${hr ? '2.210' : '2,210'}</span>
    <span id="big" data-ks-countup data-value="1234567.89" data-decimals="2" data-suffix=" €" data-duration-ms="1500">${hr ? '1.234.567,89 €' : '1,234,567.89 €'}</span>`;
  return { small: document.getElementById('small') as HTMLElement, big: document.getElementById('big') as HTMLElement };
}

describe('count-up', () => {
  beforeEach(() => {
    jest.useFakeTimers();
    installIntersectionObserver();
    setReducedMotion(false);
  });
  afterEach(() => jest.useRealTimers());

  it('uses the spec separators: dot thousands and decimal comma in hr/sr, comma thousands in en', () => {
    expect(separators('hr')).toEqual({ separator: '.', decimal: ',' });
    expect(separators('sr-RS')).toEqual({ separator: '.', decimal: ',' });
    expect(separators('en-US')).toEqual({ separator: ',', decimal: '.' });
    expect(DEFAULT_DURATION_MS).toBe(1110);
  });

  it('waits until the figure is half visible, then counts and ends on the HTML figure at 1110 / 1500 ms', () => {
    const { small, big } = mount('hr');
    startCountUp(document);
    expect(observers.every((o) => o.options.threshold === 0.5)).toBe(true);
    jest.advanceTimersByTime(3000);
    expect(small).toHaveTextContent('2.210');
    expect(small.dataset.countupState).toBeUndefined();

    intersect(small);
    intersect(big);
    jest.advanceTimersByTime(300);
    expect(small.dataset.countupState).toBe('running');
    expect(small.textContent).not.toBe('2.210');
    // Grouped with dots while counting, suffix kept.
    jest.advanceTimersByTime(500);
    expect(big.textContent).toMatch(/^\d{1,3}(\.\d{3})*,\d{2} €$/);
    expect(small).toHaveAttribute('aria-label', '2.210');

    // Not done before 1110 ms...
    jest.advanceTimersByTime(DEFAULT_DURATION_MS - 800 - 40);
    expect(small.dataset.countupState).toBe('running');
    // ...done on the next frames after it.
    jest.advanceTimersByTime(80);
    expect(small.textContent).toBe('2.210');
    expect(small.dataset.countupState).toBe('done');
    expect(small).not.toHaveAttribute('aria-label');
    expect(big.dataset.countupState).toBe('running');

    jest.advanceTimersByTime(1500 - DEFAULT_DURATION_MS - 80);
    expect(big.dataset.countupState).toBe('running');
    jest.advanceTimersByTime(80);
    expect(big.textContent).toBe('1.234.567,89 €');
    expect(big.dataset.countupState).toBe('done');
  });

  it('counts with comma thousands and a decimal point in English', () => {
    const { big } = mount('en-US');
    startCountUp(document);
    intersect(big);
    jest.advanceTimersByTime(700);
    expect(big.textContent).toMatch(/^\d{1,3}(,\d{3})*\.\d{2} €$/);
    jest.advanceTimersByTime(900);
    expect(big.textContent).toBe('1,234,567.89 €');
  });

  it('does not animate with prefers-reduced-motion: the HTML figure stays', () => {
    setReducedMotion(true);
    const { small, big } = mount('hr');
    startCountUp(document);
    expect(observers).toHaveLength(0);
    jest.advanceTimersByTime(2000);
    expect(small.textContent).toBe('2.210');
    expect(big.textContent).toBe('1.234.567,89 €');
  });
});
