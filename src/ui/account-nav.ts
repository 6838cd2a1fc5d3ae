/**
 * The account page's navigation selector that toggles content panels (spec section 2; sections 4
 * and 9: "toggle-content panels switch after a 600ms wait when one is already open").
 *
 * Markup (templates/page-account.php): [data-account-nav] holding links [data-account-tab="key"]
 * (wide screens), a <select data-account-select> (narrow screens) and panels
 * [data-account-panel="key"]. Without this module every panel shows; with it one panel shows at a
 * time, the URL hash names it (#profile, #addresses, ...; kept on reload and back/forward), the
 * current link has aria-current="true" and the select shows the same panel.
 */

/** Spec sections 4 and 9: the wait before switching when a panel is open, in milliseconds. */
export const PANEL_WAIT_MS = 600;

export interface AccountNav {
  /** Shows a panel (after the wait when another one is open). Resolves when it is shown. */
  show: (key: string, focus?: boolean) => Promise<void>;
  current: () => string;
}

export function startAccountNav(root: ParentNode, waitMs: number = PANEL_WAIT_MS): AccountNav | null {
  const nav = root.querySelector<HTMLElement>('[data-account-nav]');
  if (!nav) return null;
  const panels = Array.from(nav.querySelectorAll<HTMLElement>('[data-account-panel]'));
  const links = Array.from(nav.querySelectorAll<HTMLAnchorElement>('[data-account-tab]'));
  const select = nav.querySelector<HTMLSelectElement>('[data-account-select]');
  const keys = panels.map((panel) => panel.dataset.accountPanel ?? '');
  if (keys.length === 0) return null;

  const fromHash = (): string => {
    const key = window.location.hash.replace(/^#/, '');
    return keys.includes(key) ? key : keys[0];
  };

  let current = '';
  let timer: ReturnType<typeof setTimeout> | null = null;

  const render = (key: string): void => {
    for (const panel of panels) {
      const open = panel.dataset.accountPanel === key;
      panel.hidden = !open;
      panel.classList.toggle('is-open', open);
      panel.classList.remove('is-closing');
    }
    for (const link of links) {
      if (link.dataset.accountTab === key) link.setAttribute('aria-current', 'true');
      else link.removeAttribute('aria-current');
    }
    if (select) select.value = key;
    current = key;
  };

  const show = (key: string, focus = false): Promise<void> =>
    new Promise((resolve) => {
      if (!keys.includes(key)) {
        resolve();
        return;
      }
      if (timer) clearTimeout(timer);
      if (window.location.hash !== `#${key}`) window.history.replaceState(null, '', `#${key}`);
      const finish = (): void => {
        timer = null;
        render(key);
        if (focus) panels.find((panel) => panel.dataset.accountPanel === key)?.focus();
        resolve();
      };
      if (key === current) {
        finish();
        return;
      }
      const open = panels.find((panel) => panel.dataset.accountPanel === current);
      if (!open) {
        finish();
        return;
      }
      open.classList.add('is-closing');
      if (select) select.value = key;
      timer = setTimeout(finish, waitMs);
    });

  nav.classList.add('account--enhanced');
  render(fromHash());
  // templates/page-account.php drew the named panel alone with a rule in the head until now.
  document.getElementById('ks-account-first-frame')?.remove();

  for (const link of links) {
    link.addEventListener('click', (event) => {
      event.preventDefault();
      void show(link.dataset.accountTab ?? '', true);
    });
  }
  select?.addEventListener('change', () => void show(select.value));
  window.addEventListener('hashchange', () => void show(fromHash()));

  return { show, current: () => current };
}
