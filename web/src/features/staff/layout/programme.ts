import { useParams } from 'react-router-dom';
import type { Programme } from '../../../generated/types.ts';

/** The console's programme segments (`/{lang}/staff/{programme}/…`) and the schema's programme each names. */
export const programmeSegments = { invention: 'INVENTION', incubator: 'INCUBATOR' } as const satisfies Record<string, Programme>;

export type ProgrammeSegment = keyof typeof programmeSegments;

export function isProgrammeSegment(value: unknown): value is ProgrammeSegment {
  return typeof value === 'string' && Object.hasOwn(programmeSegments, value);
}

/** The programme of the page's `:programme` segment (the layout has already refused any other). */
export function useStaffProgramme(): { segment: ProgrammeSegment; programme: Programme } {
  const { programme } = useParams();
  const segment = isProgrammeSegment(programme) ? programme : 'invention';
  return { segment, programme: programmeSegments[segment] };
}
