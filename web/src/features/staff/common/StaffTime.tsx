import { useIntl } from 'react-intl';
import { SITE_TIME_ZONE } from '../../../app/paths.ts';
import { localZone } from './time.ts';
import styles from './common.module.css';

const format: Intl.DateTimeFormatOptions = { year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' };

/** An instant as the console shows it: in Taipei, and the officer's own time beside when their zone differs. */
export function StaffTime({ value }: { value: string }) {
  const intl = useIntl();
  const zone = localZone();
  return (
    <time dateTime={value} className={styles.time}>
      {intl.formatDate(value, { ...format, timeZone: SITE_TIME_ZONE })}
      {zone ? (
        <span className={styles.localTime}>
          {intl.formatMessage({ id: 'staff.time.local' }, { time: intl.formatDate(value, { ...format, timeZone: zone }) })}
        </span>
      ) : null}
    </time>
  );
}
