/**
 * The only script every page loads (a classic script in the footer, build/boot.js). It
 * - starts the non-React UI modules of the PHP markup (src/ui),
 * - finds each island mount point PHP printed (inc/View/MountPoint.php) and loads its chunk
 *   when it nears the viewport ('visible', 200px ahead), when the browser is idle ('idle'), or on
 *   the first interaction ('interaction': pointer or focus on it, or a kabelshop:load-island event),
 * - shows a retry above the server fallback of a section whose chunk fails or takes over 120 s
 *   (spec section 9), or whose props mount.ts refused (the fallback stays).
 * React, zod and i18next load with the first island, never with the page.
 */
import { startUi } from '../ui';
import { LOAD_ISLAND_EVENT } from '../lib/cart/side-cart';
import { CHUNK_TIMEOUT_MS, chunkFailureText, type ChunkFailure } from './chunk-error';

type Strategy = 'visible' | 'idle' | 'interaction';

const started = new WeakSet<Element>();

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(Object.assign(new Error('timeout'), { type: 'timeout' })), ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error);
      },
    );
  });
}

function showRetry(element: HTMLElement, error: unknown): void {
  const given = (error as { type?: string } | null)?.type;
  const type: ChunkFailure = given === 'timeout' || given === 'props' ? given : 'missing';
  const texts = chunkFailureText(document.documentElement.lang, type);
  element.setAttribute('aria-busy', 'false');
  const box = document.createElement('div');
  box.className = 'island-error';
  box.setAttribute('role', 'alert');
  const message = document.createElement('p');
  message.textContent = texts.message;
  const button = document.createElement('button');
  button.type = 'button';
  button.className = 'button';
  button.textContent = texts.retry;
  button.addEventListener('click', () => {
    box.remove();
    started.delete(element);
    void start(element);
  });
  box.append(message, button);
  element.prepend(box);
}

/** The fallback forms whose submit was held while their island loaded (issue 27). */
const heldSubmits = new WeakMap<HTMLElement, { form: HTMLFormElement; index: number }>();

/**
 * Holds a submit of the server fallback's form until the island is there: a price-list signup
 * pressed before its island mounted posted the page to itself, reloaded it and dropped what was
 * typed (issue 27). The submit starts the island (as any interaction does); once mounted, the
 * island's form in the same place is submitted (requestSubmit: its validation and request run), with what was
 * typed and ticked carried over (components/fallback). If the island cannot load, the held form is
 * submitted as the browser would have (the fallback stays, so does its own behaviour).
 */
function holdSubmits(element: HTMLElement): void {
  element.addEventListener(
    'submit',
    (event) => {
      if (started.has(element) && element.getAttribute('aria-busy') === 'false') return;
      const form = event.target;
      if (!(form instanceof HTMLFormElement) || form.dataset.released === '1') return;
      event.preventDefault();
      heldSubmits.set(element, { form, index: Array.from(element.querySelectorAll('form')).indexOf(form) });
      void start(element);
    },
    true,
  );
}

/** After the mount: submits the island's form for a held fallback submit. */
function releaseSubmit(element: HTMLElement, mounted: boolean): void {
  const held = heldSubmits.get(element);
  if (!held) return;
  heldSubmits.delete(element);
  if (mounted) {
    // The island's form in the fallback form's place (the island renders the same forms).
    element.querySelectorAll('form')[Math.max(0, held.index)]?.requestSubmit();
  } else if (held.form.isConnected) {
    held.form.dataset.released = '1';
    held.form.requestSubmit();
  }
}

let runtime: Promise<void> | null = null;

/**
 * Evaluates the islands' libraries one task each, once per page: React DOM, then zod, then
 * i18next with react-i18next; mount.ts, which imports them all, comes after. A module of a loaded
 * chunk runs when it is first imported, so evaluated together (mount.ts's static imports) they were
 * one long task: on the quick order page 103 ms of vendor code under Lighthouse's 4x CPU factor,
 * most of its total blocking time (issue 27). The imports go one after the other, so a library's
 * chunk is asked for once the one before it has run (zod, i18next and react-i18next share chunks
 * with other code; the wait is one round trip per chunk not yet loaded).
 */
export function runtimeReady(): Promise<void> {
  const steps: (() => Promise<unknown>)[] = [() => import('react-dom/client'), () => import('zod'), () => import('i18next'), () => import('react-i18next')];
  runtime ??= (async () => {
    for (const step of steps) {
      await step();
      await new Promise((resolve) => setTimeout(resolve, 0));
    }
  })().catch((error: unknown) => {
    runtime = null; // A chunk that failed is asked again by the retry button.
    throw error;
  });
  return runtime;
}

