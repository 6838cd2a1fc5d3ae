/**
 * The marked row of a size link or search hit ends up on screen: bringIntoView() scrolls it to the
 * middle at once (a smooth scroll was stopped half-way by other islands' scroll corrections), and
 * again after the load event when the page was still loading, because until then the browser
 * scrolls back to the address's #fragment (#product-articles) on layout changes.
 */
import { bringIntoView } from '../../../src/islands/product-table';

const CODE = 'KS-NYMJ-3X2.5-R';

function row(): HTMLTableRowElement {
  document.body.innerHTML = `<table><tbody><tr id="article-${CODE}"><td>3x2.5</td></tr></tbody></table>`;
  const element = document.getElementById(`article-${CODE}`) as HTMLTableRowElement;
  element.scrollIntoView = jest.fn();
  return element;
}

function setReadyState(state: DocumentReadyState): void {
  Object.defineProperty(document, 'readyState', { value: state, configurable: true });
}

/** The row, scrolled by bringIntoView() while the page is still loading; returns it and the clean-up. */
function whileLoading(): { element: HTMLTableRowElement; cleanUp: (() => void) | undefined } {
  const element = row();
  setReadyState('interactive');
  return { element, cleanUp: bringIntoView({ article_code: CODE }) };
}

beforeEach(() => {
  jest.spyOn(window, 'requestAnimationFrame').mockImplementation((callback: FrameRequestCallback) => {
    callback(0);
    return 1;
  });
});

afterEach(() => {
  setReadyState('complete');
  jest.restoreAllMocks();
});

it('scrolls the row once on a page that has loaded', () => {
  const element = row();
  setReadyState('complete');
  bringIntoView({ article_code: CODE });
  window.dispatchEvent(new Event('load'));
  expect(element.scrollIntoView).toHaveBeenCalledTimes(1);
  expect(element.scrollIntoView).toHaveBeenCalledWith({ block: 'center', inline: 'nearest', behavior: 'auto' });
});

it('brings the row back after the load event while the page was loading', () => {
  const { element } = whileLoading();
  expect(element.scrollIntoView).toHaveBeenCalledTimes(1);
  window.dispatchEvent(new Event('load'));
  expect(element.scrollIntoView).toHaveBeenCalledTimes(2);
  expect(element.scrollIntoView).toHaveBeenLastCalledWith({ block: 'center', inline: 'nearest', behavior: 'auto' });
});

it('leaves the page where the reader scrolled to before it loaded', () => {
  const { element } = whileLoading();
  window.dispatchEvent(new Event('wheel'));
  window.dispatchEvent(new Event('load'));
  expect(element.scrollIntoView).toHaveBeenCalledTimes(1);
});

it('does nothing after the island is gone (clean-up) or without a marked row', () => {
  const { element, cleanUp } = whileLoading();
  cleanUp?.();
  window.dispatchEvent(new Event('load'));
  expect(element.scrollIntoView).toHaveBeenCalledTimes(1);
  expect(bringIntoView(undefined)).toBeUndefined();
});
