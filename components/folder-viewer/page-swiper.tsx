'use client';

/* eslint-disable @next/next/no-img-element -- folder pages are SVGs the API draws itself; next/image adds nothing for them. */
import 'swiper/css';
import 'swiper/css/zoom';
import { useRouter } from 'next/navigation';
import { useTranslations } from '#i18n';
import { useCallback, useEffect, useRef, useState, type CSSProperties, type MouseEvent, type PointerEvent } from 'react';
import type Swiper from 'swiper';
import { ChevronLeftIcon } from '@/components/icons/chevron-left';
import { ChevronRightIcon } from '@/components/icons/chevron-right';
import { ZoomInIcon } from '@/components/icons/zoom-in';
import { ZoomOutIcon } from '@/components/icons/zoom-out';
import { afterLoadOrIntent } from '@/lib/ui/after-load';
import { hasModifierKey } from '@/lib/ui/plain-click';
import ItemRects from './item-rects';
import { withPagesLoaded, pagesToLoad } from './page-loading';
import type { ViewerItem, ViewerPage } from './viewer-folder';
import styles from './page-swiper.module.css';

/** How long a touch tap on an item waits for a second tap (a double tap zooms instead of opening). */
export const DOUBLE_TAP_MS = 300;
/** The zoom button's step: enough to read the small print, not so much that the item leaves the screen. */
const BUTTON_ZOOM = 2;
/** A pointer that moved further than this between press and click was panning, not choosing an item. */
const TAP_SLOP_PX = 10;

type PageSwiperProps = {
  pages: readonly ViewerPage[];
  storeTitle: string;
  /** The page in the URL (1-based). */
  page: number;
  /** A sub-view covers the pages: arrow keys stop turning them. */
  hidden: boolean;
  onPageChange?: (page: number) => void;
};

/**
 * The folder's pages side by side in a Swiper: swipe or drag, arrow keys, double tap or pinch to zoom,
 * buttons for both. Page images load for the current page, the next three and the previous one; every
 * item is a link over its picture. Until Swiper arrives the current page is a plain image, already in
 * place, so the first paint never waits for JavaScript.
 */
