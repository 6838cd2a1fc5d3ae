/**
 * Issue 27: what a visitor types into an island's server fallback while the island's first render
 * runs (a transition, the fallback stays on screen until the commit) is not lost: watchFallback()'s
 * settle, called in the commit's layout effect as mount.ts does, hands the late value, the tick and
 * the focus with its caret on to the island's fields of the same name, through React's own onChange.
 */
import { useLayoutEffect, useState } from 'react';
import { act } from '@testing-library/react';
import { createRoot } from 'react-dom/client';
import { readFallbackState, watchFallback, type FallbackState } from '../../../src/components/fallback';

/** A controlled form as the islands have it, started from the fallback state it was given. */
function Form({ fallback, onCommit }: { fallback: FallbackState; onCommit: () => void }) {
  const [email, setEmail] = useState(fallback.values.email ?? '');
  const [consent, setConsent] = useState(fallback.checked?.consent ?? false);
  useLayoutEffect(onCommit, [onCommit]);
  return (
    <form>
      <input name="email" aria-label="E-mail" value={email} onChange={(event) => setEmail(event.target.value)} />
      <input type="checkbox" name="consent" aria-label="Consent" checked={consent} onChange={(event) => setConsent(event.target.checked)} />
      <output>{`${email}|${consent ? 'yes' : 'no'}`}</output>
    </form>
  );
}

function fallbackPage(): { root: HTMLElement; input: HTMLInputElement; box: HTMLInputElement } {
  document.body.innerHTML = '<div id="mount"><form><input name="email" value="ana@"><input type="checkbox" name="consent"><button>Send</button></form></div>';
  const root = document.getElementById('mount') as HTMLElement;
  return { root, input: root.querySelector('input[name="email"]') as HTMLInputElement, box: root.querySelector('input[type="checkbox"]') as HTMLInputElement };
}

afterEach(() => {
  document.body.innerHTML = '';
});

it('hands on the value typed, the tick and the focus with its caret after the state was read', async () => {
  const { root, input, box } = fallbackPage();
  input.focus();
  const first = readFallbackState(root);
  const settle = watchFallback(root, first);
  // Typed while the island renders, after the island's state was taken from `first`.
  input.value = 'ana@firma.hr';
  input.setSelectionRange(3, 3);
  box.click();
  const react = createRoot(root);
  await act(async () => react.render(<Form fallback={first} onCommit={() => settle(root)} />));
  expect(root.querySelector('output')).toHaveTextContent('ana@firma.hr|yes');
  const field = root.querySelector('input[name="email"]') as HTMLInputElement;
  expect(field).not.toBe(input);
  expect(document.activeElement).toBe(field);
  expect(first.selection).toEqual([3, 3]);
  expect([field.selectionStart, field.selectionEnd]).toEqual([3, 3]);
  expect(first).toMatchObject({ values: { email: 'ana@firma.hr' }, checked: { consent: true }, focused: 'email', selection: [3, 3] });
  // The island's own state took it (onChange ran): typing on continues from there.
  await act(async () => react.unmount());
});

it('changes nothing and moves no focus when the visitor did nothing meanwhile', async () => {
  const { root } = fallbackPage();
  const outside = document.createElement('button');
  document.body.append(outside);
  outside.focus();
  const first = readFallbackState(root);
  const settle = watchFallback(root, first);
  const react = createRoot(root);
  await act(async () => react.render(<Form fallback={first} onCommit={() => settle(root)} />));
  expect(root.querySelector('output')).toHaveTextContent('ana@|no');
  expect(document.activeElement).toBe(outside);
  expect(first.focused).toBeNull();
  await act(async () => react.unmount());
});

it('does not take the focus back once the visitor left the fallback', async () => {
  const { root, input } = fallbackPage();
  const outside = document.createElement('button');
  document.body.append(outside);
  input.focus();
  const first = readFallbackState(root);
  const settle = watchFallback(root, first);
  outside.focus();
  const react = createRoot(root);
  await act(async () => react.render(<Form fallback={first} onCommit={() => settle(root)} />));
  expect(document.activeElement).toBe(outside);
  await act(async () => react.unmount());
});
