import { defineMessages } from 'react-intl';
import { useParams } from 'react-router-dom';
import type { Programme } from '../../../generated/types.ts';

/** The `{programme}` segment of a staff URL → the schema's enum (the route only matches the two). */
export function useStaffProgramme(): { programme: Programme; segment: 'invention' | 'incubator' } {
  const { programme } = useParams();
  return programme === 'incubator' ? { programme: 'INCUBATOR', segment: 'incubator' } : { programme: 'INVENTION', segment: 'invention' };
}

export const programmeNames = defineMessages<Programme>({
  INVENTION: { id: 'staff.programme.invention' },
  INCUBATOR: { id: 'staff.programme.incubator' },
});