/** Loads and mounts one island; exported for tests. */
export async function start(element: HTMLElement): Promise<void> {
  if (started.has(element)) return;
  started.add(element);
  element.setAttribute('aria-busy', 'true');
  try {
    await withTimeout(runtimeReady(), CHUNK_TIMEOUT_MS);
    const { mountIsland } = await withTimeout(import('./mount'), CHUNK_TIMEOUT_MS);
    await mountIsland(element, (promise) => withTimeout(promise, CHUNK_TIMEOUT_MS));
    element.setAttribute('aria-busy', 'false');
    releaseSubmit(element, true);
  } catch (error) {
    console.error('[kabelshop] island failed', element.dataset.island, error);
    showRetry(element, error);
    releaseSubmit(element, false);
  }
}

function schedule(element: HTMLElement, observer: IntersectionObserver | null): void {
  const strategy = (element.dataset.islandLoad ?? 'visible') as Strategy;
  holdSubmits(element);
  if (strategy === 'idle') {
    const idle = (window as Window & { requestIdleCallback?: (cb: () => void) => void }).requestIdleCallback;
    if (idle) idle(() => void start(element));
    else setTimeout(() => void start(element), 200);
  } else if (strategy === 'interaction') {
    const go = (): void => void start(element);
    element.addEventListener('pointerenter', go, { once: true });
    element.addEventListener('focusin', go, { once: true });
  } else if (observer) {
    observer.observe(element);
  } else {
    void start(element);
  }
}

/** Finds the mount points below root and schedules each. */
export function bootIslands(root: ParentNode = document): void {
  const observer =
    'IntersectionObserver' in window
      ? new IntersectionObserver(
          (entries, obs) => {
            for (const entry of entries) {
              if (entry.isIntersecting) {
                obs.unobserve(entry.target);
                void start(entry.target as HTMLElement);
              }
            }
          },
          { rootMargin: '200px' },
        )
      : null;
  root.querySelectorAll<HTMLElement>('[data-island]').forEach((element) => schedule(element, observer));
}

/** Loads an island by name now (e.g. the side cart when the header cart button is pressed). */
export function loadIsland(name: string): void {
  document.querySelectorAll<HTMLElement>(`[data-island="${CSS.escape(name)}"]`).forEach((element) => void start(element));
}

/** The longest afterFirstPaint() waits for a paint, ms. */
const FIRST_PAINT_WAIT_MS = 5000;

/**
 * Runs `run` once the page's first contentful paint is done (Paint Timing); at once where the
 * browser does not report paints or has painted already; on the load event when the tab is hidden
 * (a tab opened in the background paints nothing until shown); at the latest after 5 s (the same
 * moments as the full style sheet's loader, inc/Assets/Assets.php::style_tag()). Islands and UI modules start here:
 * their chunks (React alone is some 70 KB gzip) would otherwise be fetched beside the document and
 * its first paint, which needs none of them (docs/front-end.md "First paint: critical CSS").
 */
export function afterFirstPaint(run: () => void): void {
  const types = typeof PerformanceObserver === 'undefined' ? [] : (PerformanceObserver.supportedEntryTypes ?? []);
  if (!types.includes('paint') || document.readyState === 'complete' || performance.getEntriesByName('first-contentful-paint').length > 0) {
    run();
    return;
  }
  let done = false;
  const observer = new PerformanceObserver((list) => {
    if (list.getEntriesByName('first-contentful-paint').length > 0) go();
  });
  const onLoad = (): void => {
    if (document.visibilityState === 'hidden') go();
  };
  const timer = window.setTimeout(go, FIRST_PAINT_WAIT_MS);
  function go(): void {
    if (done) return;
    done = true;
    observer.disconnect();
    window.removeEventListener('load', onLoad);
    window.clearTimeout(timer);
    run();
  }
  observer.observe({ type: 'paint', buffered: true });
  window.addEventListener('load', onLoad);
}

function main(): void {
  document.addEventListener(LOAD_ISLAND_EVENT, (event) => {
    const name = (event as CustomEvent<{ island: string }>).detail?.island;
    if (name) loadIsland(name);
  });
  afterFirstPaint(() => {
    startUi(document);
    bootIslands(document);
  });
}

if (typeof window !== 'undefined' && !(window as Window & { __kabelshopNoAutoBoot?: boolean }).__kabelshopNoAutoBoot) {
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', main, { once: true });
  else main();
}
