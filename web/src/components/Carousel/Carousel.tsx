import { useEffect, useLayoutEffect, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { useSwipe } from './useSwipe.ts';
import styles from './Carousel.module.css';

const messages = defineMessages({
  carousel: { id: 'home.banner.roleDescription' },
  slide: { id: 'home.banner.slide' },
  previous: { id: 'home.banner.previous' },
  next: { id: 'home.banner.next' },
  position: { id: 'home.carousel.position' },
});

export interface CarouselItem {
  key: string;
  /** The slide's accessible name. */
  label: string;
  content: ReactNode;
}

/** Cards per view, as the stylesheet's media queries set it (`--per-view`): one source of truth. */
function readPerView(element: Element): number {
  const value = Number.parseInt(getComputedStyle(element).getPropertyValue('--per-view'), 10);
  return Number.isFinite(value) && value > 0 ? value : 1;
}

/**
 * A manual carousel of cards (no autoplay): 3 cards per view above 1280 px, 2 from 801 to
 * 1280 px, 1 up to 800 px (see Carousel.module.css). Previous/next buttons, arrow keys and a swipe
 * move it by a page; the cards out of view are hidden from assistive technology and the tab order.
 * It moves the track with a CSS transform and never measures the cards, so it costs no layout.
 */
export function Carousel({ label, items }: { label: string; items: CarouselItem[] }) {
  const intl = useIntl();
  const viewportRef = useRef<HTMLDivElement>(null);
  // Unknown until the first resize callback: until then every card counts as shown.
  const [perView, setPerView] = useState<number | null>(null);
  const [page, setPage] = useState(0);

  useEffect(() => {
    const viewport = viewportRef.current;
    if (!viewport || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => setPerView(readPerView(viewport)));
    observer.observe(viewport);
    return () => observer.disconnect();
  }, []);

  const shown = perView ?? items.length;
  const pageCount = Math.max(1, Math.ceil(items.length / shown));
  const current = Math.min(page, pageCount - 1);
  // The last page ends on the last card instead of leaving a gap.
  const first = Math.max(0, Math.min(current * shown, items.length - shown));
  // A move that disables the focused button (first or last page) would drop the keyboard focus to
  // the document: hand it to the other button instead, once the new page has rendered.
  const previousRef = useRef<HTMLButtonElement>(null);
  const nextRef = useRef<HTMLButtonElement>(null);
  const refocus = useRef<HTMLButtonElement | null>(null);
  const moveTo = (target: number) => {
    const active = document.activeElement;
    if (target === 0 && active === previousRef.current) refocus.current = nextRef.current;
    else if (target === pageCount - 1 && active === nextRef.current) refocus.current = previousRef.current;
    setPage(target);
  };
  useLayoutEffect(() => {
    refocus.current?.focus();
    refocus.current = null;
  });
  const onPrevious = () => moveTo(Math.max(0, current - 1));
  const onNext = () => moveTo(Math.min(pageCount - 1, current + 1));
  const swipe = useSwipe(onPrevious, onNext);

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key === 'ArrowLeft') {
      event.preventDefault();
      onPrevious();
    } else if (event.key === 'ArrowRight') {
      event.preventDefault();
      onNext();
    }
  };

  return (
    // A group, not a region (WAI carousel pattern allows both): it sits in a section headed by the
    // same words, and two landmarks of one name confuse landmark navigation.
    <div
      role="group"
      className={styles.carousel}
      aria-roledescription={intl.formatMessage(messages.carousel)}
      aria-label={label}
      onKeyDown={onKeyDown}
    >
      <div className={styles.viewport} ref={viewportRef} {...swipe}>
        <div className={styles.track} style={{ transform: `translateX(${(-first * 100) / shown}%)` }}>
          {items.map((item, index) => {
            const hidden = perView !== null && (index < first || index >= first + shown);
            return (
              <div
                key={item.key}
                className={styles.slide}
                role="group"
                aria-roledescription={intl.formatMessage(messages.slide)}
                aria-label={item.label}
                aria-hidden={hidden || undefined}
                inert={hidden}
                data-in-view={!hidden}
              >
                {item.content}
              </div>
            );
          })}
        </div>
      </div>
      {pageCount > 1 ? (
        <div className={styles.controls}>
          <button
            ref={previousRef}
            type="button"
            className={styles.arrow}
            onClick={onPrevious}
            disabled={current === 0}
            aria-label={intl.formatMessage(messages.previous)}
          >
            <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
              <path d="M15 5l-7 7 7 7" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" strokeLinejoin="round" />
            </svg>
          </button>
          <span className={styles.position} aria-live="polite">
            {intl.formatMessage(messages.position, { index: current + 1, total: pageCount })}
          </span>
          <button
            ref={nextRef}
            type="button"
            className={styles.arrow}
            onClick={onNext}
            disabled={current === pageCount - 1}
            aria-label={intl.formatMessage(messages.next)}
          >
            <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
              <path d="M9 5l7 7-7 7" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" strokeLinejoin="round" />
            </svg>
          </button>
        </div>
      ) : null}
    </div>
  );
}
