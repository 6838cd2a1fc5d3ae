/**
 * The marketing carousels (spec sections 1 and 9), with Swiper. Markup (templates/page-home.php,
 * page-about.php, page-team.php):
 *
 *   <div class="ks-carousel" data-ks-carousel="news|cards|about|history|team">
 *     <div data-ks-carousel-labels data-label-prev data-label-next data-label-first data-label-last
 *          data-label-slide data-label-pause data-label-play>  (translated by PHP, with the buttons)
 *     <div class="swiper" data-ks-carousel-main><ul class="swiper-wrapper"><li class="swiper-slide">...
 *     <div class="swiper" data-ks-carousel-thumbs>...  (news only: buttons, one per slide)
 *     <button data-ks-prev> <button data-ks-next> <button data-ks-autoplay-toggle>
 *
 * Without the script the slides are a plain list (nothing hidden). Numbers are the spec's:
 * - news: speed 600 ms, thumbs speed 950 ms, autoplay 6000 ms, 2 thumbs per view, 3 from 420 px;
 * - about: fade effect, speed 600 ms, autoplay 12000 ms;
 * - history: 3 slides per view below 481 px, 4 from 481 px, 5 from 801 px.
 * Cards and team (no numbers in the spec): 1 slide (and a peek) on phones, up to 3 and 4 on wide screens.
 *
 * Autoplay pauses while the pointer is over the carousel or focus is in it, can be stopped with its
 * button (WCAG 2.2.2), and is off with prefers-reduced-motion. Arrow keys move the carousel that
 * has focus (not every carousel on the page, as Swiper's keyboard module would).
 */
import Swiper from 'swiper';
import { A11y, Autoplay, EffectFade, Navigation, Thumbs } from 'swiper/modules';
import type { SwiperOptions } from 'swiper/types';
import { prefersReducedMotion } from './near';

export type CarouselKind = 'news' | 'cards' | 'about' | 'history' | 'team';

export const NEWS_SPEED_MS = 600;
export const NEWS_THUMBS_SPEED_MS = 950;
export const NEWS_AUTOPLAY_MS = 6000;
export const ABOUT_AUTOPLAY_MS = 12000;
export const ABOUT_FADE_MS = 600;

export interface CarouselLabels {
  prev: string;
  next: string;
  first: string;
  last: string;
  slide: string;
  pause: string;
  play: string;
}

/**
 * Translated labels printed by PHP as data-label-* on the controls (templates/parts/carousel-controls.php,
 * `[data-ks-carousel-labels]`) or on the carousel itself; English fallbacks for a bare test page.
 */
export function labelsOf(element: HTMLElement): CarouselLabels {
  const d = (element.querySelector<HTMLElement>('[data-ks-carousel-labels]') ?? element).dataset;
  return {
    prev: d.labelPrev ?? 'Previous slide',
    next: d.labelNext ?? 'Next slide',
    first: d.labelFirst ?? 'This is the first slide',
    last: d.labelLast ?? 'This is the last slide',
    slide: d.labelSlide ?? '{{index}} / {{slidesLength}}',
    pause: d.labelPause ?? 'Pause',
    play: d.labelPlay ?? 'Play',
  };
}

/** Swiper options of a kind (without the navigation elements and thumbs, which startCarousel adds). */
export function carouselOptions(kind: CarouselKind, labels: CarouselLabels, reducedMotion: boolean): SwiperOptions {
  const a11y = {
    enabled: true,
    prevSlideMessage: labels.prev,
    nextSlideMessage: labels.next,
    firstSlideMessage: labels.first,
    lastSlideMessage: labels.last,
    slideLabelMessage: labels.slide,
  };
  const common: SwiperOptions = { a11y, watchOverflow: true, speed: reducedMotion ? 0 : 600 };
  const autoplay = (delay: number): SwiperOptions['autoplay'] =>
    reducedMotion ? false : { delay, disableOnInteraction: false, pauseOnMouseEnter: true };
  switch (kind) {
    case 'news':
      return { ...common, speed: reducedMotion ? 0 : NEWS_SPEED_MS, rewind: true, autoplay: autoplay(NEWS_AUTOPLAY_MS) };
    case 'about':
      return {
        ...common,
        speed: reducedMotion ? 0 : ABOUT_FADE_MS,
        effect: 'fade',
        fadeEffect: { crossFade: true },
        rewind: true,
        autoplay: autoplay(ABOUT_AUTOPLAY_MS),
      };
    case 'history':
      return { ...common, slidesPerView: 3, spaceBetween: 12, breakpoints: { 481: { slidesPerView: 4 }, 801: { slidesPerView: 5 } } };
    case 'team':
      return {
        ...common,
        slidesPerView: 1.15,
        spaceBetween: 16,
        breakpoints: { 640: { slidesPerView: 2 }, 1024: { slidesPerView: 3, spaceBetween: 24 }, 1280: { slidesPerView: 4, spaceBetween: 24 } },
      };
    case 'cards':
    default:
      return {
        ...common,
        slidesPerView: 1.15,
        spaceBetween: 16,
        breakpoints: { 640: { slidesPerView: 2 }, 1024: { slidesPerView: 3, spaceBetween: 24 } },
      };
  }
}

