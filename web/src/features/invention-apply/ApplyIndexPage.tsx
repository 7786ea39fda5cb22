import { ApplyIndexRedirect } from '../../components/Application/ApplyIndexRedirect.tsx';
import { useMyInventionApplicationIdsQuery } from './inventionApply.generated.ts';

/** `/invention-apply`: the member's application of the active session, else a new one. */
export default function ApplyIndexPage() {
  const { data, error } = useMyInventionApplicationIdsQuery({ fetchPolicy: 'network-only' });
  return <ApplyIndexRedirect applications={data?.myInventionApplications} failed={error !== undefined} />;
}
