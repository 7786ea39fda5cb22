import { useCallback, useEffect, useState, type KeyboardEvent, type ReactNode } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import useEmblaCarousel from 'embla-carousel-react';
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

function reducedMotion(): boolean {
  return window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
}

/**
 * A manual carousel of cards (no autoplay): 3 cards per view above 1280 px, 2 from 801 to
 * 1280 px, 1 up to 800 px (see Carousel.module.css). Previous/next buttons and arrow keys move it
 * by a page; the cards out of view are hidden from assistive technology and the tab order.
 */
export function Carousel({ label, items }: { label: string; items: CarouselItem[] }) {
  const intl = useIntl();
  const [viewportRef, emblaApi] = useEmblaCarousel({
    align: 'start',
    slidesToScroll: 'auto',
    inViewThreshold: 0.6,
    duration: typeof window !== 'undefined' && reducedMotion() ? 1 : 25,
  });
  const [inView, setInView] = useState<number[] | null>(null);
  const [canPrev, setCanPrev] = useState(false);
  const [canNext, setCanNext] = useState(false);
  const [page, setPage] = useState({ index: 0, count: 1 });

  useEffect(() => {
    if (!emblaApi) return;
    const update = () => {
      setInView(emblaApi.slidesInView());
      setCanPrev(emblaApi.canScrollPrev());
      setCanNext(emblaApi.canScrollNext());
      setPage({ index: emblaApi.selectedScrollSnap(), count: emblaApi.scrollSnapList().length });
    };
    update();
    emblaApi.on('select', update).on('reInit', update).on('slidesInView', update);
    return () => {
      emblaApi.off('select', update).off('reInit', update).off('slidesInView', update);
    };
  }, [emblaApi]);

  const onPrevious = useCallback(() => emblaApi?.scrollPrev(), [emblaApi]);
  const onNext = useCallback(() => emblaApi?.scrollNext(), [emblaApi]);
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
    <section
      className={styles.carousel}
      aria-roledescription={intl.formatMessage(messages.carousel)}
      aria-label={label}
      onKeyDown={onKeyDown}
    >
      <div className={styles.viewport} ref={viewportRef}>
        <div className={styles.track}>
          {items.map((item, index) => {
            const hidden = inView !== null && !inView.includes(index);
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
      {page.count > 1 ? (
        <div className={styles.controls}>
          <button
            type="button"
            className={styles.arrow}
            onClick={onPrevious}
            disabled={!canPrev}
            aria-label={intl.formatMessage(messages.previous)}
          >
            <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
              <path d="M15 5l-7 7 7 7" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" strokeLinejoin="round" />
            </svg>
          </button>
          <span className={styles.position} aria-live="polite">
            {intl.formatMessage(messages.position, { index: page.index + 1, total: page.count })}
          </span>
          <button
            type="button"
            className={styles.arrow}
            onClick={onNext}
            disabled={!canNext}
            aria-label={intl.formatMessage(messages.next)}
          >
            <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
              <path d="M9 5l7 7-7 7" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" strokeLinejoin="round" />
            </svg>
          </button>
        </div>
      ) : null}
    </section>
  );
}
