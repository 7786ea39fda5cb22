import { useEffect, useRef, useState } from 'react';
import { useHydrated, useReducedMotion } from '../../app/ssr/clientValues.tsx';
import { useIntl, type IntlShape } from 'react-intl';
import { impactFigureLabels as labels } from '../../app/i18n/impactFigureLabels.ts';
import type { HomePageQuery } from './home.generated.ts';
import type { ImpactUnit } from '../../generated/types.ts';
import styles from './HomeSections.module.css';

type Figure = HomePageQuery['siteSettings']['impactFigures'][number];

const COUNT_UP_MS = 1600;

/** 92 → '92%', 77 → '77', 19800 → '19,800+', 82000000 → '82M+' (zh: '8,200萬+'). */
export function formatFigure(intl: IntlShape, value: number, unit: ImpactUnit): string {
  if (unit === 'PERCENT') return intl.formatNumber(value / 100, { style: 'percent', maximumFractionDigits: 0 });
  const text =
    value >= 1_000_000
      ? intl.formatNumber(value, { notation: 'compact', maximumFractionDigits: 0 })
      : intl.formatNumber(Math.round(value));
  return unit === 'PLUS' ? `${text}+` : text;
}

/**
 * The impact figures (spec §1, §9): they count up from zero the first time the block scrolls into
 * view; with reduced motion they show their final values at once. Screen readers get each final
 * value once, never the moving numbers. The server's page (crawlers, JavaScript off) shows the
 * final values; the count-up starts from zero once the browser has taken over.
 */
export function ImpactFigures({ figures, title }: { figures: readonly Figure[]; title: string }) {
  const intl = useIntl();
  const ref = useRef<HTMLElement>(null);
  const reducedMotion = useReducedMotion();
  const hydrated = useHydrated();
  const [progress, setProgress] = useState(0);
  const [counting, setCounting] = useState<'idle' | 'running' | 'done'>('idle');
  const state = reducedMotion || !hydrated ? 'done' : counting;

  // The observer starts the count-up, which then runs to the end on its own.
  useEffect(() => {
    const node = ref.current;
    if (!node || reducedMotion) return;
    let frame = 0;
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((e) => e.isIntersecting)) return;
        observer.disconnect();
        setCounting('running');
        const start = performance.now();
        const step = (now: number) => {
          const t = Math.min(1, (now - start) / COUNT_UP_MS);
          setProgress(1 - (1 - t) ** 3);
          if (t < 1) frame = requestAnimationFrame(step);
          else setCounting('done');
        };
        frame = requestAnimationFrame(step);
      },
      { threshold: 0.3 },
    );
    observer.observe(node);
    return () => {
      observer.disconnect();
      cancelAnimationFrame(frame);
    };
  }, [reducedMotion]);

  return (
    <section ref={ref} id="impact" className={styles.impact} aria-labelledby="impact-title" data-state={state}>
      <div className="container">
        <h2 id="impact-title" className={styles.impactTitle}>
          {title}
        </h2>
        <ul className={styles.figures}>
          {figures.map((figure) => {
            const label = figure.key in labels ? intl.formatMessage(labels[figure.key as keyof typeof labels]) : figure.key;
            const shown = state === 'done' ? figure.value : figure.value * progress;
            return (
              <li key={figure.key} className={styles.figure}>
                <span className={styles.figureValue} aria-hidden="true" data-testid={`impact-${figure.key}`}>
                  {formatFigure(intl, shown, figure.unit)}
                </span>
                <span className="visually-hidden">{formatFigure(intl, figure.value, figure.unit)}</span>
                <span className={styles.figureLabel}>{label}</span>
              </li>
            );
          })}
        </ul>
      </div>
    </section>
  );
}
