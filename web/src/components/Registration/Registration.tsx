import { useEffect, useState } from 'react';
import { defineMessages, useIntl, type MessageDescriptor } from 'react-intl';
import { Link } from 'react-router-dom';
import { useFirstNow } from '../../app/ssr/clientValues.tsx';
import styles from './Registration.module.css';

const messages = defineMessages({
  session: { id: 'seo.registration.session' },
  opens: { id: 'seo.registration.opens' },
  deadline: { id: 'seo.registration.deadline' },
  timeZone: { id: 'seo.registration.timeZone' },
  remaining: { id: 'seo.registration.remaining' },
  countdown: { id: 'seo.registration.countdown' },
  apply: { id: 'seo.registration.apply' },
  closed: { id: 'seo.registration.closed' },
  closedBody: { id: 'seo.registration.closedBody' },
  none: { id: 'seo.registration.none' },
  yourTime: { id: 'seo.registration.yourTime' },
});

const units = defineMessages({
  days: { id: 'seo.registration.unit.days' },
  hours: { id: 'seo.registration.unit.hours' },
  minutes: { id: 'seo.registration.unit.minutes' },
  seconds: { id: 'seo.registration.unit.seconds' },
});

/** The texts another deadline (the incubator's final upload) says in place of registration's. */
export type DeadlineTexts = Partial<Record<'deadline' | 'countdown' | 'closed' | 'closedBody', MessageDescriptor>>;

export interface SessionDeadline {
  name: string;
  applyStart: string;
  applyEnd: string;
  isOpen: boolean;
  timeZone: string;
}

/**
 * The visitor's clock, re-read every second until `until` (ms since the epoch) has passed, then
 * left alone; `null` stops the ticking. The countdown needs the seconds anyway, so the same tick
 * is the timer that notices the deadline: no extra polling.
 */
function useNow(until: number | null): number {
  const firstNow = useFirstNow();
  const [now, setNow] = useState(firstNow);
  useEffect(() => {
    if (until === null) return;
    const tick = () => {
      const time = Date.now();
      setNow(time);
      if (time >= until) window.clearInterval(timer);
    };
    const timer = window.setInterval(tick, 1000);
    // A page restored or re-rendered after the deadline is told at once, not a second later.
    tick();
    return () => window.clearInterval(timer);
  }, [until]);
  return now;
}

/**
 * The viewer's own time zone when it is not the session's, read after the first render: the server
 * renders the page without it, so hydration matches, and the client then adds the viewer's time.
 */
function useViewerZone(sessionZone: string | undefined): string | null {
  const [zone, setZone] = useState<string | null>(null);
  useEffect(() => {
    const own = Intl.DateTimeFormat().resolvedOptions().timeZone;
    setZone(own && sessionZone && own !== sessionZone ? own : null);
  }, [sessionZone]);
  return zone;
}

/**
 * The registration block of a deadline page: the session, its deadline in Asia/Taipei time with
 * the zone spelled out (and the viewer's own time when their zone differs), a countdown, and the
 * Apply button when `applyTo` is given — or 'Registration Closed' once the
 * server says the session is shut (`isOpen`), or once its `applyEnd` passes while the page is
 * open (the server's answer would only say so on the next fetch).
 */
export function Registration({
  session,
  applyTo,
  compact = false,
  texts = {},
}: {
  session: SessionDeadline | null;
  applyTo?: string;
  compact?: boolean;
  texts?: DeadlineTexts;
}) {
  const intl = useIntl();
  const say = { ...messages, ...texts };
  const viewerZone = useViewerZone(session?.timeZone);
  const end = session ? Date.parse(session.applyEnd) : Number.NaN;
  const now = useNow(session?.isOpen && Number.isFinite(end) ? end : null);
  const open = (session?.isOpen ?? false) && !(now >= end);
  if (!session) return <p className={styles.closedBody}>{intl.formatMessage(messages.none)}</p>;

  const when = (iso: string, timeZone = session.timeZone) =>
    intl.formatDate(iso, {
      timeZone,
      year: 'numeric',
      month: 'long',
      day: 'numeric',
      weekday: 'short',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
  const zone = intl.formatMessage(messages.timeZone);
  const left = Math.max(0, end - now);
  const seconds = Math.floor(left / 1000);
  const parts = {
    days: Math.floor(seconds / 86400),
    hours: Math.floor((seconds % 86400) / 3600),
    minutes: Math.floor((seconds % 3600) / 60),
    seconds: seconds % 60,
  };

  return (
    <div className={styles.panel} data-open={open} data-compact={compact || undefined}>
      {compact ? null : <p className={styles.session}>{intl.formatMessage(messages.session, { name: session.name })}</p>}
      <dl className={styles.dates}>
        {compact ? null : (
          <div>
            <dt>{intl.formatMessage(messages.opens)}</dt>
            <dd>
              <time dateTime={session.applyStart}>{when(session.applyStart)}</time> {zone}
            </dd>
          </div>
        )}
        <div>
          <dt>{intl.formatMessage(say.deadline)}</dt>
          <dd>
            <time dateTime={session.applyEnd}>{when(session.applyEnd)}</time> {zone}
            {viewerZone ? (
              <span className={styles.yourTime}>
                {intl.formatMessage(messages.yourTime, { time: when(session.applyEnd, viewerZone), zone: viewerZone })}
              </span>
            ) : null}
          </dd>
        </div>
      </dl>
      {open ? (
        <>
          <p className={styles.countdownLabel}>{intl.formatMessage(messages.remaining)}</p>
          {/* The ticking digits are hidden from screen readers; they get one sentence instead. */}
          <p className={styles.countdown} aria-hidden="true" data-testid="countdown">
            {(['days', 'hours', 'minutes', 'seconds'] as const).map((unit) => (
              <span key={unit} className={styles.unit}>
                <span className={styles.digits}>{String(parts[unit]).padStart(2, '0')}</span>
                <span className={styles.unitLabel}>
                  {intl.formatMessage(units[unit])}
                </span>
              </span>
            ))}
          </p>
          <p className="visually-hidden">{intl.formatMessage(say.countdown, parts)}</p>
          {applyTo ? (
            <Link to={applyTo} className={`button button-primary ${styles.apply}`}>
              {intl.formatMessage(messages.apply)}
            </Link>
          ) : null}
        </>
      ) : (
        <div className={styles.closed}>
          <p className={styles.closedTitle}>{intl.formatMessage(say.closed)}</p>
          <p className={styles.closedBody}>{intl.formatMessage(say.closedBody)}</p>
        </div>
      )}
    </div>
  );
}