export default function PageSwiper({ pages, storeTitle, page, hidden, onPageChange }: PageSwiperProps) {
  const t = useTranslations('FolderViewer');
  const router = useRouter();
  const count = pages.length;
  const [swiperIndex, setSwiperIndex] = useState<number | null>(null);
  // The page Swiper started on: the wrapper's offset React last wrote, kept as it was so that React
  // never takes the wrapper's transform back from Swiper.
  const [startIndex, setStartIndex] = useState<number | null>(null);
  const [loaded, setLoaded] = useState<ReadonlySet<number>>(() => new Set(pagesToLoad(page - 1, count)));
  const [zoomed, setZoomed] = useState(false);
  const [announce, setAnnounce] = useState(false);
  const elementRef = useRef<HTMLDivElement>(null);
  const swiperRef = useRef<Swiper | null>(null);
  const pointer = useRef({ type: 'mouse', x: 0, y: 0 });
  const pendingTap = useRef<number | null>(null);
  const latest = useRef({ page, onPageChange });

  const ready = swiperIndex !== null;
  const current = swiperIndex ?? page - 1;
  // Storing what the current page needs loaded during render (React's "adjust state on change" pattern).
  const nextLoaded = withPagesLoaded(loaded, current, count);
  if (nextLoaded !== loaded) setLoaded(nextLoaded);

  useEffect(() => {
    latest.current = { page, onPageChange };
  });

  const cancelPendingTap = useCallback(() => {
    if (pendingTap.current === null) return false;
    window.clearTimeout(pendingTap.current);
    pendingTap.current = null;
    return true;
  }, []);

  useEffect(() => {
    let cancelled = false;
    let instance: Swiper | null = null;
    const start = () =>
      import('./swiper-setup')
        // Building Swiper gets a task of its own: evaluating its module is one already, and the two
        // together made one long task that kept a phone's main thread busy.
        .then((setup) => new Promise<typeof setup>((resolve) => window.setTimeout(() => resolve(setup), 0)))
        .then(({ createPageSwiper }) => {
          const element = elementRef.current;
          if (cancelled || !element) return;
          instance = createPageSwiper(element, {
            initialIndex: latest.current.page - 1,
            onSlideChange: (index) => {
              setSwiperIndex(index);
              setAnnounce(true);
              latest.current.onPageChange?.(index + 1);
            },
            onZoomChange: (scale) => setZoomed(scale > 1),
            onDoubleTap: cancelPendingTap,
          });
          swiperRef.current = instance;
          setStartIndex(instance.activeIndex);
          setSwiperIndex(instance.activeIndex);
        })
        .catch(() => {
          // Without Swiper the page stays a readable image with working item links.
        });
    // The first page is already on screen as a plain image: Swiper loads after it (or at the first touch).
    const cancelStart = afterLoadOrIntent(() => void start());
    return () => {
      cancelStart();
      cancelled = true;
      cancelPendingTap();
      instance?.destroy(true, false);
      swiperRef.current = null;
    };
  }, [cancelPendingTap]);

  // The URL's page wins (the back button, a thumbnail, an "open page" link), and a sub-view pauses the
  // arrow keys. Back from a sub-view, Swiper measures again (it had no size while hidden) and jumps
  // straight to the page instead of sliding past the ones in between.
  const wasHidden = useRef(hidden);
  useEffect(() => {
    const swiper = swiperRef.current;
    if (!swiper || swiper.destroyed) return;
    if (hidden) {
      swiper.keyboard.disable();
      wasHidden.current = true;
      return;
    }
    const jump = wasHidden.current;
    wasHidden.current = false;
    if (jump) swiper.update();
    swiper.keyboard.enable();
    if (swiper.activeIndex !== page - 1) swiper.slideTo(page - 1, jump ? 0 : undefined);
  }, [page, hidden, ready]);

  function onPointerDown(event: PointerEvent<HTMLDivElement>) {
    pointer.current = { type: event.pointerType, x: event.clientX, y: event.clientY };
  }

  const onItemClick = useCallback(
    (event: MouseEvent<HTMLAnchorElement>, item: ViewerItem) => {
      const swiper = swiperRef.current;
      // Keyboard (detail 0), a new tab or window, or no Swiper yet: the link does what links do.
      if (!swiper || event.detail === 0 || hasModifierKey(event)) return;
      const native = event.nativeEvent;
      const moved = Math.hypot(native.clientX - pointer.current.x, native.clientY - pointer.current.y) > TAP_SLOP_PX;
      if (moved || !swiper.allowClick) {
        event.preventDefault();
        return;
      }
      const type = 'pointerType' in native && typeof native.pointerType === 'string' && native.pointerType ? native.pointerType : pointer.current.type;
      if (type === 'mouse') return;
      event.preventDefault();
      if (cancelPendingTap()) return;
      pendingTap.current = window.setTimeout(() => {
        pendingTap.current = null;
        router.push(item.route);
      }, DOUBLE_TAP_MS);
    },
    [cancelPendingTap, router],
  );

  function toggleZoom() {
    const swiper = swiperRef.current;
    if (!swiper) return;
    if (zoomed) swiper.zoom.out();
    else swiper.zoom.in(BUTTON_ZOOM);
  }

  const first = pages[0];
  const stageStyle = { '--page-ratio': first ? first.width / first.height : 1000 / 1414 } as CSSProperties;
  // Until Swiper takes over, the wrapper shows the URL's page (a deep link, or a page chosen before it loaded).
  const offsetIndex = startIndex ?? current;
  const wrapperStyle: CSSProperties | undefined = offsetIndex > 0 ? { transform: `translate3d(${-100 * offsetIndex}%, 0, 0)` } : undefined;

  return (
    <div className={styles.stage} style={stageStyle}>
      <button type="button" className={styles.nav} disabled={!ready || current <= 0} onClick={() => swiperRef.current?.slidePrev()}>
        <ChevronLeftIcon size={28} />
        <span className="visually-hidden">{t('previous')}</span>
      </button>
      <div className={styles.frame}>
        <div ref={elementRef} className={`swiper ${styles.swiper}`} onPointerDownCapture={onPointerDown}>
          <div className="swiper-wrapper" style={wrapperStyle}>
            {pages.map((folderPage, index) => {
              const label = t('pageLabel', { page: folderPage.number, total: count });
              return (
                <div
                  key={folderPage.id}
                  className="swiper-slide"
                  role="group"
                  aria-roledescription={t('pageRole')}
                  aria-label={label}
                  inert={index !== current}
                >
                  <div className="swiper-zoom-container">
                    <div className={`swiper-zoom-target ${styles.page}`} style={{ aspectRatio: `${folderPage.width} / ${folderPage.height}` }}>
                      {loaded.has(index) && folderPage.imageUrl ? (
                        <img
                          src={folderPage.imageUrl}
                          alt={t('pageAlt', { store: storeTitle, page: folderPage.number, total: count })}
                          width={folderPage.width}
                          height={folderPage.height}
                          className={styles.pageImage}
                          draggable={false}
                          decoding={index === current ? 'sync' : 'async'}
                          fetchPriority={index === current ? 'high' : 'low'}
                        />
                      ) : (
                        <span className={styles.placeholder}>
                          <span className="visually-hidden">{t('loadingPage', { page: folderPage.number })}</span>
                        </span>
                      )}
                      <ItemRects items={folderPage.items} onItemClick={onItemClick} />
                    </div>
                  </div>
                </div>
              );
            })}
          </div>
        </div>
        <button type="button" className={styles.zoom} disabled={!ready} onClick={toggleZoom}>
          {zoomed ? <ZoomOutIcon size={22} /> : <ZoomInIcon size={22} />}
          <span className="visually-hidden">{zoomed ? t('zoomOut') : t('zoomIn')}</span>
        </button>
      </div>
      <button type="button" className={styles.nav} disabled={!ready || current >= count - 1} onClick={() => swiperRef.current?.slideNext()}>
        <ChevronRightIcon size={28} />
        <span className="visually-hidden">{t('next')}</span>
      </button>
      <p className="visually-hidden" aria-live="polite" aria-atomic="true">
        {announce ? t('pageStatus', { page: current + 1, total: count }) : ''}
      </p>
    </div>
  );
}
