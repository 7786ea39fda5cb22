// Times in the console: entered and shown in Asia/Taipei (the programme's zone), with the
// officer's own local time beside when their zone differs.
import { useIntl } from 'react-intl';
import { SITE_TIME_ZONE } from '../../../app/paths.ts';

// Taiwan has kept UTC+8 without daylight saving since 1979, so a Taipei wall time converts with a
// fixed offset, whatever zone the browser is in.
const TAIPEI_OFFSET = '+08:00';

/** A `datetime-local` value (`2026-03-01T09:30`) read as Taipei time → an ISO instant; null when empty or invalid. */
export function taipeiInputToIso(value: string): string | null {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2})?$/.test(value)) return null;
  const date = new Date(`${value.length === 16 ? `${value}:00` : value}${TAIPEI_OFFSET}`);
  return Number.isNaN(date.getTime()) ? null : date.toISOString();
}

/** The instant a Taipei calendar day (`yyyy-mm-dd`) starts, or ends (its last millisecond). */
export function taipeiDayBound(day: string, edge: 'start' | 'end'): string {
  return new Date(`${day}T${edge === 'start' ? '00:00:00.000' : '23:59:59.999'}${TAIPEI_OFFSET}`).toISOString();
}

/** An ISO instant → the `datetime-local` value of its Taipei wall time. */
export function isoToTaipeiInput(iso: string): string {
  const shifted = new Date(new Date(iso).getTime() + 8 * 3600_000);
  return shifted.toISOString().slice(0, 16);
}

/** How the console writes an instant (dateStyle cannot be combined with timeZoneName). */
export const timeFormat = { year: 'numeric', month: 'short', day: 'numeric', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' } as const;

/** The browser's own zone. */
export const localTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

/** Whether the officer's zone reads instants differently from Taipei's. */
export const differsFromTaipei = (zone = localTimeZone()) => {
  const probe = new Date();
  const fmt = (timeZone: string) => new Intl.DateTimeFormat('en', { timeZone, dateStyle: 'short', timeStyle: 'short' }).format(probe);
  return fmt(zone) !== fmt(SITE_TIME_ZONE);
};

/** "2026/3/1 09:30 (Taipei)" with the local time beside when the officer's zone differs; a `<time>` element. */
export function TaipeiTime({ iso, zone }: { iso: string | null | undefined; zone?: string }) {
  const intl = useIntl();
  if (!iso) return null;
  const localZone = zone ?? localTimeZone();
  const taipei = intl.formatDate(iso, { ...timeFormat, timeZone: SITE_TIME_ZONE });
  const local = differsFromTaipei(localZone) ? intl.formatDate(iso, { ...timeFormat, timeZone: localZone, timeZoneName: 'short' }) : null;
  return (
    <time dateTime={iso}>
      {intl.formatMessage({ id: 'staff.time.taipei' }, { time: taipei })}
      {local ? <small> {intl.formatMessage({ id: 'staff.time.local' }, { time: local })}</small> : null}
    </time>
  );
}
