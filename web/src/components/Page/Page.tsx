import type { ReactNode } from 'react';
import styles from './Page.module.css';

/** A content page's heading block: the page's one h1, an optional lead paragraph. */
export function PageHeader({ title, lead, children }: { title: string; lead?: string; children?: ReactNode }) {
  return (
    <header className={styles.pageHeader}>
      <div className="container">
        <h1 className={styles.pageTitle}>{title}</h1>
        {lead ? <p className={styles.lead}>{lead}</p> : null}
        {children}
      </div>
    </header>
  );
}

/**
 * A titled section of a page. `id` is the in-page anchor (footer links land on it); `tone`
 * alternates backgrounds so long pages read as blocks.
 */
export function Section({
  id,
  title,
  intro,
  tone = 'plain',
  level = 2,
  action,
  children,
}: {
  id: string;
  title: string;
  intro?: string;
  tone?: 'plain' | 'soft';
  level?: 2 | 3;
  action?: ReactNode;
  children?: ReactNode;
}) {
  const Heading = level === 2 ? 'h2' : 'h3';
  return (
    <section id={id} className={`${styles.section} ${tone === 'soft' ? styles.soft : ''}`} aria-labelledby={`${id}-title`}>
      <div className="container">
        <div className={styles.sectionHead}>
          <Heading id={`${id}-title`} className={styles.sectionTitle}>
            {title}
          </Heading>
          {action}
        </div>
        {intro ? <p className={styles.intro}>{intro}</p> : null}
        {children}
      </div>
    </section>
  );
}

/** Text stored as paragraphs separated by blank lines (rest contract), as `<p>`s. */
export function Prose({ text, className }: { text: string | readonly string[]; className?: string }) {
  const paragraphs = typeof text === 'string' ? text.split(/\n\s*\n/) : text;
  return (
    <div className={`${styles.prose} ${className ?? ''}`}>
      {paragraphs
        .map((p) => p.trim())
        .filter(Boolean)
        .map((p, i) => (
          <p key={i}>{p}</p>
        ))}
    </div>
  );
}

/** Placeholder boxes with the footprint of loading content, so nothing shifts when it arrives. */
export function SkeletonBlock({ lines = 3 }: { lines?: number }) {
  return (
    <div className={styles.skeleton} aria-hidden="true">
      {Array.from({ length: lines }, (_, i) => (
        <span key={i} className={`${styles.skeletonLine} skeleton`} />
      ))}
    </div>
  );
}

/** An image in a fixed-ratio box: no layout shift, lazy unless it is above the fold. */
export function Figure({
  src,
  alt,
  width,
  height,
  eager = false,
  className,
}: {
  src: string;
  alt: string;
  width: number;
  height: number;
  eager?: boolean;
  className?: string;
}) {
  return (
    <div className={`${styles.figure} ${className ?? ''}`} style={{ aspectRatio: `${width} / ${height}` }}>
      <img src={src} alt={alt} width={width} height={height} loading={eager ? 'eager' : 'lazy'} decoding="async" />
    </div>
  );
}
