import type { FocusEvent, KeyboardEvent, ReactNode } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { useLang } from '../../app/i18n/lang.tsx';
import { langOfPath, localPath } from '../../app/paths.ts';
import type { HomePageQuery } from './home.generated.ts';
import type { useSwipe } from '../../components/Carousel/useSwipe.ts';
import styles from './BannerCarousel.module.css';

export type Banner = HomePageQuery['homeBanners'][number];

const messages = defineMessages({
  label: { id: 'home.banner.label' },
  carousel: { id: 'home.banner.roleDescription' },
  slide: { id: 'home.banner.slide' },
  slideLabel: { id: 'home.banner.slideLabel' },
  previous: { id: 'home.banner.previous' },
  next: { id: 'home.banner.next' },
  goTo: { id: 'home.banner.goTo' },
  pause: { id: 'home.banner.pause' },
  play: { id: 'home.banner.play' },
});

function SlideLink({ link, children }: { link: string | null; children: ReactNode }) {
  const lang = useLang();
  if (!link) return <>{children}</>;
  if (/^https?:\/\//i.test(link)) {
    return (
      <a href={link} className={styles.slideLink} target="_blank" rel="noopener noreferrer">
        {children}
      </a>
    );
  }
  const to = link.startsWith('/') && !langOfPath(link) ? localPath(lang, link) : link;
  return (
    <Link to={to} className={styles.slideLink}>
      {children}
    </Link>
  );
}

const phone = '(max-width: 767px)';
// The slide is the viewport's width, up to the carousel's 1920 px.
const desktopSizes = '(max-width: 1920px) 100vw, 1920px';

/**
 * The phone's image, then (for an uploaded image) WebP before JPEG at each size the server made:
 * the browser takes the first source that fits, and its own size from `srcset`. A seed's single
 * image keeps its one source.
 */
function BannerSources({ banner }: { banner: Banner }) {
  const mobile = banner.imageMobileSources;
  const desktop = banner.imageDesktopSources;
  return (
    <>
      {mobile ? <source media={phone} type="image/webp" srcSet={mobile.webpSrcset} sizes="100vw" width={750} height={900} /> : null}
      <source media={phone} srcSet={mobile ? mobile.jpegSrcset : banner.imageMobile} sizes={mobile ? '100vw' : undefined} width={750} height={900} />
      {desktop ? <source type="image/webp" srcSet={desktop.webpSrcset} sizes={desktopSizes} width={1920} height={720} /> : null}
    </>
  );
}

export interface BannerViewProps {
  banners: Banner[];
  selected: number;
  /** Pointer handlers that turn a horizontal swipe into previous/next. */
  swipe?: ReturnType<typeof useSwipe>;
  onPrevious?: () => void;
  onNext?: () => void;
  onGoTo?: (index: number) => void;
  /** Present when the banner auto-advances: the pause/play button's state. */
  autoplay?: { paused: boolean; onToggle: () => void };
  /** Hover or focus inside the carousel holds the autoplay while it lasts. */
  onHold?: (held: boolean) => void;
}

/** The banner's markup; BannerCarousel drives it. The selected slide is moved into view by a transform. */
export function BannerView({ banners, selected, swipe, onPrevious, onNext, onGoTo, autoplay, onHold }: BannerViewProps) {
  const intl = useIntl();
  const count = banners.length;

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key === 'ArrowLeft' && onPrevious) {
      event.preventDefault();
      onPrevious();
    } else if (event.key === 'ArrowRight' && onNext) {
      event.preventDefault();
      onNext();
    }
  };

  return (
    <section
      className={styles.carousel}
      aria-roledescription={intl.formatMessage(messages.carousel)}
      aria-label={intl.formatMessage(messages.label)}
      onKeyDown={onKeyDown}
      onMouseEnter={() => onHold?.(true)}
      onMouseLeave={() => onHold?.(false)}
      onFocus={() => onHold?.(true)}
      onBlur={(event: FocusEvent<HTMLElement>) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) onHold?.(false);
      }}
    >
      <div className={styles.viewport} {...swipe}>
        <div
          className={styles.track}
          style={{ transform: `translateX(${-selected * 100}%)` }}
          aria-live={!autoplay || autoplay.paused ? 'polite' : 'off'}
        >
          {banners.map((banner, index) => {
            const current = index === selected;
            return (
              <div
                key={banner.id}
                className={styles.slide}
                role="group"
                aria-roledescription={intl.formatMessage(messages.slide)}
                aria-label={intl.formatMessage(messages.slideLabel, { index: index + 1, total: count, title: banner.title })}
                aria-hidden={!current}
                inert={!current}
              >
                <SlideLink link={banner.link}>
                  <picture className={styles.picture}>
                    <BannerSources banner={banner} />
                    <img
                      className={styles.image}
                      src={banner.imageDesktop}
                      srcSet={banner.imageDesktopSources?.jpegSrcset}
                      sizes={banner.imageDesktopSources ? desktopSizes : undefined}
                      alt={banner.alt}
                      width={1920}
                      height={720}
                      loading={index === 0 ? 'eager' : 'lazy'}
                      fetchPriority={index === 0 ? 'high' : 'auto'}
                      decoding={index === 0 ? 'sync' : 'async'}
                    />
                  </picture>
                  {/* The slide's title as text too, in the page's language: the image's own
                      lettering is not readable by everyone. Laid over the image, so it takes
                      no room of its own and nothing moves when it renders. */}
                  <span className={styles.caption}>
                    <span className={styles.captionText}>{banner.title}</span>
                  </span>
                </SlideLink>
              </div>
            );
          })}
        </div>
      </div>
      <div className={styles.controls}>
        {count > 1 ? (
          <>
            <button type="button" className={styles.arrow} onClick={onPrevious} aria-label={intl.formatMessage(messages.previous)}>
              <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
                <path d="M15 5l-7 7 7 7" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" strokeLinejoin="round" />
              </svg>
            </button>
            <ol className={styles.dots}>
              {banners.map((banner, index) => (
                <li key={banner.id}>
                  <button
                    type="button"
                    className={styles.dot}
                    aria-label={intl.formatMessage(messages.goTo, { index: index + 1, title: banner.title })}
                    aria-current={index === selected ? 'true' : undefined}
                    onClick={() => onGoTo?.(index)}
                  >
                    <span aria-hidden="true" />
                  </button>
                </li>
              ))}
            </ol>
            <button type="button" className={styles.arrow} onClick={onNext} aria-label={intl.formatMessage(messages.next)}>
              <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
                <path d="M9 5l7 7-7 7" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" strokeLinejoin="round" />
              </svg>
            </button>
            {autoplay ? (
              <button
                type="button"
                className={styles.arrow}
                onClick={autoplay.onToggle}
                aria-label={intl.formatMessage(autoplay.paused ? messages.play : messages.pause)}
              >
                <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false" fill="currentColor">
                  {autoplay.paused ? <path d="M8 5v14l11-7z" /> : <path d="M7 5h4v14H7zM13 5h4v14h-4z" />}
                </svg>
              </button>
            ) : null}
          </>
        ) : null}
      </div>
    </section>
  );
}

/** The banner's footprint while its data loads: the same aspect-ratio box, so nothing shifts. */
export function BannerSkeleton() {
  return (
    <div className={styles.carousel} aria-hidden="true">
      <div className={`${styles.slide} ${styles.placeholder} skeleton`} />
      <div className={styles.controls} />
    </div>
  );
}
