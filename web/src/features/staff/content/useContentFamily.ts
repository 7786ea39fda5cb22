import { useParams } from 'react-router-dom';
import type { ContentFamily } from '../../../generated/types.ts';
import { familyOfSegment } from './families.ts';
import { useStaffContentFamiliesQuery } from './content.generated.ts';
import type { FamilySpec } from './fieldValues.ts';

/** Every family's field specs; they change only with a release, so the cache answers after the first read. */
export const useContentFamilies = () => useStaffContentFamiliesQuery({ fetchPolicy: 'cache-first', context: { silentErrors: true } });

/**
 * The family the path names (`:family`) and its spec: `family` is null when the segment names none
 * (the page is a 404), `spec` undefined while the specs load or when they failed (`error`).
 */
export function useContentFamily(): { family: ContentFamily | null; spec: FamilySpec | undefined; loading: boolean; failed: boolean } {
  const family = familyOfSegment(useParams().family);
  const { data, loading, error } = useContentFamilies();
  const spec = data?.staffContentFamilies.find((candidate) => candidate.family === family);
  return { family: data && !spec ? null : family, spec, loading: loading && !data, failed: Boolean(error) && !data };
}
