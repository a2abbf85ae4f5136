/**
 * The category strip's arrows and mouse swipe (category-strip.tsx), loaded on the strip's first use
 * (pointer over it, focus, touch, wheel, scroll) or once the browser is idle, not with the page: the
 * chips are links that work without it (docs/performance-history.md, Session 13).
 */

/** docs/product.md, Limits: a drag shorter than this is a tap, not a swipe. */
export const SWIPE_THRESHOLD_PX = 20;
/** An arrow click moves the strip by this share of its visible width. */
const ARROW_STEP = 0.8;

function prefersReducedMotion(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

function scrollStripTo(element: HTMLElement, left: number, smooth: boolean): void {
  if (typeof element.scrollTo === 'function') element.scrollTo({ left, behavior: smooth && !prefersReducedMotion() ? 'smooth' : 'auto' });
  else element.scrollLeft = left;
}

type Drag = { pointerId: number; startX: number; startLeft: number; swiping: boolean };

/** The fade classes of the track (the CSS module's names). */
export type StripFades = { left: string; right: string };

/**
 * Brings the current chip into view, shows an arrow where there is more to scroll, and lets a mouse
 * or pen drag the strip once the move exceeds 20 px (touch scrolls natively). Returns the cleanup.
 * The strip's markup: `<nav>` with the left arrow, the `<ul>` track, the right arrow.
 */
export function enhanceStrip(nav: HTMLElement, fades: StripFades): () => void {
  const track = nav.querySelector('ul');
  const [leftArrow, rightArrow] = Array.from(nav.querySelectorAll<HTMLButtonElement>(':scope > button'));
  if (!track || !leftArrow || !rightArrow) return () => undefined;
  const element = track;
  const arrows = { left: leftArrow, right: rightArrow };
  let drag: Drag | null = null;
  let suppressClick = false;

  function measure() {
    const left = element.scrollLeft > 1;
    const right = element.scrollLeft + element.clientWidth < element.scrollWidth - 1;
    arrows.left.hidden = !left;
    arrows.right.hidden = !right;
    element.classList.toggle(fades.left, left);
    element.classList.toggle(fades.right, right);
  }

  // Bring the current chip into view (instantly) so a deep category is visible.
  const current = element.querySelector<HTMLElement>('[aria-current]');
  if (current) {
    const chipEnd = current.offsetLeft + current.offsetWidth;
    if (current.offsetLeft < element.scrollLeft || chipEnd > element.scrollLeft + element.clientWidth) {
      scrollStripTo(element, current.offsetLeft - (element.clientWidth - current.offsetWidth) / 2, false);
    }
  }
  measure();

  const scrollLeft = () => scrollStripTo(element, element.scrollLeft - element.clientWidth * ARROW_STEP, true);
  const scrollRight = () => scrollStripTo(element, element.scrollLeft + element.clientWidth * ARROW_STEP, true);

  function onPointerDown(event: PointerEvent) {
    if (event.pointerType === 'touch' || event.button !== 0) return;
    drag = { pointerId: event.pointerId, startX: event.clientX, startLeft: element.scrollLeft, swiping: false };
  }

  function onPointerMove(event: PointerEvent) {
    const state = drag;
    if (!state || event.pointerId !== state.pointerId) return;
    const dx = event.clientX - state.startX;
    if (!state.swiping) {
      if (Math.abs(dx) <= SWIPE_THRESHOLD_PX) return;
      state.swiping = true;
      element.setPointerCapture?.(event.pointerId);
    }
    element.scrollLeft = state.startLeft - dx;
    measure();
  }

  function onPointerEnd(event: PointerEvent) {
    if (!drag || event.pointerId !== drag.pointerId) return;
    // A swipe ends with a click on the chip under the pointer; that click must not navigate.
    if (drag.swiping) suppressClick = true;
    drag = null;
  }

  function onClickCapture(event: MouseEvent) {
    if (!suppressClick) return;
    suppressClick = false;
    event.preventDefault();
    event.stopPropagation();
  }

  // One signal removes every listener at once.
  const controller = new AbortController();
  const { signal } = controller;
  element.addEventListener('scroll', measure, { passive: true, signal });
  window.addEventListener('resize', measure, { signal });
  const observer = typeof ResizeObserver === 'function' ? new ResizeObserver(measure) : null;
  observer?.observe(element);
  leftArrow.addEventListener('click', scrollLeft, { signal });
  rightArrow.addEventListener('click', scrollRight, { signal });
  element.addEventListener('pointerdown', onPointerDown, { signal });
  element.addEventListener('pointermove', onPointerMove, { signal });
  element.addEventListener('pointerup', onPointerEnd, { signal });
  element.addEventListener('pointercancel', onPointerEnd, { signal });
  element.addEventListener('click', onClickCapture, { capture: true, signal });
  return () => {
    controller.abort();
    observer?.disconnect();
  };
}
