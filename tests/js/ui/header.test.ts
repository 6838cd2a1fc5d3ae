/**
 * src/ui/header.ts on the markup header.php prints: dropdowns, the 300 ms mouse-leave delay,
 * Escape, the mobile menu and search toggles, and the shrink range (spec sections 4 and 9).
 */
import { MENU_CLOSE_DELAY_MS, shrinkProgress, startHeader } from '../../../src/ui/header';

function setMedia(desktop: boolean): void {
  Object.defineProperty(window, 'matchMedia', {
    configurable: true,
    value: (query: string) => ({ matches: desktop, media: query, addEventListener: () => {}, removeEventListener: () => {} }),
  });
}

function pointer(type: string, target: Element): void {
  const event = new Event(type, { bubbles: false });
  Object.defineProperty(event, 'pointerType', { value: 'mouse' });
  target.dispatchEvent(event);
}

function mountHeader(): HTMLElement {
  document.body.innerHTML = `
    <header class="site-header" data-site-header>
      <button type="button" data-menu-toggle aria-expanded="false" aria-controls="site-nav">Menu</button>
      <nav id="site-nav"><ul>
        <li data-dropdown id="products"><button type="button" aria-expanded="false" aria-controls="p">Products</button>
          <div id="p"><a href="/katalog/?category=x">X</a></div></li>
        <li data-dropdown id="company"><button type="button" aria-expanded="false" aria-controls="c">Company</button>
          <ul id="c"><li><a href="/o-nama/">About us</a></li></ul></li>
      </ul></nav>
      <button type="button" data-search-toggle aria-expanded="false" aria-controls="site-search">Search</button>
      <div id="site-search"><input type="search" name="search" id="q"></div>
    </header>
    <main id="main"><p id="outside">x</p></main>`;
  startHeader(document);
  return document.querySelector('[data-site-header]') as HTMLElement;
}

const trigger = (id: string): HTMLButtonElement => document.querySelector(`#${id} > button`) as HTMLButtonElement;

describe('header', () => {
  afterEach(() => jest.useRealTimers());

  it('shrinks only between 30 and 150 px of scroll', () => {
    expect(shrinkProgress(0)).toBe(0);
    expect(shrinkProgress(30)).toBe(0);
    expect(shrinkProgress(90)).toBeCloseTo(0.5);
    expect(shrinkProgress(150)).toBe(1);
    expect(shrinkProgress(2000)).toBe(1);
  });

  it('opens a dropdown on click, closes the other one, and Escape closes it with focus on its trigger', () => {
    setMedia(true);
    mountHeader();
    trigger('company').click();
    expect(trigger('company')).toHaveAttribute('aria-expanded', 'true');
    trigger('products').click();
    expect(trigger('products')).toHaveAttribute('aria-expanded', 'true');
    expect(trigger('company')).toHaveAttribute('aria-expanded', 'false');
    document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape' }));
    expect(trigger('products')).toHaveAttribute('aria-expanded', 'false');
    expect(document.activeElement).toBe(trigger('products'));
  });

  it('opens on mouse hover on desktop and closes 300 ms after the mouse leaves', () => {
    jest.useFakeTimers();
    setMedia(true);
    mountHeader();
    const item = document.getElementById('products') as HTMLElement;
    pointer('pointerenter', item);
    expect(item).toHaveClass('is-open');
    pointer('pointerleave', item);
    jest.advanceTimersByTime(MENU_CLOSE_DELAY_MS - 10);
    expect(item).toHaveClass('is-open');
    pointer('pointerenter', item);
    jest.advanceTimersByTime(MENU_CLOSE_DELAY_MS * 2);
    expect(item).toHaveClass('is-open');
    pointer('pointerleave', item);
    jest.advanceTimersByTime(MENU_CLOSE_DELAY_MS);
    expect(item).not.toHaveClass('is-open');
  });

  it('keeps a hover-opened dropdown open when the mouse then clicks its trigger; the next click closes it', () => {
    setMedia(true);
    mountHeader();
    const item = document.getElementById('company') as HTMLElement;
    pointer('pointerenter', item);
    trigger('company').click();
    expect(trigger('company')).toHaveAttribute('aria-expanded', 'true');
    trigger('company').click();
    expect(trigger('company')).toHaveAttribute('aria-expanded', 'false');
    trigger('company').click();
    expect(trigger('company')).toHaveAttribute('aria-expanded', 'true');
  });

  it('does not open on hover on mobile, where dropdowns are an accordion', () => {
    setMedia(false);
    mountHeader();
    pointer('pointerenter', document.getElementById('company') as HTMLElement);
    expect(trigger('company')).toHaveAttribute('aria-expanded', 'false');
    trigger('company').click();
    expect(trigger('company')).toHaveAttribute('aria-expanded', 'true');
  });

  it('toggles the mobile menu and the search; Escape closes them in turn', () => {
    setMedia(false);
    const header = mountHeader();
    const menu = document.querySelector('[data-menu-toggle]') as HTMLButtonElement;
    const search = document.querySelector('[data-search-toggle]') as HTMLButtonElement;
    menu.click();
    expect(header).toHaveClass('is-menu-open');
    expect(menu).toHaveAttribute('aria-expanded', 'true');
    search.click();
    expect(header).toHaveClass('is-search-visible');
    expect(document.activeElement).toBe(document.getElementById('q'));
    document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape' }));
    expect(header).not.toHaveClass('is-search-visible');
    expect(header).toHaveClass('is-menu-open');
    document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape' }));
    expect(header).not.toHaveClass('is-menu-open');
    expect(menu).toHaveAttribute('aria-expanded', 'false');
    expect(document.activeElement).toBe(menu);
  });

  it('on the phone Escape closes the menu with a section open, and the page does not scroll while it is open (issue 27)', () => {
    setMedia(false);
    const header = mountHeader();
    const menu = document.querySelector('[data-menu-toggle]') as HTMLButtonElement;
    menu.click();
    expect(document.documentElement.style.overflow).toBe('hidden');
    trigger('products').click();
    expect(trigger('products')).toHaveAttribute('aria-expanded', 'true');
    document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape' }));
    expect(header).not.toHaveClass('is-menu-open');
    expect(trigger('products')).toHaveAttribute('aria-expanded', 'false');
    expect(document.activeElement).toBe(menu);
    expect(document.documentElement.style.overflow).toBe('');
    menu.click();
    menu.click();
    expect(document.documentElement.style.overflow).toBe('');
  });

  it('closes open dropdowns on a click outside the header', () => {
    setMedia(true);
    mountHeader();
    trigger('company').click();
    (document.getElementById('outside') as HTMLElement).click();
    expect(trigger('company')).toHaveAttribute('aria-expanded', 'false');
  });
});
