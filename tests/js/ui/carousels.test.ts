/**
 * src/ui/carousels.ts: the Swiper options of each kind carry the spec section 9 numbers, the
 * news carousel gets its thumbs, autoplay is off with reduced motion, pauses while focus is inside
 * and stops with its button; arrow keys move only the focused carousel. Swiper itself is replaced
 * by a recorder (its movement in a real browser is tests/e2e/marketing.spec.ts).
 */
import type { SwiperOptions } from 'swiper/types';
import { setReducedMotion } from './io-mock';

interface FakeSwiper {
  element: HTMLElement;
  options: SwiperOptions & { modules?: unknown[] };
  activeIndex: number;
  autoplay: { pause: jest.Mock; resume: jest.Mock; stop: jest.Mock; start: jest.Mock };
  slideNext: jest.Mock;
  slidePrev: jest.Mock;
  slideTo: jest.Mock;
  on: jest.Mock;
}

const made: FakeSwiper[] = [];

jest.mock('swiper', () => ({
  __esModule: true,
  default: jest.fn().mockImplementation((element: HTMLElement, options: SwiperOptions) => {
    const swiper: FakeSwiper = {
      element,
      options,
      activeIndex: 0,
      autoplay: { pause: jest.fn(), resume: jest.fn(), stop: jest.fn(), start: jest.fn() },
      slideNext: jest.fn(),
      slidePrev: jest.fn(),
      slideTo: jest.fn(),
      on: jest.fn(),
    };
    made.push(swiper);
    return swiper;
  }),
}));
jest.mock('swiper/modules', () => ({ A11y: 'A11y', Autoplay: 'Autoplay', EffectFade: 'EffectFade', Navigation: 'Navigation', Thumbs: 'Thumbs' }));

import { ABOUT_AUTOPLAY_MS, NEWS_AUTOPLAY_MS, carouselOptions, labelsOf, startCarousel, thumbsOptions } from '../../../src/ui/carousels';

const labels = labelsOf(document.createElement('div'));

function mount(kind: string, thumbs = false): HTMLElement {
  document.body.innerHTML = `
    <div class="ks-carousel" data-ks-carousel="${kind}" data-label-prev="Prethodni" data-label-next="Sljedeći" data-label-slide="{{index}} od {{slidesLength}}" data-label-pause="Zaustavi" data-label-play="Pokreni">
      <div class="swiper" data-ks-carousel-main><ul class="swiper-wrapper"><li class="swiper-slide"><a href="/a">A</a></li><li class="swiper-slide">B</li><li class="swiper-slide">C</li></ul></div>
      ${thumbs ? '<div class="swiper" data-ks-carousel-thumbs><ul class="swiper-wrapper"><li class="swiper-slide"><button type="button" data-slide-index="0">A</button></li><li class="swiper-slide"><button type="button" data-slide-index="1">B</button></li><li class="swiper-slide"><button type="button" data-slide-index="2">C</button></li></ul></div>' : ''}
      <button type="button" data-ks-prev>‹</button><button type="button" data-ks-next>›</button>
      <button type="button" data-ks-autoplay-toggle>II</button>
    </div>
    <input id="outside">`;
  return document.querySelector('[data-ks-carousel]') as HTMLElement;
}

beforeEach(() => {
  made.length = 0;
  setReducedMotion(false);
});

describe('carousel options (spec section 9)', () => {
  it('news: speed 600, autoplay 6000 ms; thumbs speed 950, 2 per view and 3 from 420 px', () => {
    const news = carouselOptions('news', labels, false);
    expect(news.speed).toBe(600);
    expect(news.autoplay).toMatchObject({ delay: NEWS_AUTOPLAY_MS, disableOnInteraction: false, pauseOnMouseEnter: true });
    expect(NEWS_AUTOPLAY_MS).toBe(6000);
    const thumbs = thumbsOptions(false);
    expect(thumbs.speed).toBe(950);
    expect(thumbs.slidesPerView).toBe(2);
    expect(thumbs.breakpoints).toEqual({ 420: { slidesPerView: 3 } });
  });

  it('about: fade, speed 600, autoplay 12000 ms', () => {
    const about = carouselOptions('about', labels, false);
    expect(about.effect).toBe('fade');
    expect(about.speed).toBe(600);
    expect(about.autoplay).toMatchObject({ delay: ABOUT_AUTOPLAY_MS });
    expect(ABOUT_AUTOPLAY_MS).toBe(12000);
  });

  it('history: 3 per view below 481 px, 4 from 481, 5 from 801', () => {
    const history = carouselOptions('history', labels, false);
    expect(history.slidesPerView).toBe(3);
    expect(history.breakpoints).toEqual({ 481: { slidesPerView: 4 }, 801: { slidesPerView: 5 } });
    expect(history.autoplay).toBeUndefined();
  });

  it('reduced motion: no autoplay and no transition', () => {
    expect(carouselOptions('news', labels, true).autoplay).toBe(false);
    expect(carouselOptions('about', labels, true).autoplay).toBe(false);
    expect(carouselOptions('about', labels, true).speed).toBe(0);
    expect(thumbsOptions(true).speed).toBe(0);
  });
});

