/**
 * Behaviour of the PHP header (header.php), plain DOM, no React. Spec section 4:
 * - mobile menu toggle ([data-menu-toggle], aria-expanded/aria-controls) => .is-menu-open;
 * - search toggle ([data-search-toggle]) => .is-search-visible, focus moves into the field;
 * - dropdowns ([data-dropdown] with a trigger button and the panel it aria-controls): click or
 *   Enter/Space toggles; on desktop with a mouse they open on hover and close 300 ms after the
 *   mouse leaves; focus leaving closes them; on mobile they work as an accordion;
 * - Escape closes the innermost open thing (dropdown, then search, then menu) and returns focus
 *   to the control that opened it; in the open mobile menu its sections are an accordion, not
 *   popups, so Escape closes the whole menu at once (issue 27: an open section kept it open);
 * - while the mobile menu is open the page behind it does not scroll (overflow hidden on <html>);
 * - shrunk header at min-width 1261 px between 30 and 150 px of scroll: .is-shrunk plus
 *   --ks-header-shrink from 0 to 1 for a smooth transition.
 */

export const MENU_CLOSE_DELAY_MS = 300;
export const SHRINK_START_PX = 30;
export const SHRINK_END_PX = 150;
export const SHRINK_MIN_WIDTH = '(min-width: 1261px)';
export const DESKTOP = '(min-width: 1024px)';

/** Shrink progress 0..1 for a scroll offset (spec section 9: between 30 and 150 px). */
export function shrinkProgress(scrollY: number): number {
  if (scrollY <= SHRINK_START_PX) return 0;
  if (scrollY >= SHRINK_END_PX) return 1;
  return (scrollY - SHRINK_START_PX) / (SHRINK_END_PX - SHRINK_START_PX);
}

function matches(query: string): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia(query).matches;
}

interface Dropdown {
  item: HTMLElement;
  trigger: HTMLButtonElement;
  timer: number | undefined;
  /** Opened by the mouse arriving: the click that usually follows must not close it again. */
  hoverOpened: boolean;
}

export function startHeader(root: ParentNode): void {
  const header = root.querySelector<HTMLElement>('[data-site-header]');
  if (!header || header.dataset.headerReady) return;
  header.dataset.headerReady = '1';
  document.documentElement.classList.add('ks-js');

  const menuToggle = header.querySelector<HTMLButtonElement>('[data-menu-toggle]');
  const searchToggle = header.querySelector<HTMLButtonElement>('[data-search-toggle]');
  const dropdowns: Dropdown[] = [];
  header.querySelectorAll<HTMLElement>('[data-dropdown]').forEach((item) => {
    const trigger = item.querySelector<HTMLButtonElement>(':scope > button[aria-controls]');
    if (trigger) dropdowns.push({ item, trigger, timer: undefined, hoverOpened: false });
  });

  const setOpen = (dropdown: Dropdown, open: boolean): void => {
    window.clearTimeout(dropdown.timer);
    if (!open) dropdown.hoverOpened = false;
    dropdown.item.classList.toggle('is-open', open);
    dropdown.trigger.setAttribute('aria-expanded', String(open));
  };
  const closeAll = (except?: Dropdown): void => {
    for (const dropdown of dropdowns) if (dropdown !== except) setOpen(dropdown, false);
  };
  const isOpen = (dropdown: Dropdown): boolean => dropdown.item.classList.contains('is-open');

  for (const dropdown of dropdowns) {
    dropdown.trigger.addEventListener('click', () => {
      // A mouse reaching the trigger has opened the menu already; its click keeps it open (it
      // closed the menu the buyer was reaching for). The next click closes it.
      const open = dropdown.hoverOpened || !isOpen(dropdown);
      dropdown.hoverOpened = false;
      closeAll(dropdown);
      setOpen(dropdown, open);
    });
    dropdown.item.addEventListener('pointerenter', (event) => {
      if (event.pointerType !== 'mouse' || !matches(DESKTOP)) return;
      closeAll(dropdown);
      if (!isOpen(dropdown)) dropdown.hoverOpened = true;
      setOpen(dropdown, true);
    });
    dropdown.item.addEventListener('pointerleave', (event) => {
      if (event.pointerType !== 'mouse' || !matches(DESKTOP)) return;
      window.clearTimeout(dropdown.timer);
      dropdown.timer = window.setTimeout(() => setOpen(dropdown, false), MENU_CLOSE_DELAY_MS);
    });
    dropdown.item.addEventListener('focusout', (event) => {
      const next = event.relatedTarget as Node | null;
      if (next && !dropdown.item.contains(next) && matches(DESKTOP)) setOpen(dropdown, false);
    });
  }

  const setMenu = (open: boolean): void => {
    header.classList.toggle('is-menu-open', open);
    menuToggle?.setAttribute('aria-expanded', String(open));
    document.documentElement.style.overflow = open ? 'hidden' : '';
    if (!open) closeAll();
  };
  menuToggle?.addEventListener('click', () => setMenu(!header.classList.contains('is-menu-open')));

  const setSearch = (open: boolean): void => {
    header.classList.toggle('is-search-visible', open);
    searchToggle?.setAttribute('aria-expanded', String(open));
    if (open) {
      const id = searchToggle?.getAttribute('aria-controls') ?? '';
      document.getElementById(id)?.querySelector<HTMLInputElement>('input[type="search"]')?.focus();
    }
  };
  searchToggle?.addEventListener('click', () => setSearch(!header.classList.contains('is-search-visible')));

  document.addEventListener('keydown', (event) => {
    if (event.key !== 'Escape') return;
    const open = dropdowns.filter(isOpen).pop();
    if (header.classList.contains('is-menu-open') && !matches(DESKTOP) && !header.classList.contains('is-search-visible')) {
      setMenu(false);
      menuToggle?.focus();
    } else if (open) {
      setOpen(open, false);
      open.trigger.focus();
    } else if (header.classList.contains('is-search-visible')) {
      setSearch(false);
      searchToggle?.focus();
    } else if (header.classList.contains('is-menu-open')) {
      setMenu(false);
      menuToggle?.focus();
    }
  });

  document.addEventListener('click', (event) => {
    if (!header.contains(event.target as Node)) closeAll();
  });

  let frame = 0;
  const onScroll = (): void => {
    frame = 0;
    const progress = matches(SHRINK_MIN_WIDTH) ? shrinkProgress(window.scrollY) : 0;
    header.classList.toggle('is-shrunk', progress > 0);
    if (progress > 0) header.style.setProperty('--ks-header-shrink', progress.toFixed(3));
    else header.style.removeProperty('--ks-header-shrink');
  };
  window.addEventListener(
    'scroll',
    () => {
      if (!frame) frame = window.requestAnimationFrame(onScroll);
    },
    { passive: true },
  );
  window.addEventListener('resize', () => {
    if (matches(DESKTOP) && header.classList.contains('is-menu-open')) setMenu(false);
    onScroll();
  });
  onScroll();
}
