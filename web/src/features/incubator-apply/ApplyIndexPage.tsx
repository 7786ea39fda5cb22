import { ApplyIndexRedirect } from '../../components/Application/ApplyIndexRedirect.tsx';
import { useMyIncubatorApplicationIdsQuery } from './incubatorApply.generated.ts';

/** `/incubator-apply`: the member's application of the active session, else a new one. */
export default function ApplyIndexPage() {
  const { data, error } = useMyIncubatorApplicationIdsQuery({ fetchPolicy: 'network-only' });
  return <ApplyIndexRedirect applications={data?.myIncubatorApplications} failed={error !== undefined} />;
}
