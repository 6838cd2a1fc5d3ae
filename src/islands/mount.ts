/**
 * Mounts one island: reads its JSON envelope { island, props }, loads the island's chunk and texts,
 * validates the props with the schema the island exports (propsSchema) and only then renders it with
 * createRoot into its mount point, replacing the server fallback.
 *
 * A corrupted envelope or props the schema refuses leave the fallback untouched: the console names
 * the island and the problem (the zod issues), and mountIsland rejects with an IslandPropsError, for
 * which boot.ts shows its retry above the fallback. The page config (REST base, nonce, locale) is not
 * in the envelope: lib/config reads it once from the page, so mounting never resets a fresher nonce.
 */
import { createElement, startTransition, useLayoutEffect, useRef, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { z } from 'zod';
import { getConfig } from '../lib/config';
import { i18n, loadNamespaces } from '../lib/i18n';
import { I18nextProvider } from 'react-i18next';
import { registry, type IslandModule } from './registry';
import { readFallbackState, watchFallback } from '../components/fallback';

export const envelopeSchema = z.object({
  island: z.string().min(1),
  props: z.record(z.unknown()),
});

export type Envelope = z.infer<typeof envelopeSchema>;

/** Why an island keeps its fallback: no or corrupted envelope, or props its schema refuses. */
export class IslandPropsError extends Error {
  readonly type = 'props';
  readonly island: string;

  constructor(island: string, message: string) {
    super(message);
    this.name = 'IslandPropsError';
    this.island = island;
  }
}

type EnvelopeResult = { ok: true; envelope: Envelope } | { ok: false; reason: string };

/** Reads the envelope printed beside a mount point (script #<id>-props), with the reason when it is unusable. */
export function parseEnvelope(element: HTMLElement): EnvelopeResult {
  const script = document.getElementById(`${element.id}-props`);
  if (!script?.textContent) return { ok: false, reason: 'no props script' };
  let raw: unknown;
  try {
    raw = JSON.parse(script.textContent);
  } catch (error) {
    return { ok: false, reason: `corrupted props JSON (${(error as Error).message})` };
  }
  const parsed = envelopeSchema.safeParse(raw);
  return parsed.success ? { ok: true, envelope: parsed.data } : { ok: false, reason: `invalid envelope: ${JSON.stringify(parsed.error.issues)}` };
}

/** Resolves in a later task (lets the browser handle input and paint in between). */
function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

export async function mountIsland(element: HTMLElement, guard: (p: Promise<IslandModule>) => Promise<IslandModule>): Promise<void> {
  const name = element.dataset.island ?? '';
  const entry = registry[name];
  if (!entry) {
    console.error(`[kabelshop] island "${name}" keeps its server fallback: unknown island`);
    return;
  }
  const read = parseEnvelope(element);
  if (!read.ok) {
    console.error(`[kabelshop] island "${name}" keeps its server fallback: ${read.reason}`);
    throw new IslandPropsError(name, read.reason);
  }
  const { locale } = getConfig();
  const [module] = await Promise.all([guard(entry.load()), loadNamespaces(locale, entry.namespaces), themeStylesReady()]);
  // A task of its own for the props check and the first render: the last chunk's evaluation (which
  // resolved the wait above) and the render together were one long task (Lighthouse's total
  // blocking time on the checkout and contact pages).
  await nextTask();
  const props = module.propsSchema.safeParse(read.envelope.props);
  if (!props.success) {
    console.error(`[kabelshop] island "${name}" keeps its server fallback: invalid props`, props.error.issues);
    throw new IslandPropsError(name, `invalid props: ${JSON.stringify(props.error.issues)}`);
  }
  // And the render in a task after the props check: the catalogue's props (its first result cards)
  // take zod 56 ms to check under Lighthouse's 4x CPU factor, and with the measuring below they were
  // one task of 116 ms on /sr/katalog/.
  await nextTask();
  // What the visitor typed into the fallback (and where the focus was) goes to the island, not into the void.
  const fallback = readFallbackState(element);
  // What they type while the island renders (the fallback stays on screen) is handed on in the commit.
  const settle = watchFallback(element, fallback);
  // A detached copy of the server's fallback: an island may start from what the server already
  // rendered (e.g. the catalogue's first result cards) instead of an empty loading state, so it
  // renders into the fallback's box (no layout shift, docs/front-end.md).
  const server = element.cloneNode(true) as HTMLElement;
  const fallbackBox = element.getBoundingClientRect();
  const fallbackHeight = fallbackBox.height;
  // Where the fallback's box is in the document (not the viewport): the reader may scroll while
  // the island renders.
  const topInDocument = fallbackBox.top + window.scrollY;
  // The first render is a transition: React renders in slices of a few milliseconds, yielding to
  // the browser in between (the catalogue's first render under Lighthouse's 4x CPU factor was one
  // task of 260 ms with flushSync, most of the page's total blocking time, issue 27), while the
  // server's fallback stays on screen. React empties the mount point only in the commit, in the same
  // task as it inserts the island, so no frame shows the emptied box (the layout shift that
  // flushSync was there to prevent, tests/e2e/layout-shift.spec.ts). The box is held and the view
  // kept in a layout effect of that commit, before the browser paints it.
  const root = createRoot(element);
  await new Promise<void>((resolve) => {
    const committed = (): void => {
      settle(element);
      holdFallbackHeight(element, fallbackHeight);
      const top = topInDocument - window.scrollY;
      keepViewBelow(element, top + fallbackHeight, top);
      resolve();
    };
    const tree = createElement(I18nextProvider, { i18n }, createElement(module.default, { props: props.data as unknown, fallback, server }));
    startTransition(() => root.render(createElement(Committed, { onCommit: committed }, tree)));
  });
}

/** Calls onCommit once, in the layout effects of the island's first commit (before its first paint). */
function Committed({ onCommit, children }: { onCommit: () => void; children?: ReactNode }): ReactNode {
  const done = useRef(false);
  useLayoutEffect(() => {
    if (done.current) return;
    done.current = true;
    onCommit();
  }, [onCommit]);
  return children;
}

/**
 * An island that mounts while the reader has scrolled past its top (its box starts above the
 * screen, as on a slow network where the chunks come after the reader moved on) and came out taller
 * or shorter than its fallback would move what the reader sees below it by the difference; the
 * browser's scroll anchoring does not step in (its anchor, inside the replaced fallback, is gone):
 * the contact form's 46 px at the end of the page, the catalogue's 350 px on a phone scrolled to
 * the price-list signup below the results. The page is scrolled by the same amount in the same task,
 * so what is on screen below the island stays where it was (no layout shift). An island whose top is
 * on or below the screen's top, or that fills the whole screen (nothing below it to keep), is left
 * to its reserved box and holdFallbackHeight().
 *
 * @param bottomBefore The fallback's bottom edge relative to the viewport, px, measured before the render.
 * @param topBefore    The fallback's top edge relative to the viewport, px (default: bottomBefore).
 */
export function keepViewBelow(element: HTMLElement, bottomBefore: number, topBefore: number = bottomBefore): void {
  if (typeof window === 'undefined' || topBefore >= 0 || bottomBefore >= window.innerHeight) return;
  const moved = element.getBoundingClientRect().bottom - bottomBefore;
  if (Math.abs(moved) >= 0.5) window.scrollBy({ top: moved, behavior: 'instant' });
}

/** Id of the inline first-paint <style> (inc/Assets/Assets.php::style_tag()). */
const CRITICAL_SHEET_ID = 'kabelshop-critical-css';

/**
 * Resolves once the theme's full style sheet applies. On pages with a first-paint sheet printed
 * inline (inc/Assets/Assets.php, docs/front-end.md "First paint: critical CSS") the full sheet is
 * added after the first frame; the inline rules cover only what the server printed, so an island
 * renders once the full sheet (its own rules) is there: the loader marks the inline <style>
 * data-full="loaded" and fires kabelshop:styles when the sheet has loaded (or failed: an island
 * is not held back for ever). On a page without a first-paint sheet this resolves at once.
 */
export function themeStylesReady(doc: Document = document): Promise<void> {
  const critical = doc.getElementById(CRITICAL_SHEET_ID);
  if (!critical || critical.getAttribute('data-full') === 'loaded') return Promise.resolve();
  return new Promise((resolve) => doc.addEventListener('kabelshop:styles', () => resolve(), { once: true }));
}

/**
 * Where the island's first state came out shorter than its fallback (e.g. the product table: the
 * server's table has other columns than the island's, so its rows are a little taller), the mount
 * point keeps the fallback's height (inline min-height) while the end of the box is on screen, so
 * nothing below it moves up in view (layout shift). The height is given back as soon as both the
 * held and the island's own end are below the screen (checked now and on scroll and resize): then
 * what moves is out of view, which is no layout shift. A taller island needs nothing held (its
 * fallback should reserve its box instead: docs/front-end.md "No layout shift").
 */
export function holdFallbackHeight(element: HTMLElement, height: number): void {
  if (typeof window === 'undefined' || !(height > 0) || element.getBoundingClientRect().height >= height) return;
  element.style.minHeight = `${Math.ceil(height)}px`;
  let queued = false;
  const check = (): void => {
    queued = false;
    const held = element.getBoundingClientRect().bottom;
    // Measured without the hold inside this task: no frame is painted in between.
    element.style.minHeight = '';
    const own = element.getBoundingClientRect().bottom;
    if (held > window.innerHeight && own > window.innerHeight) {
      window.removeEventListener('scroll', onChange);
      window.removeEventListener('resize', onChange);
      return;
    }
    element.style.minHeight = `${Math.ceil(height)}px`;
  };
  // The two measurements force layout: at most once per frame, however many scroll events come.
  const onChange = (): void => {
    if (queued) return;
    queued = true;
    window.requestAnimationFrame(check);
  };
  window.addEventListener('scroll', onChange, { passive: true });
  window.addEventListener('resize', onChange, { passive: true });
  check();
}
