// Times in the console (issue 20): entered and shown in Asia/Taipei, with the officer's own time
// beside when their zone differs. Taiwan keeps +08:00 all year, so a Taipei date is a fixed offset.
import { SITE_TIME_ZONE } from '../../../app/paths.ts';

export const TAIPEI_OFFSET = '+08:00';

/** The browser's zone, when it is not Taipei's. */
export function localZone(): string | null {
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  return zone && zone !== SITE_TIME_ZONE && new Date().getTimezoneOffset() !== -480 ? zone : null;
}

/** The instant a Taipei calendar day (`yyyy-mm-dd`) starts, or ends (its last millisecond). */
export function taipeiDayBound(day: string, edge: 'start' | 'end'): string {
  return new Date(`${day}T${edge === 'start' ? '00:00:00.000' : '23:59:59.999'}${TAIPEI_OFFSET}`).toISOString();
}
