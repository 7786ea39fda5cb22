import { defineMessages, useIntl } from 'react-intl';
import { Figure } from '../../components/Page/Page.tsx';
import { SmartLink } from '../../components/SmartLink/SmartLink.tsx';
import type { EducationEventCardFragment } from './academy.generated.ts';
import styles from '../../components/Page/Listing.module.css';

const messages = defineMessages({
  when: { id: 'academy.event.when' },
  where: { id: 'academy.event.where' },
  signup: { id: 'academy.event.signup' },
});

/** A workshop or tour: cover, dates (Taipei time), place, summary, sign-up link when offered. */
export function EventCard({ event }: { event: EducationEventCardFragment }) {
  const intl = useIntl();
  const range = intl.formatDateTimeRange(new Date(event.startAt), new Date(event.endAt), {
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  });
  return (
    <article className={styles.card}>
      <Figure src={event.cover} alt="" width={1200} height={800} />
      <div className={styles.cardBody}>
        <h4 className={styles.cardTitle}>{event.title}</h4>
        <dl className={styles.facts}>
          <div>
            <dt>{intl.formatMessage(messages.when)}</dt>
            {/* Node's and the browser's ICU punctuate date ranges differently (spaces around the
                dash): the server's text is kept on hydration. */}
            <dd suppressHydrationWarning>{range}</dd>
          </div>
          <div>
            <dt>{intl.formatMessage(messages.where)}</dt>
            <dd>{event.place}</dd>
          </div>
        </dl>
        <p className={styles.text}>{event.summary}</p>
        {event.signupUrl ? (
          <SmartLink href={event.signupUrl} className={`button button-primary ${styles.cardAction}`}>
            {intl.formatMessage(messages.signup, { title: event.title })}
          </SmartLink>
        ) : null}
      </div>
    </article>
  );
}
