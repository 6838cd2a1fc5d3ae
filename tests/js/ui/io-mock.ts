/**
 * A controllable IntersectionObserver for jsdom (which has none): tests call `intersect(element)`
 * to say the element is now within the observer's root margin, and read the options each
 * observer was made with (rootMargin, threshold).
 */
export interface FakeObserver {
  callback: IntersectionObserverCallback;
  options: IntersectionObserverInit;
  targets: Set<Element>;
  instance: IntersectionObserver;
}

export const observers: FakeObserver[] = [];

export function installIntersectionObserver(): void {
  observers.length = 0;
  class FakeIntersectionObserver {
    private readonly state: FakeObserver;
    constructor(callback: IntersectionObserverCallback, options: IntersectionObserverInit = {}) {
      this.state = { callback, options, targets: new Set(), instance: this as unknown as IntersectionObserver };
      observers.push(this.state);
    }
    observe(target: Element): void {
      this.state.targets.add(target);
    }
    unobserve(target: Element): void {
      this.state.targets.delete(target);
    }
    disconnect(): void {
      this.state.targets.clear();
    }
    takeRecords(): IntersectionObserverEntry[] {
      return [];
    }
  }
  Object.defineProperty(window, 'IntersectionObserver', { configurable: true, writable: true, value: FakeIntersectionObserver });
  Object.defineProperty(globalThis, 'IntersectionObserver', { configurable: true, writable: true, value: FakeIntersectionObserver });
}

/** Reports the element to every observer watching it. */
export function intersect(target: Element, isIntersecting = true, ratio = isIntersecting ? 1 : 0, coveredHeight = 0, viewportHeight = 800): void {
  for (const observer of observers) {
    if (!observer.targets.has(target)) continue;
    const entry = {
      target,
      isIntersecting,
      intersectionRatio: ratio,
      intersectionRect: { height: coveredHeight } as DOMRectReadOnly,
      rootBounds: { height: viewportHeight } as DOMRectReadOnly,
      boundingClientRect: {} as DOMRectReadOnly,
      time: 0,
    } as IntersectionObserverEntry;
    observer.callback([entry], observer.instance);
  }
}

export function setReducedMotion(reduce: boolean): void {
  Object.defineProperty(window, 'matchMedia', {
    configurable: true,
    value: (query: string) => ({
      matches: reduce && query.includes('prefers-reduced-motion'),
      media: query,
      addEventListener: () => {},
      removeEventListener: () => {},
      addListener: () => {},
      removeListener: () => {},
    }),
  });
}
