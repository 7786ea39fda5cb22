import { defineMessages } from 'react-intl';
import type { Programme } from '../../../generated/types.ts';

/** Each programme's name in the console (the URL's segment is read by layout/programme.ts). */
export const programmeNames = defineMessages<Programme>({
  INVENTION: { id: 'staff.programme.invention' },
  INCUBATOR: { id: 'staff.programme.incubator' },
});
