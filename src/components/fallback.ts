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
