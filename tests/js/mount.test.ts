/**
 * The island contract (mount.ts with boot.ts's retry): the props are checked with the island's own
 * zod schema BEFORE the server fallback is touched. A corrupted envelope or wrong-shaped props keep
 * the fallback, show the retry and name the island and the problem on the console; valid props mount.
 */
import { screen } from '@testing-library/react';
import { start } from '../../src/islands/boot';
import { mountIsland, parseEnvelope } from '../../src/islands/mount';
import { mounted, useLocale } from './helpers';

let n = 0;

/** A header-cart mount point with a server fallback and `json` as its envelope. */
function page(json: string): HTMLElement {
  n += 1;
  const id = `island-header-cart-${n}`;
  document.body.innerHTML =
    `<div id="${id}" data-island="header-cart"><a href="/blagajna/">server cart link</a></div>` +
    `<script type="application/json" id="${id}-props">${json}</script>`;
  return document.getElementById(id) as HTMLElement;
}

let error: jest.SpyInstance;

beforeAll(async () => {
  document.documentElement.lang = 'en-US';
  await useLocale('en-US', ['cart']);
});

beforeEach(() => {
  error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
});

afterEach(() => {
  error.mockRestore();
  document.body.innerHTML = '';
});

/** Every console.error line of this test as one string. */
function logged(): string {
  return error.mock.calls.map((call) => call.map((part: unknown) => (typeof part === 'string' ? part : JSON.stringify(part))).join(' ')).join('\n');
}

describe('envelope', () => {
  it('reads { island, props }', () => {
    expect(parseEnvelope(page('{"island":"header-cart","props":{"a":1}}'))).toEqual({ ok: true, envelope: { island: 'header-cart', props: { a: 1 } } });
  });

  it('refuses corrupted JSON and an envelope without props', () => {
    expect(parseEnvelope(page('{"island": "header-cart", '))).toEqual({ ok: false, reason: expect.stringMatching(/^corrupted props JSON/) });
    expect(parseEnvelope(page('{"island":"header-cart"}'))).toEqual({ ok: false, reason: expect.stringMatching(/^invalid envelope/) });
  });
});

describe('mount', () => {
  it('keeps the fallback and shows the retry for a corrupted envelope', async () => {
    const element = page('{"island": "header-cart", ');
    await mounted(() => start(element));
    expect(element).toHaveTextContent('server cart link');
    expect(element.querySelector('[role="alert"]')).toHaveTextContent('This part of the page cannot be shown.');
    expect(element.querySelector('[role="alert"]')).not.toHaveTextContent('header-cart');
    expect(element.querySelector('.island-error button')).toHaveTextContent('Try again');
    expect(logged()).toMatch(/island "header-cart" keeps its server fallback: corrupted props JSON/);
  });

  it('keeps the fallback and shows the retry for wrong-shaped props, naming the island and the zod issue in the console', async () => {
    const element = page('{"island":"header-cart","props":{"checkoutUrl":42}}');
    await mounted(() => start(element));
    expect(element).toHaveTextContent('server cart link');
    expect(screen.getByRole('alert')).toHaveTextContent('cannot be shown');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    const text = logged();
    expect(text).toMatch(/island "header-cart" keeps its server fallback: invalid props/);
    expect(text).toContain('"path":["checkoutUrl"]');
    expect(text).toContain('Expected string, received number');
  });

  it('rejects without touching the fallback when called directly with bad props', async () => {
    const element = page('{"island":"header-cart","props":{}}');
    await expect(mountIsland(element, (p) => p)).rejects.toMatchObject({ type: 'props', island: 'header-cart' });
    expect(element).toHaveTextContent('server cart link');
  });

  it('mounts the island for valid props, replacing the fallback', async () => {
    const element = page('{"island":"header-cart","props":{"checkoutUrl":"/checkout/"}}');
    await mounted(() => start(element));
    expect(element).not.toHaveTextContent('server cart link');
    expect(element.querySelector('[role="alert"]')).toBeNull();
    expect(screen.getByRole('button', { name: 'Cart: empty' })).toBeInTheDocument();
    expect(element.getAttribute('aria-busy')).toBe('false');
    expect(error).not.toHaveBeenCalled();
  });
});
