/**
 * The team's photo galleries ("user gallery", "lightbox image gallery": spec sections 2 and 4) with
 * lightGallery and its thumbnail, zoom and autoplay plugins. The numbers are spec section 9's
 * ("Gallery: slide speed 600ms, autoplay pause 5000ms, swipe threshold 50, bars hide after 6000ms").
 * States (spec section 4: open/closed, slide index, autoplay, zoom, thumbnails) are lightGallery's;
 * this module mirrors open/closed and the index on the gallery element (data-lightbox-state,
 * data-lightbox-index) for styles and tests, and returns the focus to the thumbnail that opened it
 * (lightGallery traps it while open and Escape closes it, but it does not give it back).
 *
 * Markup (templates/page-team.php): `<ul class="ks-gallery" data-ks-gallery data-lg-strings="{json}">`
 * with `<a data-ks-gallery-item href="full.jpg" data-lg-size="1600-1067" data-sub-html="alt">` +
 * the thumbnail <img> (a LazyImage). Without the script the links open the full images.
 *
 * Licence: lightGallery is GPLv3 for open-source use (docs/decisions.md); licenseKey only silences
 * its console notice, it unlocks nothing.
 */
import lightGallery from 'lightgallery';
import type { LightGallery } from 'lightgallery/lightgallery';
import lgAutoplay from 'lightgallery/plugins/autoplay';
import lgThumbnail from 'lightgallery/plugins/thumbnail';
import lgZoom from 'lightgallery/plugins/zoom';
// Its styles (and icon font) become a CSS chunk that webpack loads with this module.
import 'lightgallery/css/lightgallery.css';
import 'lightgallery/css/lg-thumbnail.css';
import 'lightgallery/css/lg-zoom.css';
import 'lightgallery/css/lg-autoplay.css';

export const GALLERY_SPEED_MS = 600;
export const GALLERY_AUTOPLAY_MS = 5000;
export const GALLERY_SWIPE_THRESHOLD = 50;
export const GALLERY_HIDE_BARS_MS = 6000;

export const GALLERY_SETTINGS = {
  speed: GALLERY_SPEED_MS,
  slideShowInterval: GALLERY_AUTOPLAY_MS,
  swipeThreshold: GALLERY_SWIPE_THRESHOLD,
  hideBarsDelay: GALLERY_HIDE_BARS_MS,
} as const;

type Strings = Record<string, string>;

function stringsOf(element: HTMLElement): Strings {
  try {
    const parsed: unknown = JSON.parse(element.dataset.lgStrings ?? '{}');
    return parsed && typeof parsed === 'object' ? (parsed as Strings) : {};
  } catch {
    return {};
  }
}

const galleries = new WeakMap<HTMLElement, LightGallery>();

/** Starts one gallery (once); returns its lightGallery instance. */
export function startGallery(element: HTMLElement): LightGallery {
  const existing = galleries.get(element);
  if (existing) return existing;
  const s = stringsOf(element);
  // The thumbnail strip needs the small image's address; a lazy thumbnail still shows its placeholder.
  element.querySelectorAll<HTMLAnchorElement>('a[data-ks-gallery-item]').forEach((link) => {
    const img = link.querySelector('img');
    const thumb = img?.dataset.src ?? img?.getAttribute('src') ?? link.href;
    if (!link.dataset.thumb) link.dataset.thumb = thumb;
  });
  let opener: HTMLElement | null = null;
  // The thumbnail that opens the gallery, noted as it is clicked (capture phase, before
  // lightGallery's own handler): a mouse click does not focus a link in every browser, and by
  // 'lgBeforeOpen' lightGallery may have moved the focus already, so document.activeElement alone
  // left the focus on <body> after closing (issue 27).
  element.addEventListener(
    'click',
    (event) => {
      const link = event.target instanceof Element ? event.target.closest<HTMLElement>('a[data-ks-gallery-item]') : null;
      if (link && element.contains(link)) opener = link;
    },
    true,
  );
  element.addEventListener('lgBeforeOpen', () => {
    const active = document.activeElement;
    if (active instanceof HTMLElement && element.contains(active)) opener = active;
    element.dataset.lightboxState = 'open';
  });
  element.addEventListener('lgAfterSlide', (event) => {
    element.dataset.lightboxIndex = String((event as CustomEvent<{ index: number }>).detail.index);
  });
  element.addEventListener('lgBeforeSlide', (event) => {
    element.dataset.lightboxIndex = String((event as CustomEvent<{ index: number }>).detail.index);
  });
  element.addEventListener('lgAfterClose', () => {
    element.dataset.lightboxState = 'closed';
    opener?.focus();
    opener = null;
  });
  element.dataset.lightboxState = 'closed';
  element.dataset.lightboxIndex = '0';
  const gallery = lightGallery(element, {
    ...GALLERY_SETTINGS,
    licenseKey: 'GPLv3',
    plugins: [lgThumbnail, lgZoom, lgAutoplay],
    selector: 'a[data-ks-gallery-item]',
    exThumbImage: 'data-thumb',
    download: false,
    // Zoom in and out as toolbar buttons, so the keyboard can zoom (the default is pinch/double-click only).
    showZoomInOutIcons: true,
    getCaptionFromTitleOrAlt: false,
    mobileSettings: { controls: true, showCloseIcon: true, download: false },
    strings: {
      closeGallery: s.close ?? 'Close gallery',
      toggleMaximize: s.maximize ?? 'Toggle maximize',
      previousSlide: s.previous ?? 'Previous slide',
      nextSlide: s.next ?? 'Next slide',
      download: s.download ?? 'Download',
      playVideo: s.playVideo ?? 'Play video',
      mediaLoadingFailed: s.failed ?? 'Oops... Failed to load content...',
    },
    zoomPluginStrings: {
      zoomIn: s.zoomIn ?? 'Zoom in',
      zoomOut: s.zoomOut ?? 'Zoom out',
      viewActualSize: s.actualSize ?? 'View actual size',
    },
    thumbnailPluginStrings: { toggleThumbnails: s.thumbnails ?? 'Toggle thumbnails' },
    autoplayPluginStrings: { toggleAutoplay: s.autoplay ?? 'Toggle autoplay' },
  });
  galleries.set(element, gallery);
  return gallery;
}
