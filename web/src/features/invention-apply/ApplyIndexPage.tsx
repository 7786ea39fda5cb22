import { Navigate } from 'react-router-dom';
import { useLang } from '../../app/i18n/lang.tsx';
import { useApply } from '../../components/Application/applyContext.ts';
import { applyPath } from './steps.ts';
import { useMyInventionApplicationIdsQuery } from './inventionApply.generated.ts';
import styles from '../../components/Application/Apply.module.css';

/** `/invention-apply`: the member's application of the active session, else a new one. */
export default function ApplyIndexPage() {
  const lang = useLang();
  const { session } = useApply();
  const { data, error } = useMyInventionApplicationIdsQuery({ fetchPolicy: 'network-only' });
  if (error) return <Navigate to={applyPath(lang, 'team-data', null)} replace />;
  if (!data) return <div className={styles.loading} aria-busy="true" />;
  const mine = session ? data.myInventionApplications.find((a) => a.session.id === session.id) : undefined;
  if (!mine) return <Navigate to={applyPath(lang, 'team-data', null)} replace />;
  return <Navigate to={applyPath(lang, mine.status === 'DRAFT' ? 'team-data' : 'confirm', mine.id)} replace />;
}
