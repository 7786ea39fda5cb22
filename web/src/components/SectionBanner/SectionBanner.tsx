import type { SectionBannerFieldsFragment } from './sectionBanner.generated.ts';
import styles from './SectionBanner.module.css';

/** A section page's top banner (education/banner, book/banner, article/banner), as every landing asks for it. */
export type SectionBannerData = SectionBannerFieldsFragment;

/** The banner images' size (schema: SectionBanner.image). */
const WIDTH = 1200;
const HEIGHT = 800;

/**
 * The header of a section landing page (academy, study, news): the page's one h1 and its banner —
 * the banner's title and subtitle as text, and its image.
 *
 * `banner` is `undefined` while the page's data loads (the image box shows a skeleton) and `null`
 * when the section has none. `lead` stands in for a missing subtitle.
 *
 * Nothing moves when the banner arrives: the image box has the image's 3:2 ratio from the first
 * render, and the text sits over the image's foot on a phone, beside it on wider screens.
 * The image is decorative (`alt=""`): what it says is the banner's title, which is right here as
 * text.
 */
export function SectionBanner({
  title,
  lead,
  banner,
}: {
  title: string;
  lead: string;
  banner: SectionBannerData | null | undefined;
}) {
  const subtitle = banner?.subtitle || lead;
  const state = banner === undefined ? 'loading' : banner === null ? 'empty' : 'ready';
  return (
    <header className={styles.banner}>
      <div className={`container ${styles.inner}`}>
        <h1 className={styles.title}>{title}</h1>
        <div className={styles.caption}>
          {banner ? <p className={styles.bannerTitle}>{banner.title}</p> : null}
          <p className={styles.subtitle}>{subtitle}</p>
        </div>
        <div
          className={`${styles.media} ${state === 'loading' ? 'skeleton' : ''}`}
          style={{ aspectRatio: `${WIDTH} / ${HEIGHT}` }}
          data-state={state}
          aria-hidden={banner ? undefined : 'true'}
        >
          {banner ? (
            <img src={banner.image} alt="" width={WIDTH} height={HEIGHT} loading="eager" fetchPriority="high" />
          ) : null}
        </div>
      </div>
    </header>
  );
}
