/**
 * src/ui/lightbox.ts with the real lightGallery (and its thumbnail, zoom and autoplay plugins) in
 * jsdom: the spec section 9 gallery numbers reach lightGallery, a thumbnail opened from the
 * keyboard opens the gallery at its picture (open state, slide index), the thumbnails strip is
 * built, Escape closes it and the focus returns to the thumbnail that opened it.
 */
import { GALLERY_SETTINGS, startGallery } from '../../../src/ui/lightbox';

// The style sheets are webpack's business (a CSS chunk), not jsdom's.
jest.mock('lightgallery/css/lightgallery.css', () => ({}));
jest.mock('lightgallery/css/lg-thumbnail.css', () => ({}));
jest.mock('lightgallery/css/lg-zoom.css', () => ({}));
jest.mock('lightgallery/css/lg-autoplay.css', () => ({}));

const GIF = 'data:image/gif;base64,R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7';

beforeEach(() => {
  jest.useFakeTimers();
  document.body.innerHTML = `
    <ul class="ks-gallery" data-ks-gallery data-lg-strings='{"close":"Zatvori galeriju","zoomIn":"Povećaj"}'>
      <li><a id="p0" data-ks-gallery-item href="/one.jpg" data-lg-size="1600-1067" data-sub-html="One"><img class="ks-lazy" src="${GIF}" data-src="/one-300.jpg" width="300" height="200" alt="One"></a></li>
      <li><a id="p1" data-ks-gallery-item href="/two.jpg" data-lg-size="1600-1067" data-sub-html="Two"><img src="/two-300.jpg" width="300" height="200" alt="Two"></a></li>
      <li><a id="p2" data-ks-gallery-item href="/three.jpg" data-lg-size="1600-1067" data-sub-html="Three"><img src="/three-300.jpg" width="300" height="200" alt="Three"></a></li>
    </ul>`;
});
afterEach(() => {
  jest.runOnlyPendingTimers();
  jest.useRealTimers();
});

describe('lightbox gallery', () => {
  it('passes the spec gallery numbers and the translated strings to lightGallery', () => {
    const gallery = startGallery(document.querySelector('[data-ks-gallery]') as HTMLElement);
    expect(GALLERY_SETTINGS).toEqual({ speed: 600, slideShowInterval: 5000, swipeThreshold: 50, hideBarsDelay: 6000 });
    expect(gallery.settings).toMatchObject({ speed: 600, swipeThreshold: 50, hideBarsDelay: 6000 });
    expect((gallery.settings as unknown as { slideShowInterval: number }).slideShowInterval).toBe(5000);
    expect(gallery.settings.strings.closeGallery).toBe('Zatvori galeriju');
    // The lazy thumbnail's real address, not its placeholder, goes to the thumbnail strip.
    expect(document.getElementById('p0')?.dataset.thumb).toBe('/one-300.jpg');
  });

  it('opens at the pressed thumbnail, moves, and Escape closes with the focus back on that thumbnail', () => {
    const element = document.querySelector('[data-ks-gallery]') as HTMLElement;
    const gallery = startGallery(element);
    const second = document.getElementById('p1') as HTMLAnchorElement;
    second.focus();
    second.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true }));
    second.click();
    jest.advanceTimersByTime(1000);
    expect(element.dataset.lightboxState).toBe('open');
    expect(gallery.index).toBe(1);
    expect(document.querySelector('.lg-thumb-outer')).not.toBeNull();
    expect(document.querySelectorAll('.lg-thumb-item')).toHaveLength(3);
    expect(document.querySelector('.lg-close')).toHaveAttribute('aria-label', 'Zatvori galeriju');
    expect(document.querySelector('#lg-zoom-in-1, .lg-zoom-in')).not.toBeNull();

    gallery.goToNextSlide();
    jest.advanceTimersByTime(1000);
    expect(gallery.index).toBe(2);
    expect(element.dataset.lightboxIndex).toBe('2');

    window.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', keyCode: 27, bubbles: true }));
    jest.advanceTimersByTime(1000);
    expect(element.dataset.lightboxState).toBe('closed');
    expect(document.activeElement).toBe(second);
  });

  it('gives the focus back to a thumbnail opened by a mouse click that did not focus it (issue 27)', () => {
    const element = document.querySelector('[data-ks-gallery]') as HTMLElement;
    const gallery = startGallery(element);
    const third = document.getElementById('p2') as HTMLAnchorElement;
    (document.activeElement as HTMLElement | null)?.blur();
    expect(document.activeElement).toBe(document.body);
    third.click();
    jest.advanceTimersByTime(1000);
    expect(element.dataset.lightboxState).toBe('open');
    expect(gallery.index).toBe(2);
    window.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', keyCode: 27, bubbles: true }));
    jest.advanceTimersByTime(1000);
    expect(element.dataset.lightboxState).toBe('closed');
    expect(document.activeElement).toBe(third);
  });
});
