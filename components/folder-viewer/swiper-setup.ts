import Swiper from 'swiper';
import { Keyboard, Zoom } from 'swiper/modules';

/** docs/product.md, Limits: a swipe needs more than 20 px, so a tap on an item never nudges the page. */
export const SWIPE_THRESHOLD_PX = 20;
export const MAX_ZOOM = 3;

export type PageSwiperHandlers = {
  initialIndex: number;
  onSlideChange: (index: number) => void;
  onZoomChange: (scale: number) => void;
  onDoubleTap: () => void;
};

/**
 * Swiper with only what the viewer uses: the core (touch and mouse swipes), Keyboard (arrow keys) and
 * Zoom (double tap and pinch). Loaded as its own chunk after the first page is on screen, so it never
 * delays it. The slides, labels and live region are the viewer's own markup.
 */
export function createPageSwiper(element: HTMLElement, handlers: PageSwiperHandlers): Swiper {
  const reducedMotion = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  return new Swiper(element, {
    modules: [Keyboard, Zoom],
    initialSlide: handlers.initialIndex,
    // The URL already names the first page: only the visitor's own page turns are reported.
    runCallbacksOnInit: false,
    speed: reducedMotion ? 0 : 280,
    spaceBetween: 16,
    threshold: SWIPE_THRESHOLD_PX,
    resistanceRatio: 0.5,
    grabCursor: true,
    preventClicks: true,
    preventClicksPropagation: true,
    keyboard: { enabled: true, onlyInViewport: true },
    zoom: { maxRatio: MAX_ZOOM, toggle: true },
    on: {
      slideChange: (swiper) => handlers.onSlideChange(swiper.activeIndex),
      zoomChange: (_swiper, scale) => handlers.onZoomChange(scale),
      doubleTap: () => handlers.onDoubleTap(),
    },
  });
}
