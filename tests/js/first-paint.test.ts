/**
 * First paint (issue 16, docs/front-end.md "First paint: critical CSS"): islands and UI modules
 * start only after the first contentful paint (boot.ts afterFirstPaint), and an island renders only
 * once the theme's full style sheet applies where the page printed a first-paint sheet inline
 * (mount.ts themeStylesReady, which the inline loader of inc/Assets/Assets.php releases); an island
 * that mounts after the reader scrolled past it does not move what is on screen (keepViewBelow).
 */
import { afterFirstPaint } from '../../src/islands/boot';
import { keepViewBelow, themeStylesReady } from '../../src/islands/mount';

type Callback = (list: { getEntriesByName: (name: string) => unknown[] }) => void;

describe('afterFirstPaint', () => {
  const original = (globalThis as { PerformanceObserver?: unknown }).PerformanceObserver;
  let observed: Callback | null = null;
  let painted: unknown[] = [];

  beforeEach(() => {
    observed = null;
    painted = [];
    class FakeObserver {
      static supportedEntryTypes = ['paint'];
      constructor(callback: Callback) {
        observed = callback;
      }
      observe(): void {}
      disconnect(): void {
        observed = null;
      }
    }
    (globalThis as { PerformanceObserver?: unknown }).PerformanceObserver = FakeObserver;
    // jsdom has no Paint Timing; its document is complete at once (a page being parsed is not).
    Object.defineProperty(performance, 'getEntriesByName', { configurable: true, value: () => painted });
    jest.spyOn(document, 'readyState', 'get').mockReturnValue('interactive');
  });

  afterEach(() => {
    (globalThis as { PerformanceObserver?: unknown }).PerformanceObserver = original;
    delete (performance as { getEntriesByName?: unknown }).getEntriesByName;
    jest.restoreAllMocks();
    jest.useRealTimers();
  });

  it('waits for the first contentful paint, then runs once', () => {
    const run = jest.fn();
    afterFirstPaint(run);
    expect(run).not.toHaveBeenCalled();
    observed?.({ getEntriesByName: () => [] }); // first-paint only: not yet
    expect(run).not.toHaveBeenCalled();
    observed?.({ getEntriesByName: (name) => (name === 'first-contentful-paint' ? [{}] : []) });
    expect(run).toHaveBeenCalledTimes(1);
    window.dispatchEvent(new Event('load'));
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('runs at once when the page has painted already', () => {
    painted = [{ name: 'first-contentful-paint' }];
    const run = jest.fn();
    afterFirstPaint(run);
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('runs at once once the page has loaded', () => {
    jest.spyOn(document, 'readyState', 'get').mockReturnValue('complete');
    const run = jest.fn();
    afterFirstPaint(run);
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('runs at once where the browser reports no paints', () => {
    (globalThis as { PerformanceObserver?: unknown }).PerformanceObserver = undefined;
    const run = jest.fn();
    afterFirstPaint(run);
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('does not wait for a paint in a hidden tab beyond the load event, nor anywhere beyond 5 s', () => {
    jest.useFakeTimers({ doNotFake: ['performance'] });
    const visible = jest.fn();
    afterFirstPaint(visible);
    window.dispatchEvent(new Event('load')); // visible tab: the paint is still to come
    expect(visible).not.toHaveBeenCalled();
    jest.advanceTimersByTime(4999);
    expect(visible).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    expect(visible).toHaveBeenCalledTimes(1);

    const hidden = jest.fn();
    jest.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    afterFirstPaint(hidden);
    window.dispatchEvent(new Event('load'));
    expect(hidden).toHaveBeenCalledTimes(1);
  });
});

describe('themeStylesReady', () => {
  afterEach(() => {
    document.head.innerHTML = '';
  });

  it('resolves at once on a page without a first-paint sheet', async () => {
    await expect(themeStylesReady()).resolves.toBeUndefined();
  });

  it('waits for the loader to report the full sheet, and resolves at once afterwards', async () => {
    document.head.innerHTML = "<style id='kabelshop-critical-css'></style>";
    let ready = false;
    const waiting = themeStylesReady().then(() => {
      ready = true;
    });
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(ready).toBe(false);
    // What the inline loader does on the sheet's load (or error) event.
    document.getElementById('kabelshop-critical-css')?.setAttribute('data-full', 'loaded');
    document.dispatchEvent(new Event('kabelshop:styles'));
    await waiting;
    expect(ready).toBe(true);
    await expect(themeStylesReady()).resolves.toBeUndefined();
  });
});

describe('keepViewBelow', () => {
  afterEach(() => jest.restoreAllMocks());

  function islandWithBottom(bottom: number): HTMLElement {
    const element = document.createElement('div');
    jest.spyOn(element, 'getBoundingClientRect').mockReturnValue({ bottom } as DOMRect);
    return element;
  }

  it('scrolls by what an island above the screen grew, so what is on screen stays put', () => {
    const scrollBy = jest.spyOn(window, 'scrollBy').mockImplementation(() => undefined);
    keepViewBelow(islandWithBottom(-254), -300); // the island came out 46 px taller
    expect(scrollBy).toHaveBeenCalledWith({ top: 46, behavior: 'instant' });
  });

  it('scrolls by what an island whose top is above the screen grew, when the reader sees what follows it', () => {
    const scrollBy = jest.spyOn(window, 'scrollBy').mockImplementation(() => undefined);
    // A phone at the end of the catalogue: the results' last 494 px on screen, the signup below them.
    keepViewBelow(islandWithBottom(844), 494, -1200);
    expect(scrollBy).toHaveBeenCalledWith({ top: 350, behavior: 'instant' });
  });

  it('leaves an island in view or below alone, one that fills the screen, and one that kept its height', () => {
    const scrollBy = jest.spyOn(window, 'scrollBy').mockImplementation(() => undefined);
    keepViewBelow(islandWithBottom(746), 700, 100);
    keepViewBelow(islandWithBottom(900), 700, 0);
    keepViewBelow(islandWithBottom(window.innerHeight + 300), window.innerHeight + 10, -500);
    keepViewBelow(islandWithBottom(-300), -300);
    expect(scrollBy).not.toHaveBeenCalled();
  });
});