/** Thumbs of the news carousel: 2 per view, 3 from 420 px, speed 950 ms (spec section 9). */
export function thumbsOptions(reducedMotion: boolean): SwiperOptions {
  return {
    speed: reducedMotion ? 0 : NEWS_THUMBS_SPEED_MS,
    slidesPerView: 2,
    spaceBetween: 8,
    breakpoints: { 420: { slidesPerView: 3 } },
    watchSlidesProgress: true,
    a11y: { enabled: false },
  };
}

const KINDS: readonly CarouselKind[] = ['news', 'cards', 'about', 'history', 'team'];

/** Starts one carousel; returns its Swiper (null when the markup is incomplete or already started). */
export function startCarousel(element: HTMLElement): Swiper | null {
  if (element.dataset.carouselReady) return null;
  const kind = (KINDS as readonly string[]).includes(element.dataset.ksCarousel ?? '') ? (element.dataset.ksCarousel as CarouselKind) : 'cards';
  const main = element.querySelector<HTMLElement>('[data-ks-carousel-main]');
  if (!main) return null;
  element.dataset.carouselReady = '1';
  const reduced = prefersReducedMotion();
  const labels = labelsOf(element);
  const options = carouselOptions(kind, labels, reduced);
  const prev = element.querySelector<HTMLElement>('[data-ks-prev]');
  const next = element.querySelector<HTMLElement>('[data-ks-next]');
  const modules = [A11y, Navigation];
  if (options.autoplay) modules.push(Autoplay);
  if (options.effect === 'fade') modules.push(EffectFade);
  if (prev && next) options.navigation = { prevEl: prev, nextEl: next };
  // A list (the history's <ol>) keeps list semantics: its slides are list items, not groups.
  if (main.querySelector(':scope > ol.swiper-wrapper, :scope > ul.swiper-wrapper') && typeof options.a11y === 'object') {
    options.a11y = { ...options.a11y, slideRole: 'listitem' };
  }

  const thumbsElement = element.querySelector<HTMLElement>('[data-ks-carousel-thumbs]');
  let thumbs: Swiper | null = null;
  if (thumbsElement) {
    thumbs = new Swiper(thumbsElement, { ...thumbsOptions(reduced), modules: [] });
    modules.push(Thumbs);
    options.thumbs = { swiper: thumbs };
  }
  const swiper = new Swiper(main, { ...options, modules });
  element.classList.add('is-ready');

  // Thumbs are buttons: Enter/Space and a click go to their slide (Swiper's own handler is pointer-only).
  thumbsElement?.querySelectorAll<HTMLButtonElement>('button[data-slide-index]').forEach((button) => {
    button.addEventListener('click', () => swiper.slideTo(Number(button.dataset.slideIndex)));
  });
  const markCurrentThumb = (): void => {
    thumbsElement?.querySelectorAll<HTMLButtonElement>('button[data-slide-index]').forEach((button) => {
      const current = Number(button.dataset.slideIndex) === swiper.activeIndex;
      if (current) button.setAttribute('aria-current', 'true');
      else button.removeAttribute('aria-current');
    });
  };
  swiper.on('slideChange', markCurrentThumb);
  markCurrentThumb();

  element.addEventListener('keydown', (event) => {
    // Fields keep their arrows; so does an open lightbox of a gallery inside a slide (team).
    if ((event.target as HTMLElement).closest('input, textarea, select, [data-ks-gallery]')) return;
    if (event.key === 'ArrowRight') swiper.slideNext();
    else if (event.key === 'ArrowLeft') swiper.slidePrev();
    else return;
    event.preventDefault();
  });

  const toggle = element.querySelector<HTMLButtonElement>('[data-ks-autoplay-toggle]');
  if (!options.autoplay) {
    toggle?.remove();
    return swiper;
  }
  // Stopped by the visitor's button: hover and focus leave it stopped.
  let stopped = false;
  const setToggle = (): void => {
    if (!toggle) return;
    toggle.setAttribute('aria-pressed', String(stopped));
    toggle.setAttribute('aria-label', stopped ? labels.play : labels.pause);
    toggle.classList.toggle('is-stopped', stopped);
  };
  toggle?.addEventListener('click', () => {
    stopped = !stopped;
    if (stopped) swiper.autoplay.stop();
    else swiper.autoplay.start();
    setToggle();
  });
  setToggle();
  element.addEventListener('focusin', () => {
    if (!stopped) swiper.autoplay.pause();
  });
  element.addEventListener('focusout', (event) => {
    const to = event.relatedTarget as Node | null;
    if (!stopped && !(to && element.contains(to))) swiper.autoplay.resume();
  });
  return swiper;
}

/** Starts every carousel under root (each is loaded near the viewport by src/ui/index.ts). */
export function startCarousels(root: ParentNode): void {
  root.querySelectorAll<HTMLElement>('[data-ks-carousel]').forEach((element) => startCarousel(element));
}
