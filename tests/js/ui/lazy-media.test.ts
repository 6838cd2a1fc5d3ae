/**
 * src/ui/lazy-media.ts on LazyImage's markup: the real address is set only when the image comes
 * within 100 px of the viewport (spec sections 4 and 9), never before; the reserved width and
 * height stay; lazy videos too.
 */
import { LAZY_MARGIN, resetLazyMedia, startLazyMedia } from '../../../src/ui/lazy-media';
import { installIntersectionObserver, intersect, observers } from './io-mock';

const PLACEHOLDER = 'data:image/gif;base64,R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7';

beforeEach(() => {
  resetLazyMedia();
  installIntersectionObserver();
  document.body.innerHTML = `
    <img id="a" src="${PLACEHOLDER}" data-src="/a-800.jpg" data-srcset="/a-400.jpg 400w, /a-800.jpg 800w" data-sizes="(min-width: 801px) 50vw, 100vw" width="800" height="533" class="ks-lazy" alt="A">
    <img id="b" src="${PLACEHOLDER}" data-src="/b.jpg" width="300" height="200" class="ks-lazy" alt="B">
    <img id="plain" src="/plain.jpg" width="10" height="10" alt="">
    <video id="v" data-ks-lazy data-src="/clip.webm" width="640" height="360" controls></video>`;
});

describe('lazy media', () => {
  it('watches with a 100 px root margin and fills nothing before it intersects', () => {
    startLazyMedia(document);
    expect(LAZY_MARGIN).toBe('100px');
    expect(observers).toHaveLength(1);
    expect(observers[0]?.options.rootMargin).toBe('100px');
    const a = document.getElementById('a') as HTMLImageElement;
    expect(a.getAttribute('src')).toBe(PLACEHOLDER);
    expect(a.getAttribute('srcset')).toBeNull();
    expect(a.getAttribute('sizes')).toBeNull();
    intersect(a, false);
    expect(a.getAttribute('src')).toBe(PLACEHOLDER);
  });

  it('sets src and srcset when the image intersects, keeps its box, and leaves the others', () => {
    startLazyMedia(document);
    const a = document.getElementById('a') as HTMLImageElement;
    const b = document.getElementById('b') as HTMLImageElement;
    intersect(a);
    expect(a.getAttribute('src')).toBe('/a-800.jpg');
    expect(a.getAttribute('srcset')).toBe('/a-400.jpg 400w, /a-800.jpg 800w');
    expect(a.getAttribute('sizes')).toBe('(min-width: 801px) 50vw, 100vw');
    expect(a.getAttribute('width')).toBe('800');
    expect(a.getAttribute('height')).toBe('533');
    expect(a.dataset.src).toBeUndefined();
    expect(b.getAttribute('src')).toBe(PLACEHOLDER);
    expect(document.getElementById('plain')).toHaveAttribute('src', '/plain.jpg');
    expect(observers[0]?.targets.has(a)).toBe(false);
  });

  it('loads a lazy video only when it intersects', () => {
    startLazyMedia(document);
    const video = document.getElementById('v') as HTMLVideoElement;
    expect(video.getAttribute('src')).toBeNull();
    intersect(video);
    expect(video.getAttribute('src')).toBe('/clip.webm');
  });

  it('fills everything at once where there is no IntersectionObserver', () => {
    Object.defineProperty(window, 'IntersectionObserver', { configurable: true, writable: true, value: undefined });
    Object.defineProperty(globalThis, 'IntersectionObserver', { configurable: true, writable: true, value: undefined });
    startLazyMedia(document);
    expect(document.getElementById('b')).toHaveAttribute('src', '/b.jpg');
  });
});
