/**
 * boot.ts: a section whose chunk fails shows a translated retry instead of a blank, and the retry
 * loads it again; mount.ts keeps the server fallback for corrupted or invalid props.
 */
jest.mock('../../src/islands/mount', () => ({ mountIsland: jest.fn() }));

import { waitFor } from '@testing-library/react';
import { mountIsland } from '../../src/islands/mount';
import { bootIslands, start } from '../../src/islands/boot';
import { chunkFailureText } from '../../src/islands/chunk-error';

const mocked = mountIsland as jest.MockedFunction<typeof mountIsland>;

function mountPoint(html = '<p>fallback</p>'): HTMLElement {
  document.body.innerHTML = `<div id="island-catalogue-1" data-island="catalogue">${html}</div>`;
  return document.getElementById('island-catalogue-1') as HTMLElement;
}

describe('boot', () => {
  beforeEach(() => mocked.mockReset());

  it('shows a retry button in the page language when the chunk fails, and retries', async () => {
    document.documentElement.lang = 'hr';
    const element = mountPoint();
    mocked.mockRejectedValueOnce(new Error('ChunkLoadError'));
    await start(element);
    const alert = element.querySelector('[role="alert"]');
    expect(alert).toHaveTextContent('Ovaj dio stranice nije se učitao.');
    expect(alert).not.toHaveTextContent('catalogue');
    expect(element).toHaveTextContent('fallback');
    mocked.mockResolvedValueOnce(undefined);
    (element.querySelector('button') as HTMLButtonElement).click();
    // The retry loads React DOM and mount.ts again (a task apart, boot.ts start()).
    await waitFor(() => expect(mocked).toHaveBeenCalledTimes(2));
    await waitFor(() => expect(element.getAttribute('aria-busy')).toBe('false'));
    expect(element.querySelector('[role="alert"]')).toBeNull();
  });

  it('starts an island only once', async () => {
    const element = mountPoint();
    mocked.mockResolvedValue(undefined);
    await start(element);
    await start(element);
    expect(mocked).toHaveBeenCalledTimes(1);
    expect(element.getAttribute('aria-busy')).toBe('false');
  });

  it('holds a submit of the fallback form until the island mounted, then submits the island\'s form (issue 27)', async () => {
    document.body.innerHTML =
      '<div id="island-newsletter-signup-1" data-island="newsletter-signup" data-island-load="interaction"><form><input name="email" value="a@b.hr"><button type="submit">Subscribe</button></form></div>';
    const element = document.getElementById('island-newsletter-signup-1') as HTMLElement;
    const islandSubmits: string[] = [];
    mocked.mockImplementationOnce(async (el: HTMLElement) => {
      // The island renders its own form in the fallback's place (as createRoot does).
      const form = document.createElement('form');
      form.addEventListener('submit', (event) => {
        event.preventDefault();
        islandSubmits.push('island');
      });
      el.replaceChildren(form);
    });
    bootIslands();
    const fallbackForm = element.querySelector('form') as HTMLFormElement;
    const submit = new Event('submit', { bubbles: true, cancelable: true });
    fallbackForm.dispatchEvent(submit);
    expect(submit.defaultPrevented).toBe(true);
    await waitFor(() => expect(islandSubmits).toEqual(['island']));
    expect(mocked).toHaveBeenCalledTimes(1);
  });

  it('lets the fallback form submit as before when the island cannot load', async () => {
    document.body.innerHTML =
      '<div id="island-newsletter-signup-2" data-island="newsletter-signup" data-island-load="interaction"><form><button type="submit">Subscribe</button></form></div>';
    const element = document.getElementById('island-newsletter-signup-2') as HTMLElement;
    mocked.mockRejectedValueOnce(new Error('ChunkLoadError'));
    const native: boolean[] = [];
    const fallbackForm = element.querySelector('form') as HTMLFormElement;
    bootIslands();
    fallbackForm.addEventListener('submit', (event) => {
      native.push(event.defaultPrevented);
      event.preventDefault(); // jsdom cannot navigate
    });
    fallbackForm.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));
    await waitFor(() => expect(native).toEqual([true, false]));
    expect(element.querySelector('[role="alert"]')).not.toBeNull();
  });

  it('has chunk failure texts in all three languages, en-US as fallback', () => {
    expect(chunkFailureText('en-US', 'missing').message).toBe('This part of the page did not load.');
    expect(chunkFailureText('sr-RS', 'timeout').message).toContain('predugo');
    expect(chunkFailureText('de', 'missing').retry).toBe('Try again');
  });
});
