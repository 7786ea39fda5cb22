import styles from './Frame.module.css';

/** Holds the page's place while its chunk loads on the first visit. */
export function PageFallback() {
  return <div className={styles.pageFallback} aria-busy="true" />;
}
