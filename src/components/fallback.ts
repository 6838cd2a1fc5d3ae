/**
 * What a visitor already did in an island's server-rendered fallback before the island mounted:
 * the values typed into its named form fields and which field had the focus (with the caret).
 * mount.ts reads it just before the island replaces the fallback and hands it to the island as
 * its `fallback` prop, so typing into e.g. the catalogue's search box is not lost when the
 * script arrives (WCAG 3.2.2: no unexpected change of context on input).
 */

export interface FallbackState {
  /** Current value of each named text-like field (input other than hidden/checkbox/radio, textarea, select). */
  values: Record<string, string>;
  /** Name of the field that had the focus, or null. */
  focused: string | null;
  /** Whether the focus was anywhere inside the fallback (e.g. on a plain button). */
  hadFocus: boolean;
  /** Caret / selection of the focused field, when the field type has one. */
  selection: [number, number] | null;
  /** Whether each named checkbox was ticked (e.g. the price-list signup's consent; issue 27). */
  checked?: Record<string, boolean>;
}

const FIELDS = 'input[name]:not([type="hidden"]):not([type="checkbox"]):not([type="radio"]):not([type="submit"]), textarea[name], select[name]';

/** Reads the fallback's fields below `root` (the island's mount point). */
export function readFallbackState(root: Element): FallbackState {
  const values: Record<string, string> = {};
  let focused: string | null = null;
  let selection: [number, number] | null = null;
  root.querySelectorAll<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>(FIELDS).forEach((field) => {
    values[field.name] = field.value;
    if (field === document.activeElement) {
      focused = field.name;
      if (!(field instanceof HTMLSelectElement)) {
        try {
          if (field.selectionStart !== null && field.selectionEnd !== null) selection = [field.selectionStart, field.selectionEnd];
        } catch {
          selection = null; // Types such as number have no selection API.
        }
      }
    }
  });
  const checked: Record<string, boolean> = {};
  root.querySelectorAll<HTMLInputElement>('input[type="checkbox"][name]').forEach((box) => {
    checked[box.name] = box.checked;
  });
  return { values, focused, selection, checked, hadFocus: document.activeElement !== null && root.contains(document.activeElement) };
}

type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

/**
 * Follows the fallback while the island's first render runs (a transition: the fallback stays on
 * screen and takes keystrokes until React's commit, issue 27) and returns `settle`, which mount.ts
 * calls in the layout effect of that commit, before the first paint. `settle` hands on what the
 * visitor did after `first` was read: each named field whose value or tick changed is set in the
 * island's field of the same name (through the element's own value setter and an `input` event,
 * `change` for a select, a click for a checkbox, so React's onChange and react-hook-form see it as
 * typed); the field that had the focus gets it back with its caret; and `first` is updated in place,
 * so an island's effects that read its `fallback` prop (focus restore) see the latest state.
 *
 * @param root  The mount point, still holding the server fallback.
 * @param first What readFallbackState(root) returned (and the island received).
 * @returns settle(into): into is the mount point after the commit (the island's DOM).
 */
export function watchFallback(root: Element, first: FallbackState): (into: Element) => void {
  const fields = Array.from(root.querySelectorAll<Field>(FIELDS));
  const boxes = Array.from(root.querySelectorAll<HTMLInputElement>('input[type="checkbox"][name]'));
  let focused: Field | null = fields.find((field) => field === document.activeElement) ?? null;
  const onFocusIn = (event: Event): void => {
    focused = fields.find((field) => field === event.target) ?? null;
  };
  const onFocusOut = (event: FocusEvent): void => {
    const next = event.relatedTarget;
    // Focus that left the fallback (not the focus a removed node loses in the commit).
    if ((next instanceof Node && !root.contains(next)) || (next === null && (event.target as Node).isConnected)) focused = null;
  };
  root.addEventListener('focusin', onFocusIn);
  root.addEventListener('focusout', onFocusOut as EventListener);
  return (into: Element): void => {
    root.removeEventListener('focusin', onFocusIn);
    root.removeEventListener('focusout', onFocusOut as EventListener);
    const named = (name: string, selector: string): Element | null => into.querySelector(`${selector}[name="${CSS.escape(name)}"]`);
    for (const field of fields) {
      if (field.value === first.values[field.name]) continue;
      first.values[field.name] = field.value;
      const target = named(field.name, field.tagName.toLowerCase());
      if (!(target instanceof HTMLInputElement || target instanceof HTMLTextAreaElement || target instanceof HTMLSelectElement) || target.value === field.value) continue;
      // The prototype's setter, not the instance's: React tracks the instance's value to tell a real change.
      Object.getOwnPropertyDescriptor(Object.getPrototypeOf(target) as object, 'value')?.set?.call(target, field.value);
      target.dispatchEvent(new Event(target instanceof HTMLSelectElement ? 'change' : 'input', { bubbles: true }));
    }
    for (const box of boxes) {
      first.checked ??= {};
      if (box.checked === first.checked[box.name]) continue;
      first.checked[box.name] = box.checked;
      const target = named(box.name, 'input[type="checkbox"]');
      if (target instanceof HTMLInputElement && target.checked !== box.checked) target.click();
    }
    if (focused === null) return;
    const field: Field = focused;
    let selection: [number, number] | null = null;
    try {
      if (!(field instanceof HTMLSelectElement) && field.selectionStart !== null && field.selectionEnd !== null) selection = [field.selectionStart, field.selectionEnd];
    } catch {
      selection = null;
    }
    first.focused = field.name;
    first.selection = selection;
    first.hadFocus = true;
    const active = document.activeElement;
    if (active !== null && active !== document.body && into.contains(active)) return; // The island placed it.
    const target = named(field.name, field.tagName.toLowerCase());
    if (!(target instanceof HTMLElement)) return;
    target.focus();
    if (!selection || !(target instanceof HTMLInputElement || target instanceof HTMLTextAreaElement)) return;
    const [start, end] = selection;
    // After React's own update of the value the events above caused (it runs when this commit ends
    // and puts the caret at the end), still before the browser paints.
    queueMicrotask(() => {
      try {
        target.setSelectionRange(start, end);
      } catch {
        // Types such as number have no selection API.
      }
    });
  };
}