describe('startCarousel', () => {
  it('builds the news carousel with thumbs, the translated a11y labels and navigation buttons', () => {
    const element = mount('news', true);
    startCarousel(element);
    expect(made.length).toBe(2);
    const [thumbs, main] = made as [FakeSwiper, FakeSwiper];
    expect(thumbs.element.hasAttribute('data-ks-carousel-thumbs')).toBe(true);
    expect(main.options.thumbs?.swiper === (thumbs as unknown)).toBe(true);
    expect(main.options.modules).toEqual(expect.arrayContaining(['A11y', 'Navigation', 'Autoplay', 'Thumbs']));
    expect(main.options.a11y).toMatchObject({ prevSlideMessage: 'Prethodni', nextSlideMessage: 'Sljedeći', slideLabelMessage: '{{index}} od {{slidesLength}}' });
    expect((main.options.navigation as { prevEl: unknown }).prevEl === element.querySelector('[data-ks-prev]')).toBe(true);
    expect(element).toHaveClass('is-ready');
    // A thumb pressed with the keyboard (a click) goes to its slide.
    (element.querySelector('[data-slide-index="2"]') as HTMLButtonElement).click();
    expect(main.slideTo).toHaveBeenCalledWith(2);
    expect(element.querySelector('[data-slide-index="0"]')).toHaveAttribute('aria-current', 'true');
    // Started once only.
    expect(startCarousel(element)).toBeNull();
  });

  it('pauses autoplay while focus is inside and resumes when it leaves', () => {
    const element = mount('about');
    startCarousel(element);
    const main = made[0] as FakeSwiper;
    expect(main.options.modules).toContain('EffectFade');
    const link = element.querySelector('a') as HTMLAnchorElement;
    link.focus();
    expect(main.autoplay.pause).toHaveBeenCalledTimes(1);
    (document.getElementById('outside') as HTMLInputElement).focus();
    expect(main.autoplay.resume).toHaveBeenCalledTimes(1);
  });

  it('the pause button stops autoplay (aria-pressed, translated label) and starts it again', () => {
    const element = mount('news', true);
    startCarousel(element);
    const main = made[1] as FakeSwiper;
    const toggle = element.querySelector('[data-ks-autoplay-toggle]') as HTMLButtonElement;
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    expect(toggle).toHaveAttribute('aria-label', 'Zaustavi');
    toggle.click();
    expect(main.autoplay.stop).toHaveBeenCalled();
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    expect(toggle).toHaveAttribute('aria-label', 'Pokreni');
    // Focus moving through does not restart a stopped carousel.
    (element.querySelector('a') as HTMLElement).focus();
    (document.getElementById('outside') as HTMLElement).focus();
    expect(main.autoplay.resume).not.toHaveBeenCalled();
    toggle.click();
    expect(main.autoplay.start).toHaveBeenCalled();
  });

  it('arrow keys move the focused carousel; without autoplay the pause button goes', () => {
    const element = mount('history');
    startCarousel(element);
    const main = made[0] as FakeSwiper;
    expect(element.querySelector('[data-ks-autoplay-toggle]')).toBeNull();
    element.querySelector('a')?.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowRight', bubbles: true }));
    expect(main.slideNext).toHaveBeenCalledTimes(1);
    element.querySelector('a')?.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowLeft', bubbles: true }));
    expect(main.slidePrev).toHaveBeenCalledTimes(1);
  });

  it('with reduced motion the carousel has no autoplay module', () => {
    setReducedMotion(true);
    startCarousel(mount('news', true));
    expect((made[1] as FakeSwiper).options.modules).not.toContain('Autoplay');
  });
});
