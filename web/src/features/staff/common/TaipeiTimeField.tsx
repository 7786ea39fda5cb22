import { useIntl } from 'react-intl';
import { useWatch } from 'react-hook-form';
import { TextField } from '../../../components/Form/index.ts';
import { differsFromTaipei, localTimeZone, taipeiInputToIso, timeFormat } from './time.tsx';

/**
 * A `datetime-local` field read as Asia/Taipei time whatever the officer's zone, with what that is
 * in the officer's own time beside when their zone differs (a session's dates, a record's instants).
 */
export function TaipeiTimeField({ name, label, zone = localTimeZone(), required = true }: { name: string; label: string; zone?: string; required?: boolean }) {
  const intl = useIntl();
  const value = useWatch({ name }) as string;
  const iso = taipeiInputToIso(value ?? '');
  const local =
    iso && differsFromTaipei(zone)
      ? intl.formatMessage(
          { id: 'staff.session.localTime' },
          { time: intl.formatDate(iso, { ...timeFormat, timeZone: zone, timeZoneName: 'short' }) },
        )
      : null;
  return (
    <TextField
      name={name}
      type="datetime-local"
      label={intl.formatMessage({ id: 'staff.session.taipeiLabel' }, { label })}
      hint={local ?? intl.formatMessage({ id: 'staff.session.taipeiHint' })}
      required={required}
    />
  );
}
